// The colours a picture draws what no code coloured with, in the colour scheme of the layout
// (`LayoutDrawing.scheme`) or of a view (`LayoutBox.scheme`): the page and the proposed area, the
// ink of captions and of uncoloured text, outlines of containers and wrappers, dividers and image
// placeholders. Light is the pictures' long-standing look; dark is drawn in iOS's dark values
// (`SystemColours`): a black screen (`systemBackground`) on the grouped grey around it
// (`secondarySystemBackground`, R28 G28 B30), white ink (`label`), dividers in the opaque separator
// (R56 G56 B58), placeholders in the dark grays.
import LayoutEngine

/// The colours of a picture's own marks in one colour scheme (see the file header).
struct PicturePalette: Hashable, Sendable {
    /// Whether this is the dark palette.
    var isDark: Bool
    /// The page behind everything.
    var page: String
    /// The proposed area (the screen a preview is laid out in).
    var screen: String
    /// Captions, titles, and the letters of a Text no code coloured.
    var ink: String
    /// The halo drawn behind captions so they read over boxes.
    var halo: String
    /// Containers' outlines.
    var container: String
    /// Thin outlines: wrappers, spacers, a Text's or shape's frame, the proposed area's.
    var faint: String
    /// A colour that would not show on the page (a white Color on white): its box is outlined faintly instead.
    var unseen: String
    /// A Divider's line.
    var divider: String
    /// An Image's placeholder: its fill, its outline, its cross.
    var imageFill: String
    var imageStroke: String
    var imageCross: String

    /// The palette of `scheme`.
    static func of(_ scheme: ViewLook.Scheme) -> PicturePalette { scheme == .dark ? dark : light }

    static let light = PicturePalette(isDark: false, page: "#ffffff", screen: "#f6f8fa", ink: "#24292f", halo: "#ffffff",
                                      container: "#57606a", faint: "#afb8c1", unseen: "#ffffff", divider: "#d0d7de",
                                      imageFill: "#eaeef2", imageStroke: "#8c959f", imageCross: "#d0d7de")

    static let dark = PicturePalette(isDark: true, page: cssColour("secondarySystemBackground", scheme: .dark),
                                     screen: cssColour("systemBackground", scheme: .dark), ink: cssColour("label", scheme: .dark),
                                     halo: "#000000", container: cssColour("gray", scheme: .dark),
                                     faint: cssColour("systemGray3", scheme: .dark), unseen: "#000000",
                                     divider: cssColour("opaqueSeparator", scheme: .dark), imageFill: cssColour("systemGray5", scheme: .dark),
                                     imageStroke: cssColour("systemGray2", scheme: .dark), imageCross: cssColour("systemGray3", scheme: .dark))

    /// The `fill` attribute of text in the ink: none in light, whose text is black by default.
    var inkFill: String { isDark ? " fill=\"\(ink)\"" : "" }
}
