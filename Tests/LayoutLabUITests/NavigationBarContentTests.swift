// The navigation bar's title and toolbar items, on a 393 × 759 iPhone screen (an iPhone 15's 852
// less its 59-point status bar and 34-point home indicator). The lengths, as NavigationBarContent.swift
// states them: UIKit's 44-point bar row, and a large-title bar of that row over 52 points (96); items
// and the large title 16 from the edges (the system layout margins, "16 to 20 points on iPhone",
// DOC ContentMarginGuide.container); bar buttons 8 apart (a stated choice); the large title 6 above
// the bar's bottom (Ionic's iOS theme). Text sizes are the engine's SF Pro model's: 17-point body
// and headline lines are 20.33 high, a 34-point line 40.67.
import struct LayoutEngine.ViewNode
import LayoutLabUI
import Testing

@Suite("Navigation bar title and toolbar items")
struct NavigationBarContentTests {
    let phone = ProposedViewSize(width: 393, height: 759)

    /// The frame of the first placed `Text` showing `string` (a title has no `.id` of its own).
    private func textFrame(_ result: LayoutLab.Result, _ string: String) -> CGRect? {
        var index = 0
        var found: Int?
        func visit(_ node: ViewNode) {
            if found == nil, case .text(let text) = node.kind, text == string { found = index }
            index += 1
            node.children.forEach(visit)
        }
        visit(result.tree.root)
        guard let found, let placed = result.engineResult.placements.first(where: { $0.node == found }) else { return nil }
        return CGRect(x: placed.frame.origin.x, y: placed.frame.origin.y, width: placed.frame.size.width, height: placed.frame.size.height)
    }

    /// `frame` matches `expected` to 0.01 pt.
    private func expectClose(_ frame: CGRect?, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let frame else {
            Issue.record("not placed", sourceLocation: sourceLocation)
            return
        }
        let close = [frame.minX - expected.minX, frame.minY - expected.minY, frame.width - expected.width,
                     frame.height - expected.height].allSatisfy { abs($0) <= 0.01 }
        #expect(close, "\(frame), expected \(expected)", sourceLocation: sourceLocation)
    }

    /// A large title is `.largeTitle` bold (34 pt) at the bar's leading margin, its line 6 above
    /// the 96-point bar's bottom: "Settings" measures 133.33 × 40.67 (as the same Text laid out
    /// alone), so it sits at (16, 96 − 6 − 40.67 = 49.33), in the 52 points under the 44-point row.
    @Test("the large title: bold 34 pt, 16 from the leading edge, in the bar's lower 52 points")
    func largeTitle() {
        let screen = LayoutLab.layout(NavigationStack { Color.red.id("c").navigationTitle("Settings") }, in: phone)
        expectClose(textFrame(screen, "Settings"), CGRect(x: 16, y: 49.33, width: 133.33, height: 40.67))
        let alone = LayoutLab.layout(Text("Settings").font(.largeTitle.bold()).id("t"), in: phone)
        #expect(alone["t"]?.size == textFrame(screen, "Settings")?.size)
        // The bar and the content keep their frames: the root below the 96-point bar.
        expectFrame(screen, "c", CGRect(x: 0, y: 96, width: 393, height: 663))
        // Every spelling of a title draws it: a key, a Text, a binding's value, the older name.
        for titled in [AnyView(Color.red.navigationTitle(Text("Settings"))), AnyView(Color.red.navigationTitle(.constant("Settings"))),
                       AnyView(Color.red.navigationBarTitle("Settings")), AnyView(Color.red.navigationTitle(String("Settings")))] {
            expectClose(textFrame(LayoutLab.layout(NavigationStack { titled }, in: phone), "Settings"),
                        CGRect(x: 16, y: 49.33, width: 133.33, height: 40.67))
        }
    }

    /// An inline title is `.headline` (17 pt semibold), centred in the 44-point bar: "Settings"
    /// measures 66.67 × 20.33, so (393 − 66.67) / 2 = 163.17 across and (44 − 20.33) / 2 = 11.83 down.
    @Test("the inline title: .headline, centred in the 44-point bar")
    func inlineTitle() {
        let screen = LayoutLab.layout(NavigationStack {
            Color.red.id("c").navigationTitle("Settings").navigationBarTitleDisplayMode(.inline)
        }, in: phone)
        expectClose(textFrame(screen, "Settings"), CGRect(x: 163.17, y: 11.83, width: 66.67, height: 20.33))
        let alone = LayoutLab.layout(Text("Settings").font(.headline).id("t"), in: phone)
        #expect(alone["t"]?.size == textFrame(screen, "Settings")?.size)
        expectFrame(screen, "c", CGRect(x: 0, y: 44, width: 393, height: 715))
    }

