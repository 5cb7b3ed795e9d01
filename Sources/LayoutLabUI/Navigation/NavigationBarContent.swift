// What a navigation bar draws over its background: the title and the toolbar's items, laid out as
// UIKit lays out an iPhone's navigation bar (SwiftUI draws its bars with UIKit on iOS). They are
// an overlay of the bar's `Color`, so the bar keeps its size whatever they hold (a title too long
// for the screen is cut, on one line): a row of the bar's 44 points at its top with the items at
// its edges and the inline title or the `.principal` item centred, and, in a large-title bar, the
// large title in the 52 points below, at the leading edge. Each length: `_NavigationBarMetrics`.
// On macOS (a 52-point bar for both modes) the same arrangement is drawn: an approximation, as
// a Mac window shows the title in its title bar.
import LayoutEngine

/// The lengths of an iPhone navigation bar's contents, each with its source.
enum _NavigationBarMetrics {
    /// The row of bar buttons and the inline title: UIKit's standard navigation bar, 44 high (the
    /// engine's `PlatformChrome`); a large-title bar (96) is this row over a 52-point large title.
    static let rowHeight = 44.0
    /// The inset of the items and of the large title from the bar's edges: the system layout
    /// margins [DOC ContentMarginGuide.container: "the system layout margins, which range from 16 to
    /// 20 points on iPhone"], 16 on iPhones up to 393 wide (the inset-grouped list's card inset,
    /// which the large title lines up with; 20 on the widest iPhones is not modelled).
    static let margin = 16.0
    /// The space between two bar buttons on one side. choice: no published measurement of UIKit's
    /// spacing of bar button items was found. 8 is UIKit's standard spacing [DOC
    /// UIView.directionalLayoutMargins: "For most views, the default layout margins are 8 points on
    /// each side"] and, since iOS 11, the least width of a fixed space between bar items
    /// (matrixprojects.net, "UIBarButtonItem & iOS 11": fixed space items "now have a minimum
    /// width of 8 points").
    static let itemSpacing = 8.0
    /// The space between the large title's line and the bar's bottom edge. REIMPL Ionic's iOS
    /// theme (`title.ios.scss`: a large title `padding-bottom: 6px`, 16 from the leading edge,
    /// 34 px bold), which reproduces UIKit's large title; UIKit publishes no such length.
    static let largeTitleBottom = 6.0
}

/// The bar's child: its background (a `Color` named `navigationBar`) with `title` and `items` over
/// it, or the background alone when there is neither. A large-title bar draws `title` in
/// `.largeTitle` bold, 16 from the leading edge and 6 above the bar's bottom; an inline bar draws
/// it in `.headline`, centred in the 44-point row, unless a `.principal` item takes its place.
/// Leading items start 16 from the leading edge, trailing items end 16 from the trailing edge,
/// several on one side 8 apart, each centred in the row's height.
func _navigationBarContent(title: Text?, large: Bool, items: [_ToolbarEntry], builder: _TreeBuilder) -> ViewNode {
    let background = ViewNode(.color(name: "navigationBar"))
    var leading: [ViewNode] = [], principal: [ViewNode] = [], trailing: [ViewNode] = []
    for entry in items {
        switch entry.placement.barSide {
        case .leading?: leading += entry.nodes
        case .principal?: principal += entry.nodes
        case .trailing?: trailing += entry.nodes
        case nil: break
        }
    }
    let centre = _barItems(principal) ?? (large ? nil : title.map { _barTitle($0, font: .headline, builder: builder) })
    var layers: [ViewNode] = []
    if large, let title {
        // The large title at the bottom of the bar, below the row (the 52 points under its 44 in a
        // 96-point bar); first, so the bar and the screen are named by the title.
        let margin = _NavigationBarMetrics.margin
        let padded = _barTitle(title, font: .largeTitle.bold(), builder: builder)
            .padding(LayoutEngine.EdgeInsets(top: 0, leading: margin, bottom: _NavigationBarMetrics.largeTitleBottom, trailing: margin))
        layers.append(padded.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading))
    }
    if let row = _barRow(leading: _barItems(leading), centre: centre, trailing: _barItems(trailing)) { layers.append(row) }
    guard !layers.isEmpty else { return background }
    let content = layers.count == 1 ? layers[0] : ViewNode(.zstack(alignment: .top), children: layers)
    return ViewNode(.overlay(alignment: .top), children: [background, content])
}

/// The title on one line in `font` (cut at the bar's width, as UIKit cuts a long title).
private func _barTitle(_ title: Text, font: Font, builder: _TreeBuilder) -> ViewNode {
    builder.node(title.font(font)).lineLimit(1)
}

/// One side's items: the item, or several side by side 8 apart; nil for none.
private func _barItems(_ nodes: [ViewNode]) -> ViewNode? {
    guard nodes.count > 1 else { return nodes.first }
    return ViewNode(.hstack(alignment: .center, spacing: _NavigationBarMetrics.itemSpacing), children: nodes)
}

/// The bar's 44-point row across its width: the centre, and the sides inset by the margin over
/// it; nil when it holds nothing.
private func _barRow(leading: ViewNode?, centre: ViewNode?, trailing: ViewNode?) -> ViewNode? {
    func inset(_ node: ViewNode) -> ViewNode { node.padding(.horizontal, _NavigationBarMetrics.margin) }
    // The centre first, so an inline title names the bar and the screen, as a large one does.
    var layers: [ViewNode] = centre.map { [inset($0)] } ?? []
    if leading != nil || trailing != nil {
        let sides = [leading, ViewNode(.spacer(minLength: 0)), trailing].compactMap { $0 }
        layers.append(inset(ViewNode(.hstack(alignment: .center, spacing: 0), children: sides)))
    }
    guard !layers.isEmpty else { return nil }
    let height = _NavigationBarMetrics.rowHeight
    let stacked = layers.count == 1 ? layers[0] : ViewNode(.zstack(alignment: .center), children: layers)
    return stacked.frame(maxWidth: .infinity, minHeight: height, maxHeight: height)
}
