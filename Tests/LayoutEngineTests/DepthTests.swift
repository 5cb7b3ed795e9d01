// Deep trees: real SwiftUI lays out views nested thousands of levels deep, so the engine must too,
// without overflowing the stack and with work linear in depth (issue 15).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutEngine
import Testing

/// Work handed to a thread, and its result.
private final class ThreadWork {
    let work: () -> LayoutResult
    var result: LayoutResult?
    init(_ work: @escaping () -> LayoutResult) { self.work = work }
}

/// Runs `work` on a new thread with `stackSize` bytes of stack and returns its result.
func onThread(stackSize: Int, _ work: @escaping () -> LayoutResult) -> LayoutResult {
    let box = ThreadWork(work)
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    pthread_attr_setstacksize(&attributes, stackSize)
    #if canImport(Darwin)
    var thread: pthread_t?
    #else
    var thread = pthread_t()
    #endif
    let context = Unmanaged.passRetained(box).toOpaque()
    let created = pthread_create(&thread, &attributes, { context in
        let box = Unmanaged<ThreadWork>.fromOpaque(context!).takeRetainedValue()
        box.result = box.work()
        return nil
    }, context)
    pthread_attr_destroy(&attributes)
    precondition(created == 0, "no thread")
    #if canImport(Darwin)
    pthread_join(thread!, nil)
    #else
    pthread_join(thread, nil)
    #endif
    return box.result!
}

@Suite struct DepthTests {
    /// `depth` alternating stacks around a 10 × 10 colour, each stack with one sibling colour.
    static func nestedStacks(_ depth: Int) -> ViewNode {
        var view = ViewNode.color("leaf").frame(width: 10, height: 10)
        for level in 0..<depth {
            view = level % 2 == 0 ? .hstack(spacing: 0) { view } : .vstack(spacing: 0) { view }
        }
        return view
    }

    @Test("10,000 nested stacks lay out: every level is the leaf's 10 × 10, centred")
    func tenThousandNestedStacks() {
        let result = Engine().layout(Self.nestedStacks(10_000), in: ProposedViewSize(width: 400, height: 300))
        #expect(result.nodes.count == 10_002)
        let root = result.placements[0]
        // A stack hugs its only child: 10 × 10, centred in 400 × 300 by the root's placement.
        #expect(root.frame == Rect(x: 195, y: 145, width: 10, height: 10))
        #expect(result.placements.last?.frame == Rect(x: 195, y: 145, width: 10, height: 10))
    }

    // A tree deeper than 96 levels stays on the caller's thread when its stack holds it, and moves
    // to a thread of its own when not. Stacks: 256 KB (less than the 1 MB kept free: the tree
    // moves), 8 MB (a debug build counts 24 KB a level: 298 levels fit, the tree moves), 1 MB +
    // 610 × 24 KB (just enough by that count: the 600 levels stay, so a level really taking more
    // than the estimate would crash the process here) and 256 MB. The result is the same each time.
    @Test("trees deeper than 96 levels lay out the same on small and large caller stacks")
    func callerStacks() {
        let tree = Self.nestedStacks(600)
        let expected = Engine().layout(tree, in: ProposedViewSize(width: 400, height: 300))
        #expect(expected.placements.last?.frame == Rect(x: 195, y: 145, width: 10, height: 10))
        for stackSize in [256 << 10, 8 << 20, (1 << 20) + 610 * (24 << 10), 256 << 20] {
            let result = onThread(stackSize: stackSize) {
                Engine().layout(tree, in: ProposedViewSize(width: 400, height: 300))
            }
            #expect(result == expected, "stack of \(stackSize) bytes")
        }
    }

    @Test("10,000 paddings around a 10 × 10 colour: 20,010 square, the colour 10,000 in from each edge")
    func tenThousandPaddings() {
        var view = ViewNode.color("leaf").frame(width: 10, height: 10)
        for _ in 0..<10_000 { view = view.padding(1) }
        let result = Engine().layout(view, in: ProposedViewSize(width: 400, height: 300))
        // Padding adds its insets to what the child chose (seed 002): 10 + 2 × 10,000. The root is
        // centred in the 400 × 300 container, so it starts at (400 − 20,010) / 2.
        #expect(result.rootSize == Size(width: 20_010, height: 20_010))
        #expect(result.placements[0].frame == Rect(x: -9_805, y: -9_855, width: 20_010, height: 20_010))
        let leaf = result.placements.first { result.nodes[$0.node].kind == "Color" }
        #expect(leaf?.frame == Rect(x: 195, y: 145, width: 10, height: 10))
    }

    @Test("directly nested frames cost the same calls per level at 1,000 and 10,000 levels (issue 15: work once tripled per level)")
    func nestedFramesStayLinear() {
        func chain(_ depth: Int) -> ViewNode {
            var view = ViewNode.color("leaf")
            for level in 1...depth { view = view.frame(width: Double(level)) }
            return view
        }
        let small = Engine().layout(chain(1_000), in: ProposedViewSize(width: 400, height: 300))
        let large = Engine().layout(chain(10_000), in: ProposedViewSize(width: 400, height: 300))
        // Four calls per frame at either depth (sizing and placement, memo hits included): linear.
        #expect(small.callCount == 4 * 1_000)
        #expect(large.callCount == 4 * 10_000)
        // The outermost frame is 10,000 wide; the colour takes the innermost frame's 1 point.
        #expect(large.rootSize == Size(width: 10_000, height: 300))
        let leaf = large.placements.first { large.nodes[$0.node].kind == "Color" }
        #expect(leaf?.frame.width == 1)
    }
}
