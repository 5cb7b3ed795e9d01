// border [DOC; RE]: drawn as an overlay, so it never changes layout: proposal and size pass through.

/// `.border(_:width:)`.
struct BorderLayout: PassThroughModifier {
    var name: String { "border" }
}
