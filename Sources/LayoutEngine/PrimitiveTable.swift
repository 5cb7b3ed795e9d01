// Each node's primitive, for the layout session's calls. A primitive read out of an array or a
// buffer is copied before it is called (a retain and a release, and a call to copy and one to
// destroy the copy), because the compiler cannot tell that the call leaves that memory alone. A
// primitive held in a `let` of an object of its own is called where it lies: each node's primitive
// has such a cell, reached without reference counting (the table owns the cells).

/// The session's primitives by node: one immutable cell each, called in place.
final class PrimitiveTable {
    /// One node's primitive, never replaced.
    final class Cell {
        let primitive: any Primitive

        init(_ primitive: any Primitive) {
            self.primitive = primitive
        }
    }

    /// The cells, each retained once by the table.
    private let cells = NodeStore<Unmanaged<Cell>>()

    deinit {
        for node in 0..<cells.count { cells[node].release() }
    }

    var count: Int { cells.count }

    func reserve(_ count: Int) {
        cells.reserve(count)
    }

    func append(_ primitive: any Primitive) {
        cells.append(Unmanaged.passRetained(Cell(primitive)))
    }

    /// Node `node`'s primitive, copied (for questions off the hot path).
    subscript(node: Int) -> any Primitive { cells[node]._withUnsafeGuaranteedRef { $0.primitive } }

    /// Node `node`'s cell, unretained: call its primitive inside `_withUnsafeGuaranteedRef`
    /// (`cell(node)._withUnsafeGuaranteedRef { $0.primitive.… }`), where it lies.
    @inline(__always)
    func cell(_ node: Int) -> Unmanaged<Cell> { cells[node] }
}
