// Chrome [choice; the sizes: PlatformChrome.swift, each with its source].
//
// `.chrome(element)`: a bar or a control's drawn part sized by the platform. It is laid out as
// `.frame(width:height:)` with the element's size on the engine's platform (a nil dimension takes
// the proposal's, as a fixed frame's does), looked up when the node is laid out, as a text style's
// point size is, so the same stored tree gives an iPhone's bars or a Mac's. Its proposals give the
// rule `chrome` (operands width, height) instead of `frame.fixed`, so explanations can name the
// part. Facts: named by the element in paths (`navigationBar`, `toggleSwitch`, ...), a modifier
// (its child is what is drawn for the part).

extension FixedFrameLayout {
    /// The fixed frame of a chrome element on `platform`, named for the element, its proposals
    /// giving the `chrome` rule.
    init(chrome element: ChromeElement, platform: LayoutOptions.Platform) {
        let size = PlatformChrome(platform).size(of: element)
        self.init(width: size.width, height: size.height, alignment: .center)
        chrome = element
    }
}
