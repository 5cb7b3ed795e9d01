// UIKit's geometry on `NSValue`, as keyboard notifications carry the keyboard's frame
// (`userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue` then `.cgRectValue`): Linux's
// Foundation has the rectangle, point and size values under AppKit's names; these are UIKit's.
import Foundation

extension NSValue {
    /// A value holding a rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A value holding a point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A value holding a size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The rectangle held.
    public var cgRectValue: CGRect { rectValue }
    /// The point held.
    public var cgPointValue: CGPoint { pointValue }
    /// The size held.
    public var cgSizeValue: CGSize { sizeValue }
}
