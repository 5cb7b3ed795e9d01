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

// MARK: Sheet sizing (iOS 18)

/// How a sheet is sized (SwiftUI's `PresentationSizing`, iOS 18): `.form`, `.page`, `.fitted`,
/// `.automatic`, and `sticky(horizontal:vertical:)` or `fitted(horizontal:vertical:)` on any of
/// them. Drawing only: presentations are not laid out in a preview (the presenting view is), so
/// `.presentationSizing(_:)` changes no frame.
extension PresentationSizing where Self == FormPresentationSizing {
    /// The size of a form sheet (an iPad's or Mac's centred card).
    public static var form: FormPresentationSizing { FormPresentationSizing(_name: "form") }
}

extension PresentationSizing where Self == PagePresentationSizing {
    /// The size of a page sheet (about the size of a page of paper on an iPad).
    public static var page: PagePresentationSizing { PagePresentationSizing(_name: "page") }
}

extension PresentationSizing where Self == FittedPresentationSizing {
    /// The sheet's content's own ideal size.
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing(_name: "fitted") }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    /// The platform's default sheet size.
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing(_name: "automatic") }
}

extension PresentationSizing {
    /// The same sizing, growing but never shrinking in the dimensions given (drawing only).
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> some PresentationSizing { self }
    /// The same sizing, fitted to the content's ideal size in the dimensions given (drawing only).
    public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing { self }
}
