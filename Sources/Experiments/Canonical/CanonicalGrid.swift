// The canonical form of the grid kinds (Grid, GridRow, LazyVGrid/LazyHGrid, the grid-cell
// modifiers): their arguments as JSON members and back.
import LayoutEngine

extension CanonicalTree {
    /// The arguments of `.grid`, `.gridRow`, `.lazyGrid` and `.gridCell` as JSON members.
    static func gridArguments(of kind: ViewKind) -> [String: JSON] {
        switch kind {
        case let .grid(alignment, horizontal, vertical):
            return ["alignment": .alignment(alignment), "horizontalSpacing": .optionalLength(horizontal),
                    "verticalSpacing": .optionalLength(vertical)]
        case .gridRow(let alignment):
            return ["alignment": alignment.map { .string($0.rawValue) } ?? .null]
        case let .lazyGrid(axis, items, alignment, spacing):
            return ["axis": .string(axis.rawValue), "items": .array(items.map(item)), "alignment": .alignment(alignment),
                    "spacing": .optionalLength(spacing)]
        case .gridCell(let trait):
            switch trait {
            case .columns(let count): return ["trait": .string("columns"), "value": .integer(count)]
            case .columnAlignment(let guide): return ["trait": .string("columnAlignment"), "value": .string(guide.rawValue)]
            case .anchor(let point):
                return ["trait": .string("anchor"), "value": .object(["x": .length(point.x), "y": .length(point.y)])]
            case .unsizedAxes(let axes): return ["trait": .string("unsizedAxes"), "value": .axes(axes)]
            }
        default:
            return [:]
        }
    }

    private static func item(_ item: GridItemSpec) -> JSON {
        let (size, minimum, maximum): (String, Double, Double)
        switch item.size {
        case .fixed(let length): (size, minimum, maximum) = ("fixed", length, length)
        case let .flexible(low, high): (size, minimum, maximum) = ("flexible", low, high)
        case let .adaptive(low, high): (size, minimum, maximum) = ("adaptive", low, high)
        }
        return .object(["size": .string(size), "minimum": .length(minimum), "maximum": .length(maximum),
                        "spacing": .optionalLength(item.spacing), "alignment": item.alignment.map(JSON.alignment) ?? .null])
    }

    /// Reads a grid kind named `name` and the argument keys it owns.
    static func gridKind(_ name: String, from o: JSONObjectReader) throws(CanonicalJSONError) -> (ViewKind, [String]) {
        switch name {
        case "grid":
            return (.grid(alignment: try o.alignment("alignment"), horizontalSpacing: try o.optionalLength("horizontalSpacing"),
                          verticalSpacing: try o.optionalLength("verticalSpacing")),
                    ["alignment", "horizontalSpacing", "verticalSpacing"])
        case "gridRow":
            let alignment = try o.optionalString("alignment").map { text throws(CanonicalJSONError) -> VerticalAlignment in
                guard let name = o.guideName(text) else { throw o.fail("alignment", "unknown vertical alignment `\(text)`") }
                return VerticalAlignment(named: name)
            }
            return (.gridRow(alignment: alignment), ["alignment"])
        case "lazyGrid":
            let axisName = try o.string("axis")
            guard let axis = Axis(rawValue: axisName) else { throw o.fail("axis", "expected \"horizontal\" or \"vertical\"") }
            var items: [GridItemSpec] = []
            for (index, value) in try o.array("items").enumerated() {
                let r = try JSONObjectReader(value, path: "\(o.path).items[\(index)]")
                try r.only(["size", "minimum", "maximum", "spacing", "alignment"])
                let minimum = try r.length("minimum"), maximum = try r.length("maximum")
                let size: GridItemSpec.Size
                switch try r.string("size") {
                case "fixed": size = .fixed(minimum)
                case "flexible": size = .flexible(minimum: minimum, maximum: maximum)
                case "adaptive": size = .adaptive(minimum: minimum, maximum: maximum)
                default: throw r.fail("size", "expected \"fixed\", \"flexible\" or \"adaptive\"")
                }
                let alignment: Alignment? = try r.optionalString("alignment") == nil ? nil : try r.alignment("alignment")
                items.append(GridItemSpec(size, spacing: try r.optionalLength("spacing"), alignment: alignment))
            }
            return (.lazyGrid(axis: axis, items: items, alignment: try o.alignment("alignment"), spacing: try o.optionalLength("spacing")),
                    ["axis", "items", "alignment", "spacing"])
        default:
            let trait: GridCellTrait
            switch try o.string("trait") {
            case "columns": trait = .columns(try o.integer("value"))
            case "columnAlignment": trait = .columnAlignment(try o.horizontal("value"))
            case "anchor":
                let point = try o.object("value")
                try point.only(["x", "y"])
                trait = .anchor(UnitPoint(x: try point.length("x"), y: try point.length("y")))
            case "unsizedAxes": trait = .unsizedAxes(try o.axes("value"))
            default: throw o.fail("trait", "expected columns, columnAlignment, anchor or unsizedAxes")
            }
            return (.gridCell(trait), ["trait", "value"])
        }
    }
}
