// Where the user wrote each view: `@ViewBuilder` takes every view expression's file, line and
// column as it builds it (the `#filePath`/`#line`/`#column` of `buildExpression`'s defaults are the
// expression's own place, and experiment files are compiled under `#sourceLocation`s naming the
// user's lines), and the tree builder knows whose `body` it is building. Both reach the engine's
// nodes as a `ViewOrigin`, which takes no part in layout.
import LayoutEngine

/// The place a view expression is written (implementation detail of `ViewBuilder`).
public struct _SourceSite: Sendable {
    /// The file's last path component (`Weather.swift`).
    let file: String
    let line: Int
    let column: Int
    /// A view this library's own code builds (a control's row, a list's chrome): not a place the
    /// user wrote, so it names no node.
    let isLibrary: Bool

    init(filePath: StaticString, line: UInt, column: UInt) {
        let path = filePath.description
        self.file = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        self.line = Int(line)
        self.column = Int(column)
        isLibrary = path.hasPrefix(Self.libraryFolder)
    }

    /// The folder of this library's sources, as its compiler named them (`…/Sources/LayoutLabUI/`).
    static let libraryFolder: String = {
        let path = "\(#filePath)"
        guard let range = path.range(of: "/LayoutLabUI/", options: .backwards) else { return path }
        return String(path[..<range.upperBound])
    }()
}

/// A view as a `@ViewBuilder` block wrote it, with its place: its nodes carry that place (and the
/// user's view whose body is being built) in their origin. Lays out exactly as its content.
public struct _Located<Content: View>: _PrimitiveView {
    let content: Content
    let site: _SourceSite

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        if site.isLibrary { return builder.nodes(content) }
        builder.sites.append(site)
        var nodes = builder.nodes(content)
        builder.sites.removeLast()
        for index in nodes.indices { builder.locate(&nodes[index], at: site) }
        return nodes
    }
}

extension _Located: _PreviewGroup {
    /// The previews of a group keep the place of the expression around them (each part's own,
    /// inner places first); a single preview is this view itself, place and all.
    var _previewParts: [AnyView] {
        guard let parts = (content as? any _PreviewGroup)?._previewParts, parts.count > 1 else { return [AnyView(self)] }
        return parts.map { AnyView(_Located<AnyView>(content: $0, site: site)) }
    }
}

extension _TreeBuilder {
    /// Gives `node` (and the modified views below it that have no place yet) the place `site`,
    /// unless it has one: the innermost expression that made a node names it.
    func locate(_ node: inout ViewNode, at site: _SourceSite) {
        if node.origin?.hasLocation == true { return }
        let origin = node.origin?.with(file: site.file, line: site.line, column: site.column)
            ?? ViewOrigin(viewType: currentUserView, file: site.file, line: site.line, column: site.column)
        var current = origin
        node.origin = current
        // Down the modified views to the first that has a place of its own (a user's view
        // there, whose place was left for its use, takes this one). A modifier the engine runs as
        // a custom node of one child (`.alignmentGuide`, `.coordinateSpace`) is one too.
        func chain(_ node: inout ViewNode) {
            guard node.kind.isModifier || node.isCustomOfOne, !node.children.isEmpty,
                  node.children[0].origin?.hasLocation != true else { return }
            if let own = node.children[0].origin {
                node.children[0].origin = own.with(file: site.file, line: site.line, column: site.column)
            } else {
                if current.viewType != currentUserView { current = current.with(viewType: currentUserView) }
                node.children[0].origin = current
            }
            chain(&node.children[0])
        }
        chain(&node)
    }

    /// Marks the outermost node of a user's view (`WeatherDayView`): it stands for that view as a
    /// whole, and takes the place where that view is used (the enclosing expression's).
    func markInstance(_ node: inout ViewNode, of type: String) {
        let base = node.origin ?? ViewOrigin(viewType: type)
        node.origin = ViewOrigin(viewType: base.viewType ?? type, instanceOf: type)
    }
}

extension ViewNode {
    /// A custom node of one child: a modifier the engine runs as a custom layout, or a custom
    /// `Layout` of one view (whose view has its own place, written inside it).
    fileprivate var isCustomOfOne: Bool {
        if case .custom = kind { return children.count == 1 }
        return false
    }
}
