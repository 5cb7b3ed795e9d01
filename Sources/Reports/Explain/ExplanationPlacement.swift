// Placement steps: the root's frame in the proposal, then, parent by parent in tree order, where
// each parent put its children (root coordinates), whether it centred a single child, and which
// children stick out of it. Calls made while placing are told just before their parent's step.
import LayoutEngine
import Notebook

extension ExplanationBuilder {
    mutating func placeAll() {
        let outcome = tree.outcome
        // Calls made while placing (outside any sizing call), by the node that placed their target.
        var placementCalls: [Int: [Int]] = [:]
        for position in tree.topLevel {
            let call = tree.call(at: position)
            guard call.phase == .placement, verbose || !isRepeat(position) else { continue }
            placementCalls[tree.asker(of: position) ?? -1, default: []].append(position)
        }
        for position in placementCalls[-1] ?? [] { visit(position) }
        for node in outcome.nodes {
            if node.parent == nil, let frame = node.frame {
                emit(rootPlacement(node, frame: frame), nodes: [node.index], phase: .placement)
            }
            for position in placementCalls[node.index] ?? [] { visit(position) }
            guard let frame = node.frame else { continue }
            let children = (tree.childNodes[node.index] ?? []).compactMap { tree.node($0) }.filter { $0.frame != nil }
            guard !children.isEmpty else { continue }
            if children.count == 1, children[0].frame == frame { continue }
            emit(childPlacement(node, frame: frame, children: children), nodes: [node.index] + children.map(\.index),
                 phase: .placement)
        }
    }

    func rootPlacement(_ node: StoredNode, frame: Rect) -> String {
        let proposal = tree.outcome.proposal
        let container = Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? frame.width,
                             height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? frame.height)
        return "\(names.capitalized(node.index)), \(Prose.size(frame.size)), is centred in the "
            + "\(Prose.size(container)) the experiment proposed: its origin is \(Prose.point(frame.minX, frame.minY))."
            + overflow(of: frame, name: names[node.index], in: Rect(origin: .zero, size: container), parent: "the proposal")
    }

    func childPlacement(_ parent: StoredNode, frame: Rect, children: [StoredNode]) -> String {
        let name = names.capitalized(parent.index)
        var text: String
        if children.count == 1, let child = children[0].frame {
            let centred = abs(child.midX - frame.midX) < 0.005 && abs(child.midY - frame.midY) < 0.005
            text = "\(name) \(centred ? "centres" : "places") \(names[children[0].index]) (\(Prose.size(child.size))) "
                + "in its \(Prose.size(frame.size)) at \(Prose.point(child.minX, child.minY))."
        } else {
            let places = children.map { child -> String in
                let rect = child.frame!
                return "\(names[child.index]) at \(Prose.point(rect.minX, rect.minY))"
            }
            text = "\(name) places \(Prose.list(places))."
        }
        if let guides = customAlignments[parent.index] {
            // The guides' values are not recorded: say which guides, not where they were.
            var unique: [String] = []
            for guide in guides where !unique.contains(guide) { unique.append(guide) }
            let list = Prose.list(unique.map { "`\($0)`" })
            text.removeLast()
            text += children.count == 1
                ? ", lining up its \(list) \(unique.count == 1 ? "guide" : "guides") (custom alignment) with its own."
                : ", lining up their \(list) guides (custom alignment)."
        }
        for child in children {
            text += overflow(of: child.frame!, name: names[child.index], in: frame, parent: names[parent.index])
        }
        return text
    }

    /// " blue sticks out of the HStack by 10 on the left." (empty when it fits).
    func overflow(of rect: Rect, name: String, in container: Rect, parent: String) -> String {
        let edges: [(String, Double)] = [
            ("on the left", container.minX - rect.minX), ("on the right", rect.maxX - container.maxX),
            ("at the top", container.minY - rect.minY), ("at the bottom", rect.maxY - container.maxY),
        ]
        let sticking = edges.filter { $0.1 > 0.005 && $0.1.isFinite }
        guard !sticking.isEmpty else { return "" }
        let amounts = sticking.map { "\(Prose.length($0.1)) \($0.0)" }
        return " \(sentenceStart(name)) sticks out of \(parent) by \(Prose.list(amounts))."
    }
}
