// Spellings of earlier iOS releases that real code still uses: `Alert` and `ActionSheet` values
// (presented by `.alert(isPresented:content:)` and `.actionSheet(isPresented:content:)`, never shown
// in a preview) and `.navigationBarTitle`, which sets the navigation title as `.navigationTitle`
// does (so the bar's height follows it, see `NavigationStack`).
import LayoutEngine

/// An alert's contents (SwiftUI's `Alert`, before `.alert(_:isPresented:actions:)`); never shown in a preview.
public struct Alert {
    let title: Text

    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) { self.title = title }
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) { self.title = title }

    /// A button of an alert or action sheet (SwiftUI's `Alert.Button`).
    public struct Button {
        let label: Text?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button(label: label) }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button(label: label) }
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button { Alert.Button(label: nil) }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button(label: label) }
    }
}

/// An action sheet's contents (SwiftUI's `ActionSheet`, before `.confirmationDialog`); never shown in a preview.
public struct ActionSheet {
    let title: Text

    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) { self.title = title }

    /// A button of an action sheet (SwiftUI's `ActionSheet.Button`).
    public typealias Button = Alert.Button
}

extension View {
    /// Sets the navigation title, as `navigationTitle(_:)` (SwiftUI renamed it so).
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
    /// Sets the navigation title, as `navigationTitle(_:)` (SwiftUI renamed it so).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }
    /// Sets the navigation title, as `navigationTitle(_:)` (SwiftUI renamed it so).
    @_disfavoredOverload public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(String(title)) }

    /// Sets the navigation title and the bar's display mode, as `navigationTitle(_:)` with
    /// `navigationBarTitleDisplayMode(_:)` (SwiftUI's deprecation message says so).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
    /// Sets the navigation title and the bar's display mode (see `navigationBarTitle(_:displayMode:)`).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }
    /// Sets the navigation title and the bar's display mode (see `navigationBarTitle(_:displayMode:)`).
    @_disfavoredOverload public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(String(title)).navigationBarTitleDisplayMode(displayMode)
    }
}

extension Picker {
    /// A picker whose label is a view value (SwiftUI's deprecated `init(selection:label:content:)`).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }
}

extension TextField where Label == Text {
    /// A field editing a value through `format`: it shows the formatted value in the preview's locale
    /// (as `Text(value, format:)` does).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        placeholder = prompt?.string ?? titleKey.string
        text = _PreviewLocale.styled(format).format(value.wrappedValue)
    }

    /// A field editing a value through `format` (see `init(_:value:format:prompt:)`).
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                           prompt: Text? = nil) where F.FormatOutput == String {
        placeholder = prompt?.string ?? String(title)
        text = _PreviewLocale.styled(format).format(value.wrappedValue)
    }

    /// A field editing an optional value (iOS 18): empty, showing its title, while the value is nil.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        placeholder = prompt?.string ?? titleKey.string
        text = value.wrappedValue.map(_PreviewLocale.styled(format).format) ?? ""
    }

    /// A field editing an optional value (see `init(_:value:format:prompt:)` with an optional binding).
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                           prompt: Text? = nil) where F.FormatOutput == String {
        placeholder = prompt?.string ?? String(title)
        text = value.wrappedValue.map(_PreviewLocale.styled(format).format) ?? ""
    }
}

extension Image {
    /// A named image from `bundle` with an accessibility label: laid out as `Image(name)`.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.init(name) }
    /// A decorative named image from `bundle`: laid out as `Image(name)`.
    public init(decorative name: String, bundle: Bundle?) { self.init(name) }
}
