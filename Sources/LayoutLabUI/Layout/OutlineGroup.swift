// A tree of rows (SwiftUI's `OutlineGroup`), laid out as it first appears, every branch collapsed.
// [DOC `OutlineGroup`: it "computes views and disclosure groups on demand"; `OutlineSubgroupChildren`
// is "the Content of the DisclosureGroup instances it creates"; `init(_:children:content:)`: an
// element whose children are `nil` is a leaf, a non-`nil` (even empty) value makes it a branch.]
// So the rows are the top-level elements: a leaf as its content, a branch as a collapsed
// `DisclosureGroup` (the label, a spacer and a chevron; collapsed is `DisclosureGroup`'s default here).

/// A tree of data shown as disclosure rows (SwiftUI's `OutlineGroup`), collapsed.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View {
    let rows: [AnyView]

    public var body: some View {
        ForEach(rows.indices, id: \.self) { rows[$0] }
    }
}

extension OutlineGroup where ID == Data.Element.ID, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>,
                             Data.Element: Identifiable {
    /// The tree under one root: the root's row.
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
        where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        rows = [Self.row(root, children: children, content: content)]
    }

    /// The trees under several roots: their rows.
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
        where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        rows = data.map { Self.row($0, children: children, content: content) }
    }

    /// An element's row: a collapsed disclosure row when it has children, else its content.
    static func row<DataElement>(_ element: DataElement, children: KeyPath<DataElement, Data?>,
                                 content: (DataElement) -> Leaf) -> AnyView {
        guard element[keyPath: children] != nil else { return AnyView(content(element)) }
        return AnyView(DisclosureGroup(content: { OutlineSubgroupChildren() }, label: { content(element) }))
    }
}

/// The children of a collapsed outline row (SwiftUI's `OutlineSubgroupChildren`): not shown.
public struct OutlineSubgroupChildren: View {
    public var body: some View { EmptyView() }
}