    /// A trailing bar button ends 16 from the trailing edge, centred in the 44-point row: "Edit"
    /// (17 pt) is 29.33 × 20.33, at 393 − 16 − 29.33 = 347.67, 11.83 down; it is drawn in the
    /// accent colour (UIKit tints bar buttons). A bare view in the toolbar goes to the trailing edge
    /// too (`.automatic`). The content below keeps its frame.
    @Test("a trailing button: 16 from the trailing edge, centred in the row, in the accent colour")
    func trailingButton() {
        let screen = LayoutLab.layout(NavigationStack {
            Color.red.id("c")
                .navigationTitle("Settings")
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {}.id("edit") } }
        }, in: phone)
        expectFrame(screen, "edit", CGRect(x: 347.67, y: 11.83, width: 29.33, height: 20.33))
        expectFrame(screen, "c", CGRect(x: 0, y: 96, width: 393, height: 663))
        expectClose(textFrame(screen, "Settings"), CGRect(x: 16, y: 49.33, width: 133.33, height: 40.67))
        let edit = screen.tree.root.first { if case .text("Edit") = $0.kind { true } else { false } }
        #expect(edit?.look?.fill == "accentColor")
        for placement in [ToolbarItemPlacement.navigationBarTrailing, .primaryAction, .confirmationAction, .automatic] {
            let placed = LayoutLab.layout(NavigationStack {
                Color.red.toolbar { ToolbarItem(placement: placement) { Button("Edit") {}.id("edit") } }
            }, in: phone)
            expectFrame(placed, "edit", CGRect(x: 347.67, y: 11.83, width: 29.33, height: 20.33))
        }
        let bare = LayoutLab.layout(NavigationStack { Color.red.toolbar { Button("Edit") {}.id("edit") } }, in: phone)
        expectFrame(bare, "edit", CGRect(x: 347.67, y: 11.83, width: 29.33, height: 20.33))
    }

    /// A leading item starts 16 from the leading edge, a trailing one ends 16 from the trailing
    /// edge: "Cancel" is 52.67 wide at (16, 11.83), "Done" 40.33 wide at 393 − 16 − 40.33 = 336.67.
    /// Two items on one side are 8 apart: "Add" (30.67) and "Done" end at 377, "Add" at
    /// 336.67 − 8 − 30.67 = 298.
    @Test("leading and trailing items, and a group spaced 8 apart")
    func leadingAndTrailing() {
        let pair = LayoutLab.layout(NavigationStack {
            Color.red.id("c")
                .navigationTitle("New Event")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {}.id("cancel") }
                    ToolbarItem(placement: .confirmationAction) { Button("Done") {}.id("done") }
                }
        }, in: phone)
        expectFrame(pair, "cancel", CGRect(x: 16, y: 11.83, width: 52.67, height: 20.33))
        expectFrame(pair, "done", CGRect(x: 336.67, y: 11.83, width: 40.33, height: 20.33))
        expectFrame(pair, "c", CGRect(x: 0, y: 44, width: 393, height: 715))
        for placement in [ToolbarItemPlacement.topBarLeading, .navigationBarLeading, .navigation] {
            let placed = LayoutLab.layout(NavigationStack {
                Color.red.toolbar { ToolbarItem(placement: placement) { Button("Cancel") {}.id("cancel") } }
            }, in: phone)
            expectFrame(placed, "cancel", CGRect(x: 16, y: 11.83, width: 52.67, height: 20.33))
        }
        let group = LayoutLab.layout(NavigationStack {
            Color.red.toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button("Add") {}.id("add")
                    Button("Done") {}.id("done")
                }
            }
        }, in: phone)
        expectFrame(group, "add", CGRect(x: 298, y: 11.83, width: 30.67, height: 20.33))
        expectFrame(group, "done", CGRect(x: 336.67, y: 11.83, width: 40.33, height: 20.33))
    }

    /// A `.principal` item is centred in the 44-point row and takes the inline title's place
    /// [DOC ToolbarItemPlacement.principal: "This item takes precedent over a title specified
    /// through View/navigationTitle"]: a 100 × 30 view at ((393 − 100) / 2, (44 − 30) / 2) =
    /// (146.5, 7), and no "Inbox" drawn. Not a button, it keeps its own colour.
    @Test("a principal item is centred in the row in place of the inline title")
    func principal() {
        let screen = LayoutLab.layout(NavigationStack {
            Color.red.id("c")
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .principal) { Capsule().frame(width: 100, height: 30).id("p") } }
        }, in: phone)
        expectFrame(screen, "p", CGRect(x: 146.5, y: 7, width: 100, height: 30))
        #expect(textFrame(screen, "Inbox") == nil)
        expectFrame(screen, "c", CGRect(x: 0, y: 44, width: 393, height: 715))
        let capsule = screen.tree.root.first { $0.kind == .capsule }
        #expect(capsule != nil && capsule?.look?.fill == nil)
    }

    /// Bar buttons show a `Label`'s icon alone [DOC LabelStyle.titleAndIcon: containers may show
    /// "only icons within toolbars on macOS and iOS"]: `Button("Add", systemImage: "plus")` is
    /// its 20 × 20 symbol (`Image.symbolSize` at 17 pt), at 393 − 16 − 20 = 357. A foreground
    /// colour set on a bar button wins over the tint.
    @Test("a Label in the bar shows its icon; a foreground colour wins over the tint")
    func iconsAndColours() {
        let screen = LayoutLab.layout(NavigationStack {
            Color.red.toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") {}.id("add") }
                ToolbarItem(placement: .topBarLeading) { Button("Close") {}.foregroundStyle(.red) }
            }
        }, in: phone)
        expectFrame(screen, "add", CGRect(x: 357, y: 12, width: 20, height: 20))
        let close = screen.tree.root.first { if case .text("Close") = $0.kind { true } else { false } }
        #expect(close?.look?.fill == "red")
    }
}

private extension ViewNode {
    /// The first node of this subtree, in pre-order, that `matches`.
    func first(where matches: (ViewNode) -> Bool) -> ViewNode? {
        if matches(self) { return self }
        for child in children {
            if let found = child.first(where: matches) { return found }
        }
        return nil
    }
}
