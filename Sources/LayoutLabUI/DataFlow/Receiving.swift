// `onReceive` as a preview shows it. SwiftUI subscribes the action to the publisher when the view
// appears and runs it on each value; what a publisher delivers as it is subscribed to (a
// `@Published` property's current value, `Just`, a `CurrentValueSubject`'s value) runs the action
// before the first frame, and so does what an appear action makes it send later. Here the view's
// subscription is made as views appear (Appearing.swift: once per view, before the appear
// actions) and the graph keeps it, so the views are built again with what the action changed. What comes after a
// time (a timer), from the network or from a notification never comes.

import LayoutEngine

/// Builds `content` and subscribes `action` to `publisher` when the view first appears
/// (`View.onReceive(_:perform:)`); adds no node.
public struct _ReceiveView<Content: View, P: Publisher>: _PrimitiveView where P.Failure == Never {
    let content: Content
    let publisher: P
    let action: (P.Output) -> Void

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        let publisher = self.publisher, action = self.action, graph = builder.graph
        builder.appear(.subscribe { graph.subscriptions.append(publisher.sink(receiveValue: action)) })
        return builder.nodes(content)
    }
}

extension View {
    /// Runs `action` on each value `publisher` emits from when the view appears: the values it
    /// delivers as it is subscribed to, and those it is sent while the views are settled.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
        where P.Failure == Never {
        _ReceiveView(content: self, publisher: publisher, action: action)
    }
}
