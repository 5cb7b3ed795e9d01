// Bars and controls whose size is the platform's: LayoutLabUI draws the part and wraps it in the
// engine's `.chrome` node, whose size the engine looks up in its `PlatformChrome` table when it lays
// the tree out (the numbers are the engine's, not this module's).
import LayoutEngine

extension View {
    /// This view as a chrome element: sized by the engine's platform (`PlatformChrome`).
    func _chrome(_ element: ChromeElement) -> _ModifiedView<Self> { wrapped(.chrome(element)) }
}
