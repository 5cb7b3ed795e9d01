// What presentations attach to: a popover's anchor. Presentations are not laid out in a preview
// (the presenting view is), so the modifiers that take these are inert.
import LayoutEngine

/// Where a popover points (SwiftUI's `PopoverAttachmentAnchor`); popovers are not laid out.
public enum PopoverAttachmentAnchor {
    /// A rectangle of the presenting view, e.g. `.rect(.bounds)`.
    case rect(Anchor<CGRect>.Source)
    /// A point of the presenting view.
    case point(UnitPoint)
}
