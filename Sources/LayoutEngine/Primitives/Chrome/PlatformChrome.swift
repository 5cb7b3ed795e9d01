// The platform's chrome and control metrics: one table, keyed by `LayoutOptions.Platform`, read late
// (when a `.chrome` node is laid out, as text styles are), so a rerun with `platform=macos` resizes
// bars and controls. Evidence levels as in Docs/Engine.md's conformance table: DOC (Apple's
// documentation), EMP (a published observation of real SwiftUI or AppKit), REIMPL (a third party's
// reimplementation states the value), choice (nothing published found; the value is this engine's).
// REIMPL "xtd" below: the xtd C++ toolkit's published table of default control sizes on macOS
// (gammasoft71.github.io/xtd/docs/documentation/Internal/default_size_of_controls_m): a toolkit's
// defaults for the native controls, not a measurement of SwiftUI.

/// A part of the app's chrome or of a control whose size is the platform's, not its content's: a
/// bar, a switch, a slider's track. LayoutLabUI wraps what it draws for the part in a `.chrome` node.
public enum ChromeElement: String, CaseIterable, Codable, Sendable {
    /// A `NavigationStack`'s bar without a title, or with an inline one.
    case navigationBar
    /// A `NavigationStack`'s bar with a large title (the default display mode at the root).
    case largeTitleNavigationBar
    /// A `TabView`'s tab bar.
    case tabBar
    /// A `Toggle`'s switch.
    case toggleSwitch
    /// A `.checkbox` `Toggle`'s box (macOS).
    case checkbox
    /// A `Slider`'s track: the proposal's width, the platform's height.
    case sliderTrack
    /// A `Stepper`'s − / + control.
    case stepperControl
    /// A `DatePicker`'s compact field.
    case datePickerField
    /// A `.segmented` `Picker`: the proposal's width, the platform's height.
    case segmentedControl
    /// A `.wheel` `Picker`: the proposal's width, the platform's height.
    case pickerWheel
    /// A `ProgressView` with a value: the proposal's width, the platform's height.
    case progressBar
    /// A `ProgressView` without a value.
    case spinner
    /// A `ColorPicker`'s well.
    case colorWell

    /// A bar of the screen (navigation or tab bar): the views beside it may grow under it.
    public var isBar: Bool { self == .navigationBar || self == .largeTitleNavigationBar || self == .tabBar }

    /// The node's name in paths (`VStack[0]/navigationBar[0]/Color[0]`): both navigation bars are `navigationBar`.
    public var pathName: String {
        self == .largeTitleNavigationBar ? "navigationBar" : rawValue
    }

    /// The part in prose, for explanations ("navigation bar", "toggle's switch").
    public var noun: String {
        switch self {
        case .navigationBar, .largeTitleNavigationBar: return "navigation bar"
        case .tabBar: return "tab bar"
        case .toggleSwitch: return "toggle's switch"
        case .checkbox: return "toggle's checkbox"
        case .sliderTrack: return "slider's track"
        case .stepperControl: return "stepper's − / + control"
        case .datePickerField: return "date picker's field"
        case .segmentedControl: return "segmented control"
        case .pickerWheel: return "picker's wheel"
        case .progressBar: return "progress bar"
        case .spinner: return "spinner"
        case .colorWell: return "color well"
        }
    }

    /// The element whose nodes are named `pathName` (the inline navigation bar for `navigationBar`).
    public init?(pathName: String) {
        guard let element = ChromeElement.allCases.first(where: { $0.pathName == pathName }) else { return nil }
        self = element
    }
}

/// A chrome element's size: a fixed width and height, or nil for a dimension the element takes
/// from its proposal, as `.frame(width:height:)` does.
public struct ChromeSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}

/// The chrome and control metrics of one platform: `PlatformChrome(platform).size(of: .tabBar)`.
public struct PlatformChrome: Hashable, Sendable {
    /// The platform whose metrics these are.
    public var platform: LayoutOptions.Platform

    public init(_ platform: LayoutOptions.Platform) { self.platform = platform }

    /// The element's size on this platform.
    public func size(of element: ChromeElement) -> ChromeSize {
        switch platform {
        case .ios: return Self.ios(element)
        case .macos: return Self.macos(element)
        }
    }

