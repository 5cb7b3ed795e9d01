// The sentences of chrome elements (the engine's Chrome.swift): a bar or a control's part is named
// by what it is ("the navigation bar", "the toggle's switch") and proposes the platform's size for it.
import LayoutEngine

/// A node's kind in prose: a chrome element's noun ("navigation bar"), else the kind as stored.
func kindNoun(_ kind: String) -> String {
    ChromeElement(pathName: kind)?.noun ?? kind
}

extension Sentences {
    /// "has the platform's height for it, 44, and passes the width 390 through".
    func chromeSize(width: Double?, height: Double?, outer: ProposedViewSize?) -> String {
        switch (width, height) {
        case let (width?, height?):
            return "has the platform's size for it, \(Prose.length(width))×\(Prose.length(height))"
        case let (width?, nil):
            return "has the platform's width for it, \(Prose.length(width)), and passes the height\(through(outer?.height)) through"
        case let (nil, height?):
            return "has the platform's height for it, \(Prose.length(height)), and passes the width\(through(outer?.width)) through"
        case (nil, nil):
            return "takes its whole proposal"
        }
    }
}
