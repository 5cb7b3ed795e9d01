// How a report is rendered: the one non-deterministic line, where pictures go, and size caps.
import LayoutEngine

/// Options of `renderDiffReport`.
public struct ReportOptions: Hashable, Sendable {
    /// The generated-at line's time (`2026-11-22T04:10:00Z`); nil leaves the line out, so the
    /// report depends only on the two runs (`--no-timestamp`).
    public var generatedAt: String?
    /// The folder for SVG pictures, relative to the report (by convention the report's file name
    /// without `.md`); nil draws no pictures (a report written to standard output).
    public var pictureFolder: String?
    /// Shifted experiments shown in detail (node tables, first diverging call, pictures).
    public var maxDetailedExperiments: Int
    /// Node rows per proposal in a detail section.
    public var maxNodeRows: Int
    /// Rows of every other table or list (shifted, redefined, flipped expectations, ...).
    public var maxRows: Int
    /// Draw each shifted layout side by side (before | after) instead of overlaid.
    public var sideBySide: Bool

    public init(generatedAt: String? = nil, pictureFolder: String? = nil, maxDetailedExperiments: Int = 50,
                maxNodeRows: Int = 50, maxRows: Int = 200, sideBySide: Bool = false) {
        self.generatedAt = generatedAt
        self.pictureFolder = pictureFolder
        self.maxDetailedExperiments = maxDetailedExperiments
        self.maxNodeRows = maxNodeRows
        self.maxRows = maxRows
        self.sideBySide = sideBySide
    }
}

/// A rendered report: the Markdown and the pictures it links to.
public struct RenderedReport: Hashable, Sendable {
    public var markdown: String
    /// Paths relative to the report's directory (`<pictureFolder>/<name>.svg`), in link order.
    public var pictures: [ReportPicture]

    public init(markdown: String, pictures: [ReportPicture]) {
        self.markdown = markdown
        self.pictures = pictures
    }
}

/// One SVG file of a report.
public struct ReportPicture: Hashable, Sendable {
    /// Relative to the report's directory, with `/` separators.
    public var relativePath: String
    public var svg: String

    public init(relativePath: String, svg: String) {
        self.relativePath = relativePath
        self.svg = svg
    }
}
