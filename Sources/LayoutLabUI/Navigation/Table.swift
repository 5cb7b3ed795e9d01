// A table (SwiftUI's `Table`) as an iPhone shows it: in a compact width a table "doesn't show
// headers and collapses all columns after the first" [DOC `Table`: "In a compact horizontal size
// class environment, a table doesn't display headers and collapses all columns after the first"],
// so it is laid out as a `List` of each row's first column. Columns and rows compile as written:
// `TableColumn("Name", value: \.name)`, `TableColumn("Total") { row in … }`, `Table(items) { … }`,
// `Table(of: Item.self) { … } rows: { ForEach(items) { TableRow($0) } }`, with a selection and a
// sort order (neither changes layout).
import Foundation
import LayoutEngine

/// Columns of a table (SwiftUI's `TableColumnContent`).
public protocol TableColumnContent {
    associatedtype TableRowValue
    /// The first column's content for a row (nil when there are no columns).
    var _firstColumn: ((TableRowValue) -> AnyView)? { get }
}

/// Rows of a table (SwiftUI's `TableRowContent`): laid out as the first column of each row.
public protocol TableRowContent: View {
    associatedtype TableRowValue
}

/// A column: a title and what each row shows in it (SwiftUI's `TableColumn`).
public struct TableColumn<RowValue, Sort, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    let content: (RowValue) -> Content
    public var _firstColumn: ((RowValue) -> AnyView)? { { AnyView(content($0)) } }
}

extension TableColumn where Label == Text, Sort == Never {
    /// A column of each row's view.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.content = content
    }
}

extension TableColumn where Label == Text, Content == Text {
    /// A column of a text property, sortable by it.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Sort == KeyPathComparator<RowValue> {
        content = { Text(verbatim: $0[keyPath: value]) }
    }

}

extension TableColumn where Label == Text {
    /// A column of each row's view, sortable by a key path.
    public init<Value: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Value>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == KeyPathComparator<RowValue> {
        self.content = content
    }
}

extension TableColumn {
    /// The column's width (SwiftUI's `width(_:)`, `width(min:ideal:max:)`): columns after the first are
    /// not shown on an iPhone.
    public func width(_ width: CGFloat?) -> Self { self }
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> Self { self }
}

/// Several columns (what `TableColumnBuilder` makes of a block).
public struct _TableColumns<RowValue>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public let _firstColumn: ((RowValue) -> AnyView)?
}

/// Builds a table's columns (SwiftUI's `TableColumnBuilder`).
@resultBuilder
public struct TableColumnBuilder<RowValue, Sort> {
    /// A column: its row type is the table's (so `TableColumn("Total") { row in … }` knows `row`).
    public static func buildExpression<S, C: View, L: View>(_ column: TableColumn<RowValue, S, C, L>) -> _TableColumns<RowValue> {
        _TableColumns(_firstColumn: column._firstColumn)
    }
    /// Columns made elsewhere (a `@TableColumnBuilder` property, a `ForEach` of columns).
    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> _TableColumns<RowValue>
        where Column.TableRowValue == RowValue {
        _TableColumns(_firstColumn: column._firstColumn)
    }
    public static func buildBlock(_ columns: _TableColumns<RowValue>...) -> _TableColumns<RowValue> {
        _TableColumns(_firstColumn: columns.lazy.compactMap(\._firstColumn).first)
    }
    public static func buildOptional(_ columns: _TableColumns<RowValue>?) -> _TableColumns<RowValue> {
        columns ?? _TableColumns(_firstColumn: nil)
    }
    public static func buildEither(first: _TableColumns<RowValue>) -> _TableColumns<RowValue> { first }
    public static func buildEither(second: _TableColumns<RowValue>) -> _TableColumns<RowValue> { second }
}

/// One row of a table: its value, shown by the first column (SwiftUI's `TableRow`).
public struct TableRow<Value: Identifiable>: _PrimitiveView, TableRowContent {
    public typealias TableRowValue = Value
    let value: Value

    public init(_ value: Value) { self.value = value }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        guard let column = builder.environment.tableFirstColumn else { return [] }
        return builder.nodes(column(value))
    }
}

/// A table, laid out as a `List` of its rows' first column (see the file header).
public struct Table<Value: Identifiable, Rows: View, Columns: TableColumnContent>: View where Columns.TableRowValue == Value {
    let rows: Rows
    let columns: Columns