    /// iPhone: the numbers LayoutLabUI's approximations have always used, UIKit's sizes of the bars
    /// and controls SwiftUI draws on iOS (as their comments named them; not re-measured here).
    static func ios(_ element: ChromeElement) -> ChromeSize {
        switch element {
        // UIKit's standard navigation bar on iPhone, 44.
        case .navigationBar: return ChromeSize(width: nil, height: 44)
        // UIKit's 44-point bar plus its 52-point large-title area.
        case .largeTitleNavigationBar: return ChromeSize(width: nil, height: 96)
        // UIKit's `UITabBar` on iPhone, 49.
        case .tabBar: return ChromeSize(width: nil, height: 49)
        // UIKit's `UISwitch`, 51 × 31.
        case .toggleSwitch: return ChromeSize(width: 51, height: 31)
        // choice: iOS has no checkbox (a Mac file's `.checkbox`): macOS's box.
        case .checkbox: return macos(.checkbox)
        // UIKit's `UISlider`, 31 high (its intrinsic height).
        case .sliderTrack: return ChromeSize(width: nil, height: 31)
        // UIKit's `UIStepper`, 94 × 32 (its intrinsic size since iOS 13).
        case .stepperControl: return ChromeSize(width: 94, height: 32)
        // choice: no public measurement; roughly a medium date's width.
        case .datePickerField: return ChromeSize(width: 120, height: 34)
        // UIKit's `UISegmentedControl` since iOS 13, 32 high.
        case .segmentedControl: return ChromeSize(width: nil, height: 32)
        // UIKit's `UIPickerView`, 216 high (its standard height).
        case .pickerWheel: return ChromeSize(width: nil, height: 216)
        // UIKit's `UIProgressView`, 4 high.
        case .progressBar: return ChromeSize(width: nil, height: 4)
        // UIKit's `UIActivityIndicatorView` in the `.medium` style, 20 × 20.
        case .spinner: return ChromeSize(width: 20, height: 20)
        // iOS's color well, 28 × 28.
        case .colorWell: return ChromeSize(width: 28, height: 28)
        }
    }

    /// macOS (regular control size). No recording of real macOS SwiftUI controls was found (the
    /// shared reference has text metrics and layouts of stacks, frames and colours only), so each
    /// number says where it comes from; macOS draws tabs above the content, which is not modelled
    /// (the tab bar stays below, only its height changes).
    static func macos(_ element: ChromeElement) -> ChromeSize {
        switch element {
        // choice: a window's unified title bar and toolbar, 52 high since macOS 11 (commonly
        // reported, not re-measured); macOS has no large titles, so both bars are the same.
        case .navigationBar, .largeTitleNavigationBar: return ChromeSize(width: nil, height: 52)
        // choice: the tab strip of a macOS `TabView` (an `NSTabView`'s tabs), 24 high (not re-measured).
        case .tabBar: return ChromeSize(width: nil, height: 24)
        // choice: `NSSwitch` at the regular control size, 38 × 22 (commonly reported, not re-measured).
        case .toggleSwitch: return ChromeSize(width: 38, height: 22)
        // REIMPL egui-macview's AppKit checkbox metrics (`NSButton(checkboxWithTitle:)`, regular
        // size): a 14 × 14 box, its label 6 after it; macos_ui's checkbox is 14 too.
        case .checkbox: return ChromeSize(width: 14, height: 14)
        // REIMPL xtd's table of Cocoa controls' default sizes: a track bar (`NSSlider`) 21 high.
        case .sliderTrack: return ChromeSize(width: nil, height: 21)
        // REIMPL xtd's table: the up–down button (`NSStepper`) 16 × 24.
        case .stepperControl: return ChromeSize(width: 16, height: 24)
        // REIMPL xtd's table: the date picker (`NSDatePicker`) 96 × 28.
        case .datePickerField: return ChromeSize(width: 96, height: 28)
        // choice: `NSSegmentedControl` at the regular size, 24 high (not re-measured).
        case .segmentedControl: return ChromeSize(width: nil, height: 24)
        // choice: macOS has no wheel picker; iOS's 216 is kept.
        case .pickerWheel: return ChromeSize(width: nil, height: 216)
        // DOC AppKit: `NSProgressIndicatorPreferredThickness`, 14.
        case .progressBar: return ChromeSize(width: nil, height: 14)
        // REIMPL xtd's table: the loading indicator (a spinning `NSProgressIndicator`) 32 × 32.
        case .spinner: return ChromeSize(width: 32, height: 32)
        // REIMPL xtd's table: the color picker (`NSColorWell`) 102 × 27.
        case .colorWell: return ChromeSize(width: 102, height: 27)
        }
    }
}
