// What a primitive sees while it lays out, read from the session without reference counting: the
// session's own affair, so that the rules in Primitives/ only ask questions.

/// What a primitive can see while it lays out: its subviews, environment and the engine options.
struct NodeContext {
    /// The session, held without reference counting; reads borrow it.
    let sessionRef: Unmanaged<LayoutSession>
    let node: Int

    init(session: LayoutSession, node: Int) {
        self.sessionRef = Unmanaged.passUnretained(session)
        self.node = node
    }

    var session: LayoutSession { sessionRef.takeUnretainedValue() }
    var subviews: LayoutSubviews {
        sessionRef._withUnsafeGuaranteedRef { LayoutSubviews(session: sessionRef, nodes: $0.subviewLists[node]) }
    }
    var options: LayoutOptions { sessionRef._withUnsafeGuaranteedRef { $0.options } }
    var environment: TextEnvironment {
        sessionRef._withUnsafeGuaranteedRef { $0.environmentTable[Int($0.environments[node])] }
    }
    /// Runs `body` with the node's environment resolved for measuring text, read where it lies.
    @inline(__always)
    func withResolvedFont<Result>(_ body: (borrowing ResolvedFont) -> Result) -> Result {
        sessionRef._withUnsafeGuaranteedRef { session in
            let index = Int(session.environments[node])
            if !session.resolvedFonts[index].isResolved { session.resolveFont(ofEnvironment: index) }
            return body(session.resolvedFonts[index])
        }
    }
    /// The node's Text cache, in place in the session's table (made the first time it is asked for).
    var textCache: TextLayout.Cache {
        unsafeAddress { UnsafePointer(sessionRef._withUnsafeGuaranteedRef { $0.textCache(of: node) }) }
        nonmutating unsafeMutableAddress { sessionRef._withUnsafeGuaranteedRef { $0.textCache(of: node) } }
    }
    /// The orientation of the enclosing stack (for Spacer and Divider).
    var stackAxis: Axis? { sessionRef._withUnsafeGuaranteedRef { $0.stackAxes[node] } }
    var fontMetrics: any FontMetrics { sessionRef._withUnsafeGuaranteedRef { $0.fontMetrics } }
    var rootProposal: ProposedViewSize { sessionRef._withUnsafeGuaranteedRef { $0.rootProposal } }

    /// Runs `body` with the session, borrowed (no retain and release around it).
    @inline(__always)
    func withSession<Result>(_ body: (LayoutSession) -> Result) -> Result {
        sessionRef._withUnsafeGuaranteedRef(body)
    }
}
