// Chart content built with `if`, `if`/`else` and several marks in a row stays chart content, as
// Swift Charts' `ChartContentBuilder` makes it: a helper `func marks() -> some ChartContent`
// returning `ForEach(data) { if … { BarMark(…) } else { LineMark(…) } }` compiles. Here
// `ChartContentBuilder` is `ViewBuilder` (Charts.swift), so these are `ViewBuilder`'s own
// overloads for chart content: more specific than the ones for views, they are chosen where the
// branches or statements are all chart content, and views are built as before. Like marks, the
// content they hold is not laid out; their nodes are their content's, as `_ViewList`'s are.
import LayoutEngine

/// Chart content chosen by an `if`/`else` (Swift Charts' builder conditional): the branch taken.
public struct _ChartConditional<TrueContent: ChartContent, FalseContent: ChartContent>: ChartContent, _PrimitiveView {
    let chosen: AnyView

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { chosen._makeNodes(builder) }
}

/// Several pieces of chart content in a row (Swift Charts' tuple chart content).
public struct _ChartContentList: ChartContent, _PrimitiveView {
    let parts: [AnyView]

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { parts.flatMap { $0._makeNodes(builder) } }
}

/// `if x { BarMark(…) }` without an `else`: chart content when the mark is.
extension Optional: ChartContent where Wrapped: ChartContent {}

extension ViewBuilder {
    /// Two or more pieces of chart content (one is itself; several views are a `_ViewList`).
    public static func buildBlock<First: ChartContent, Second: ChartContent, each Rest: ChartContent>(
        _ first: First, _ second: Second, _ rest: repeat each Rest
    ) -> _ChartContentList {
        var parts = [AnyView(first), AnyView(second)]
        for content in repeat each rest { parts.append(AnyView(content)) }
        return _ChartContentList(parts: parts)
    }

    /// The `if` branch of chart content.
    public static func buildEither<TrueContent: ChartContent, FalseContent: ChartContent>(
        first content: TrueContent
    ) -> _ChartConditional<TrueContent, FalseContent> {
        _ChartConditional(chosen: AnyView(content))
    }

    /// The `else` branch of chart content.
    public static func buildEither<TrueContent: ChartContent, FalseContent: ChartContent>(
        second content: FalseContent
    ) -> _ChartConditional<TrueContent, FalseContent> {
        _ChartConditional(chosen: AnyView(content))
    }
}