    public var body: some View {
        let first = Self.firstColumn(columns)
        return List { rows }.environmentChange { $0.tableFirstColumn = first }
    }

    /// What a row of the table shows, made outside `body` (a row is built on any thread).
    nonisolated static func firstColumn(_ columns: Columns) -> ((Any) -> AnyView)? {
        guard let column = columns._firstColumn else { return nil }
        return { column($0 as! Value) }
    }
}

extension Table {
    /// `Table(of: Item.self) { columns } rows: { ForEach(items) { TableRow($0) } }`.
    public init(of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns, @ViewBuilder rows: () -> Rows) {
        self.columns = columns()
        self.rows = rows()
    }

    /// The same, with a selection.
    public init<Selection: Hashable>(of valueType: Value.Type, selection: Binding<Selection?>,
                                     @TableColumnBuilder<Value, Never> columns: () -> Columns, @ViewBuilder rows: () -> Rows) {
        self.init(of: valueType, columns: columns, rows: rows)
    }

    /// With a selection of several rows (`Binding<Set<ID>>`).
    public init<Selection: Hashable>(of valueType: Value.Type, selection: Binding<Set<Selection>>,
                                     @TableColumnBuilder<Value, Never> columns: () -> Columns, @ViewBuilder rows: () -> Rows) {
        self.init(of: valueType, columns: columns, rows: rows)
    }

    /// The same, with a selection and a sort order.
    public init<Selection: Hashable, Sort: SortComparator>(of valueType: Value.Type, selection: Binding<Selection?>,
                                                           sortOrder: Binding<[Sort]>,
                                                           @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                                           @ViewBuilder rows: () -> Rows) where Sort.Compared == Value {
        self.columns = columns()
        self.rows = rows()
    }

    /// The same, with a sort order.
    public init<Sort: SortComparator>(of valueType: Value.Type, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @ViewBuilder rows: () -> Rows) where Sort.Compared == Value {
        self.columns = columns()
        self.rows = rows()
    }
}

extension Table where Columns == _TableColumns<Value> {
    // The columns block returns the concrete `_TableColumns<Value>`: typed as the generic `Columns`,
    // the compiler could not give `TableColumn("Name", value: \.name)` its key path's root.

    /// `Table(items) { columns }`: a row per item.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>)
        where Data.Element == Value, Rows == ForEach<[Value], Value.ID, TableRow<Value>> {
        self.columns = columns()
        rows = ForEach(Array(data)) { TableRow($0) }
    }

    /// The same, with a selection.
    public init<Data: RandomAccessCollection, Selection: Hashable>(_ data: Data, selection: Binding<Selection?>,
                                                                    @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>)
        where Data.Element == Value, Rows == ForEach<[Value], Value.ID, TableRow<Value>> {
        self.init(data, columns: columns)
    }

    /// The same, with a sort order (and a selection).
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, sortOrder: Binding<[Sort]>,
                                                                    @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value>)
        where Data.Element == Value, Rows == ForEach<[Value], Value.ID, TableRow<Value>>, Sort.Compared == Value {
        self.columns = columns()
        rows = ForEach(Array(data)) { TableRow($0) }
    }

    public init<Data: RandomAccessCollection, Selection: Hashable, Sort: SortComparator>(
        _ data: Data, selection: Binding<Selection?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value>
    ) where Data.Element == Value, Rows == ForEach<[Value], Value.ID, TableRow<Value>>, Sort.Compared == Value {
        self.init(data, sortOrder: sortOrder, columns: columns)
    }

    /// With a selection of several rows (`Binding<Set<ID>>`): laid out as without one.
    public init<Data: RandomAccessCollection, Selection: Hashable>(_ data: Data, selection: Binding<Set<Selection>>,
                                                                    @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>)
        where Data.Element == Value, Rows == ForEach<[Value], Value.ID, TableRow<Value>> {
        self.init(data, columns: columns)
    }

    /// With a selection of several rows and a sort order.
    public init<Data: RandomAccessCollection, Selection: Hashable, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Selection>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value>
    ) where Data.Element == Value, Rows == ForEach<[Value], Value.ID, TableRow<Value>>, Sort.Compared == Value {
        self.init(data, sortOrder: sortOrder, columns: columns)
    }
}
