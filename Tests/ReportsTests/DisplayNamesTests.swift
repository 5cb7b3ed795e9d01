// How nodes are told apart when they share a name: by the nearest enclosing unique name, by line,
// and by line within that enclosing name when a view is used several times.
import LayoutEngine
import Notebook
import Reports
import Testing

@Suite("Display names")
struct DisplayNamesTests {
    /// Two cells of one `CellView` type, each with an outer HStack (line 70) and an inner one
    /// (line 78): "HStack in CellView "A"" is shared by both of a cell's HStacks and "HStack at
    /// line 70" by both cells, so the name is the line within the cell.
    @Test("a view used several times names its nodes by line within the instance")
    func lineWithinInstance() {
        var nodes: [StoredNode] = [StoredNode(index: 0, path: "VStack[0]", label: nil, kind: "VStack", parent: nil, frame: nil,
                                              displayName: "VStack")]
        for (cell, title) in ["A", "B"].enumerated() {
            let base = 1 + cell * 3
            let path = "VStack[0]/CellView[\(cell)]"
            nodes.append(StoredNode(index: base, path: path, label: nil, kind: "HStack", parent: 0, frame: nil,
                                    viewType: "CellView", sourceLine: "Invoice.swift:70:9", displayName: "CellView \"\(title)\""))
            nodes.append(StoredNode(index: base + 1, path: path + "/HStack[0]", label: nil, kind: "HStack", parent: base, frame: nil,
                                    viewType: "CellView", sourceLine: "Invoice.swift:70:9", displayName: "HStack"))
            nodes.append(StoredNode(index: base + 2, path: path + "/HStack[0]/HStack[0]", label: nil, kind: "HStack", parent: base + 1,
                                    frame: nil, viewType: "CellView", sourceLine: "Invoice.swift:78:17", displayName: "HStack"))
        }
        let names = DisplayNames(nodes) { $0.path }
        #expect((1...6).map { names[index: $0] } == [
            "CellView \"A\"", "HStack at line 70 in CellView \"A\"", "HStack at line 78 in CellView \"A\"",
            "CellView \"B\"", "HStack at line 70 in CellView \"B\"", "HStack at line 78 in CellView \"B\"",
        ])
    }

    /// One instance: the line alone tells its two HStacks apart.
    @Test("the line alone is enough when it is unique")
    func lineAlone() {
        let nodes = [
            StoredNode(index: 0, path: "HStack[0]", label: nil, kind: "HStack", parent: nil, frame: nil,
                       sourceLine: "Row.swift:5:9", displayName: "HStack"),
            StoredNode(index: 1, path: "HStack[0]/HStack[0]", label: nil, kind: "HStack", parent: 0, frame: nil,
                       sourceLine: "Row.swift:9:13", displayName: "HStack"),
        ]
        let names = DisplayNames(nodes) { $0.path }
        #expect([names[index: 0], names[index: 1]] == ["HStack at line 5", "HStack at line 9"])
    }
}
