// The layout session's memo: every answer a node has given, by proposal. A node's first answers
// lie together in a block of its own (most nodes give a handful), so finding one reads a few
// adjacent cache lines instead of following a chain through memory written at different times;
// answers past the block are chained.

/// Each node's answers so far, found by proposal (sanitised proposals: no NaN, no −0).
final class SizeMemo {
    /// A proposal as two bit patterns, nil as a NaN no sanitised length has: equal keys are equal
    /// proposals.
    struct Key: Equatable {
        var width: UInt64
        var height: UInt64

        static let nilLength = Double.nan.bitPattern

        @inline(__always)
        init(_ proposal: ProposedViewSize) {
            width = proposal.width?.bitPattern ?? Self.nilLength
            height = proposal.height?.bitPattern ?? Self.nilLength
        }

        /// One of 64 bits, picked by a hash of the key (see `SizeMemo.seen`).
        @inline(__always)
        var seenBit: UInt64 {
            1 &<< ((width &* 0x9E37_79B9_7F4A_7C15 ^ height &* 0xC2B2_AE3D_27D4_EB4F) &>> 58)
        }
    }

    struct Answer {
        var key: Key
        var size: Size
        /// The call that computed the answer (its sequence number): the reason of a reuse.
        var call: Int
    }

    struct Overflow {
        var answer: Answer
        var next: Int
    }

    /// Answers kept in each node's block.
    static let blockSize = 8

    private let blocks = NodeStore<Answer>()
    private let counts = NodeStore<UInt32>()
    /// Per node, the `seenBit` of every key it has answered: a key whose bit is not set was never
    /// asked, so most new questions are known to be new without reading the node's answers.
    private let seen = NodeStore<UInt64>()
    private let overflowHeads = NodeStore<Int>()
    private let overflow = NodeStore<Overflow>()

    /// Makes room for nodes up to `nodes` (a GeometryReader's content is made during layout).
    func grow(to nodes: Int) {
        blocks.extendUninitialized(to: nodes * Self.blockSize)
        counts.append(repeating: 0, upTo: nodes)
        seen.append(repeating: 0, upTo: nodes)
        overflowHeads.append(repeating: -1, upTo: nodes)
    }

    /// `node`'s answer to `key`, if it gave one, with the call that gave it.
    @inline(__always)
    func answer(of node: Int, to key: Key) -> Answer? {
        guard seen[node] & key.seenBit != 0 else { return nil }
        let count = Int(counts[node])
        let block = node &* Self.blockSize
        for slot in block..<(block &+ min(count, Self.blockSize)) where blocks[slot].key == key {
            return blocks[slot]
        }
        return count > Self.blockSize ? overflowAnswer(of: node, to: key) : nil
    }

    @inline(never)
    private func overflowAnswer(of node: Int, to key: Key) -> Answer? {
        var entry = overflowHeads[node]
        while entry >= 0 {
            if overflow[entry].answer.key == key { return overflow[entry].answer }
            entry = overflow[entry].next
        }
        return nil
    }

    /// Keeps `node`'s answer `size` to `key`, given by the call `call`.
    @inline(__always)
    func record(_ size: Size, of node: Int, to key: Key, call: Int) {
        seen[node] |= key.seenBit
        let count = Int(counts[node])
        if count < Self.blockSize {
            blocks[node &* Self.blockSize &+ count] = Answer(key: key, size: size, call: call)
        } else {
            overflow.append(Overflow(answer: Answer(key: key, size: size, call: call), next: overflowHeads[node]))
            overflowHeads[node] = overflow.count - 1
        }
        counts[node] = UInt32(truncatingIfNeeded: count + 1)
    }
}
