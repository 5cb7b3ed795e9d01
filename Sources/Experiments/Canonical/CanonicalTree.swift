// The canonical, versioned JSON form of a view tree: `{"format":1,"root":{...}}`. Each node is an
// object with its `kind`, the kind's arguments (every argument always present, `null` when unset),
// `children` (omitted when empty) and `label` (omitted when nil). Keys are sorted, numbers use the
// shortest form that round-trips and infinities are the strings "infinity"/"-infinity", so equal
// trees have byte-identical JSON and hashes. Decoding is strict and inverts encoding exactly.
import LayoutEngine

/// Encodes, decodes and hashes view trees in their canonical JSON form.
public enum CanonicalTree {
    /// The version written in `format`; decoding refuses other versions.
    public static let formatVersion = 1

    /// The canonical JSON text of `tree`.
    public static func encode(_ tree: ViewNode) -> String {
        JSON.object(["format": .number(Double(formatVersion)), "root": node(tree)]).text
    }

    /// Rebuilds a tree from its canonical JSON text.
    public static func decode(_ json: String) throws(CanonicalJSONError) -> ViewNode {
        let document = try JSONObjectReader(try JSONParser.parse(json), path: "$")
        try document.only(["format", "root"])
        let format = try document.integer("format")
        guard format == formatVersion else {
            throw CanonicalJSONError(path: "$.format", message: "format \(format) is not supported (this build reads format \(formatVersion))")
        }
        return try node(from: try document.value("root"), path: "root")
    }

    /// A stable hash of the tree's canonical form: 64 lowercase hex digits (SHA-256).
    public static func hash(_ tree: ViewNode) -> String {
        SHA256.hex(encode(tree))
    }

    // MARK: Nodes

    /// A node's JSON; `origins` adds each node's `origin` (where the user wrote it), which the
    /// stored definition carries and its hash leaves out. An origin is `[file, line, column, type,
    /// of]` (trailing nulls left out); a node whose origin is its parent's (a modifier and the view
    /// it modifies, written in one expression) leaves it out and takes it back when read, and a
    /// node without one under a parent that has one says `null`. `looks` (`origins` unless given)
    /// adds each node's `look`, the colours and clip its code gave it, for pictures:
    /// `{"clip": …, "clipCircle": true, "fill": …, "stroke": …, "lineWidth": …, "lineInside": true,
    /// "trim": [from, to], "path": "M0 0L…", "pathSize": [width, height], "rotation": [degrees, x, y],
    /// "scheme": "dark"}` (a gradient's colour is its text, `ViewGradient.text`; a rotation's anchor a
    /// unit point; a scheme where the node's colour scheme changes, `ViewLook.scheme`: a look without
    /// one, as every notebook before it stored, is drawn in the scheme around it).
    static func node(_ node: ViewNode, origins: Bool = false, looks: Bool? = nil, inherited: ViewOrigin? = nil) -> JSON {
        let looks = looks ?? origins
        var members = arguments(of: node.kind)
        members["kind"] = .string(kindName(node.kind))
        let passed = Self.passedDown(node.origin)
        if !node.children.isEmpty {
            members["children"] = .array(node.children.map { self.node($0, origins: origins, looks: looks, inherited: passed) })
        }
        if let label = node.label { members["label"] = .string(label) }
        if origins, node.origin != inherited {
            members["origin"] = node.origin.map(Self.origin) ?? .null
        }
        // A look that only waits for its shape's path (a tree not laid out yet) says nothing.
        if looks, let look = node.look, !(look.makePath != nil && look == ViewLook()) { members["look"] = Self.look(look) }
        return .object(members)
    }

    static func look(_ look: ViewLook) -> JSON {
        var members: [String: JSON] = [:]
        if let fill = look.fill { members["fill"] = .string(fill) }
        if let stroke = look.stroke { members["stroke"] = .string(stroke) }
        if let clip = look.clip { members["clip"] = .length(clip) }
        if look.clipsCircle { members["clipCircle"] = .bool(true) }
        if let opacity = look.opacity { members["opacity"] = .length(opacity) }
        if let lineWidth = look.lineWidth { members["lineWidth"] = .length(lineWidth) }
        if look.lineInside { members["lineInside"] = .bool(true) }
        if let trim = look.trim { members["trim"] = .array([.length(trim.from), .length(trim.to)]) }
        if let path = look.path { members["path"] = .string(path) }
        if let size = look.pathSize { members["pathSize"] = .array([.length(size.width), .length(size.height)]) }
        if let rotation = look.rotation {
            members["rotation"] = .array([.length(rotation.degrees), .length(rotation.anchor.x), .length(rotation.anchor.y)])
        }
        if let scheme = look.scheme { members["scheme"] = .string(scheme.rawValue) }
        return .object(members)
    }

    static func look(from value: JSON, path: String) throws(CanonicalJSONError) -> ViewLook {
        let object = try JSONObjectReader(value, path: path)
        try object.only(["fill", "stroke", "clip", "clipCircle", "opacity", "lineWidth", "lineInside", "trim", "path", "pathSize",
                         "rotation", "scheme"])
        let trim = try lengths(object, "trim", 2)
        let pathSize = try lengths(object, "pathSize", 2)
        let rotation = try lengths(object, "rotation", 3)
        let schemeName = try object.optionalString("scheme")
        let scheme = try schemeName.map { name throws(CanonicalJSONError) in
            guard let scheme = ViewLook.Scheme(rawValue: name) else { throw object.fail("scheme", "expected \"light\" or \"dark\"") }
            return scheme
        }
        return ViewLook(fill: try object.optionalString("fill"), stroke: try object.optionalString("stroke"),
                        clip: try object.lengthIfPresent("clip"),
                        clipsCircle: try object.boolIfPresent("clipCircle"),
                        opacity: try object.lengthIfPresent("opacity"), lineWidth: try object.lengthIfPresent("lineWidth"),
                        lineInside: try object.boolIfPresent("lineInside"), trim: trim.map { ViewLook.Trim(from: $0[0], to: $0[1]) },
                        path: try object.optionalString("path"), pathSize: pathSize.map { Size(width: $0[0], height: $0[1]) },
                        rotation: rotation.map { ViewLook.Rotation(degrees: $0[0], anchor: Point(x: $0[1], y: $0[2])) },
                        scheme: scheme)
    }

    /// A look's `count` lengths (`[from, to]`, `[width, height]`) under `key`, nil when absent.
    private static func lengths(_ object: JSONObjectReader, _ key: String, _ count: Int) throws(CanonicalJSONError) -> [Double]? {
        guard object.members[key] != nil else { return nil }
        let items = try object.array(key)
        guard items.count == count else { throw object.fail(key, "expected \(count) numbers") }
        var values: [Double] = []
        for (index, item) in items.enumerated() { values.append(try JSONObjectReader.length(item, path: "\(object.path).\(key)[\(index)]")) }
        return values
    }

    /// The origin a node's children take when they leave theirs out: the parent's, without the
    /// mark of a user's view's outermost node.
    static func passedDown(_ origin: ViewOrigin?) -> ViewOrigin? {
        guard let origin else { return nil }
        return origin.instanceOf == nil ? origin : origin.with(instanceOf: .some(nil))
    }

    static func origin(_ origin: ViewOrigin) -> JSON {
        var items: [JSON] = [.optionalString(origin.file), origin.line.map(JSON.integer) ?? .null,
                             origin.column.map(JSON.integer) ?? .null, .optionalString(origin.viewType),
                             .optionalString(origin.instanceOf)]
        while items.last == .null { items.removeLast() }
        return .array(items)
    }

    static func origin(from value: JSON, path: String) throws(CanonicalJSONError) -> ViewOrigin? {
        if value == .null { return nil }
        guard case .array(let items) = value, items.count <= 5 else {
            throw CanonicalJSONError(path: path, message: "an origin is [file, line, column, type, of]")
        }
        func text(_ index: Int) throws(CanonicalJSONError) -> String? {
            guard index < items.count else { return nil }
            switch items[index] {
            case .null: return nil
            case .string(let text): return text
            default: throw CanonicalJSONError(path: "\(path)[\(index)]", message: "expected a string or null")
            }
        }
        func number(_ index: Int) throws(CanonicalJSONError) -> Int? {
            guard index < items.count else { return nil }
            switch items[index] {
            case .null: return nil
            case .number(let value) where value == value.rounded() && abs(value) < 1e9: return Int(value)
            default: throw CanonicalJSONError(path: "\(path)[\(index)]", message: "expected an integer or null")
            }
        }
        return ViewOrigin(viewType: try text(3), instanceOf: try text(4), file: try text(0), line: try number(1), column: try number(2))
    }

    static func node(from value: JSON, path: String, inherited: ViewOrigin? = nil) throws(CanonicalJSONError) -> ViewNode {
        let object = try JSONObjectReader(value, path: path)
        let (kind, keys) = try self.kind(from: object)
        try object.only(keys, ["kind", "children", "label", "origin", "look"])
        let origin: ViewOrigin? = try object.members["origin"].map { value throws(CanonicalJSONError) in
            try Self.origin(from: value, path: "\(path).origin")
        } ?? inherited
        var children: [ViewNode] = []
        if object.members["children"] != nil {
            let passed = Self.passedDown(origin)
            for (index, child) in try object.array("children").enumerated() {
                children.append(try node(from: child, path: "\(path).children[\(index)]", inherited: passed))
            }
        }
        let look = try object.members["look"].map { value throws(CanonicalJSONError) in
            try Self.look(from: value, path: "\(path).look")
        }
        return ViewNode(kind, children: children, label: try object.optionalString("label"), origin: origin, look: look)
    }

    /// The JSON name of a kind: its case name.
    static func kindName(_ kind: ViewKind) -> String {
        switch kind {
        case .color: return "color"
        case .rectangle: return "rectangle"
        case .roundedRectangle: return "roundedRectangle"
        case .capsule: return "capsule"
        case .ellipse: return "ellipse"
        case .circle: return "circle"
        case .image: return "image"
        case .symbol: return "symbol"
        case .text, .textRuns: return "text"
        case .spacer: return "spacer"
        case .divider: return "divider"
        case .emptyView: return "emptyView"
        case .hstack: return "hstack"
        case .vstack: return "vstack"
        case .zstack: return "zstack"
        case .group: return "group"
        case .geometryReader: return "geometryReader"
        case .scrollView: return "scrollView"
        case .viewThatFits: return "viewThatFits"
        case .grid: return "grid"
        case .gridRow: return "gridRow"
        case .lazyGrid: return "lazyGrid"
        case .gridCell: return "gridCell"
        case .frame: return "frame"
        case .flexibleFrame: return "flexibleFrame"
        case .fixedSize: return "fixedSize"
        case .aspectRatio: return "aspectRatio"
        case .padding: return "padding"
        case .contentMargins: return "contentMargins"
        case .ignoresSafeArea: return "ignoresSafeArea"
        case .layoutPriority: return "layoutPriority"
        case .offset: return "offset"
        case .position: return "position"
        case .background: return "background"
        case .overlay: return "overlay"
        case .safeAreaInset: return "safeAreaInset"
        case .border: return "border"
        case .alignmentGuide: return "alignmentGuide"
        case .containerRelativeFrame: return "containerRelativeFrame"
        case .relativeProposed: return "relativeProposed"
        case .lineLimit: return "lineLimit"
        case .lineRange: return "lineRange"
        case .font: return "font"
        case .fontStyle: return "fontStyle"
        case .dynamicTypeSize: return "dynamicTypeSize"
        case .chrome: return "chrome"
        case .listChrome: return "listChrome"
        case .listRow: return "listRow"
        case .fontTraits: return "fontTraits"
        case .truncationMode: return "truncationMode"
        case .multilineTextAlignment: return "multilineTextAlignment"
        case .allowsTightening: return "allowsTightening"
        case .minimumScaleFactor: return "minimumScaleFactor"
        case .imageScale: return "imageScale"
        case .custom: return "custom"
        }
    }

    /// A kind's arguments as JSON members.
    static func arguments(of kind: ViewKind) -> [String: JSON] {
        let length = JSON.length, optional = JSON.optionalLength
        switch kind {
        case .color(let name): return ["name": .string(name)]
        case .rectangle, .capsule, .ellipse, .circle, .divider, .emptyView, .group, .geometryReader, .listRow: return [:]
        case .roundedRectangle(let radius): return ["cornerRadius": length(radius)]
        case .image(let name, let width, let height, let resizable):
            return ["name": .string(name), "width": length(width), "height": length(height), "resizable": .bool(resizable)]
        case .symbol(let name, let resizable): return ["name": .string(name), "resizable": .bool(resizable)]
        case .text(let string): return ["string": .string(string)]
        case .textRuns(let runs): return ["runs": .array(runs.map(textRun))]
        case .spacer(let minLength): return ["minLength": optional(minLength)]
        case .hstack(let alignment, let spacing): return ["alignment": .string(alignment.rawValue), "spacing": optional(spacing)]
        case .vstack(let alignment, let spacing): return ["alignment": .string(alignment.rawValue), "spacing": optional(spacing)]
        case .zstack(let alignment): return ["alignment": .alignment(alignment)]
        case .scrollView(let axes): return ["axes": .axes(axes)]
        case let .safeAreaInset(edge, alignment, spacing):
            return ["edge": .edges(edge), "alignment": .alignment(alignment), "spacing": optional(spacing)]
        case let .ignoresSafeArea(edges, alignment):
            // The alignment only when given, so definitions without one keep their hashes.
            return alignment.map { ["edges": .edges(edges), "alignment": .alignment($0)] } ?? ["edges": .edges(edges)]
        case .viewThatFits(let axes): return ["axes": .axes(axes)]
        case .grid, .gridRow, .lazyGrid, .gridCell: return gridArguments(of: kind)
        case .frame(let width, let height, let alignment):
            return ["width": optional(width), "height": optional(height), "alignment": .alignment(alignment)]
        case .flexibleFrame(let minW, let idealW, let maxW, let minH, let idealH, let maxH, let alignment):
            return ["minWidth": optional(minW), "idealWidth": optional(idealW), "maxWidth": optional(maxW),
                    "minHeight": optional(minH), "idealHeight": optional(idealH), "maxHeight": optional(maxH),
                    "alignment": .alignment(alignment)]
        case .fixedSize(let horizontal, let vertical): return ["horizontal": .bool(horizontal), "vertical": .bool(vertical)]
        case .aspectRatio(let ratio, let mode): return ["ratio": optional(ratio), "contentMode": .string(mode.rawValue)]
        case .padding(let top, let leading, let bottom, let trailing),
             .contentMargins(let top, let leading, let bottom, let trailing):
            return ["top": optional(top), "leading": optional(leading), "bottom": optional(bottom), "trailing": optional(trailing)]
        case .layoutPriority(let value): return ["priority": length(value)]
        case .offset(let x, let y), .position(let x, let y): return ["x": length(x), "y": length(y)]
        case .background(let alignment), .overlay(let alignment): return ["alignment": .alignment(alignment)]
        case .border(let width): return ["width": length(width)]
        case .alignmentGuide(let horizontal, let vertical, let value):
            return ["horizontal": horizontal.map { .string($0.rawValue) } ?? .null,
                    "vertical": vertical.map { .string($0.rawValue) } ?? .null, "value": guide(value)]
        case .containerRelativeFrame(let axes, let count, let span, let spacing, let alignment):
            return ["axes": .axes(axes), "count": .number(Double(count)), "span": .number(Double(span)),
                    "spacing": length(spacing), "alignment": .alignment(alignment)]
        case .relativeProposed(let width, let height): return ["width": length(width), "height": length(height)]
        case .lineLimit(let limit): return ["limit": limit.map { .number(Double($0)) } ?? .null]
        case .lineRange(let reserved, let limit):
            return ["reserved": .number(Double(reserved)), "limit": limit.map { .number(Double($0)) } ?? .null]
        case .font(let size): return ["size": length(size)]
        case .fontStyle(let style): return ["style": .string(style.rawValue)]
        case .dynamicTypeSize(let typeSize): return ["size": .string(typeSize.rawValue)]
        case .chrome(let element): return ["element": .string(element.rawValue)]
        case .listChrome(let part): return ["part": .string(part.rawValue)]
        case .truncationMode(let mode): return ["mode": .string(mode.rawValue)]
        case .multilineTextAlignment(let alignment): return ["alignment": .string(alignment.rawValue)]
        case .allowsTightening(let allowed): return ["allowed": .bool(allowed)]
        case .minimumScaleFactor(let factor): return ["factor": length(factor)]
        case .imageScale(let scale): return ["scale": .string(scale.rawValue)]
        case .fontTraits(let traits): return traitMembers(traits)
        case .custom(let name): return ["name": .string(name)]
        }
    }

    /// Reads a kind and the argument keys it owns.
    static func kind(from o: JSONObjectReader) throws(CanonicalJSONError) -> (ViewKind, [String]) {
        let name = try o.string("kind")
        switch name {
        case "color": return (.color(name: try o.string("name")), ["name"])
        case "rectangle": return (.rectangle, [])
        case "capsule": return (.capsule, [])
        case "ellipse": return (.ellipse, [])
        case "circle": return (.circle, [])
        case "divider": return (.divider, [])
        case "emptyView": return (.emptyView, [])
        case "group": return (.group, [])
        case "geometryReader": return (.geometryReader, [])
        case "listRow": return (.listRow, [])
        case "roundedRectangle": return (.roundedRectangle(cornerRadius: try o.length("cornerRadius")), ["cornerRadius"])
        case "image":
            return (.image(name: try o.string("name"), width: try o.length("width"), height: try o.length("height"),
                           resizable: try o.bool("resizable")), ["name", "width", "height", "resizable"])
        case "symbol":
            return (.symbol(name: try o.string("name"), resizable: try o.bool("resizable")), ["name", "resizable"])
        case "text":
            // A concatenated Text's runs; a Text of one run keeps its `string` form.
            if o.members["runs"] != nil { return (.textRuns(try textRuns(o)), ["runs"]) }
            return (.text(try o.string("string")), ["string"])
        case "spacer": return (.spacer(minLength: try o.optionalLength("minLength")), ["minLength"])
        case "hstack":
            return (.hstack(alignment: try o.vertical("alignment"), spacing: try o.optionalLength("spacing")), ["alignment", "spacing"])
        case "vstack":
            return (.vstack(alignment: try o.horizontal("alignment"), spacing: try o.optionalLength("spacing")), ["alignment", "spacing"])
        case "zstack": return (.zstack(alignment: try o.alignment("alignment")), ["alignment"])
        case "scrollView": return (.scrollView(axes: try o.axes("axes")), ["axes"])
        case "ignoresSafeArea":
            let alignment = o.members["alignment"] == nil ? nil : try o.alignment("alignment")
            return (.ignoresSafeArea(edges: try o.edges("edges"), alignment: alignment), ["edges", "alignment"])
        case "viewThatFits": return (.viewThatFits(axes: try o.axes("axes")), ["axes"])
        case "grid", "gridRow", "lazyGrid", "gridCell": return try gridKind(name, from: o)
        case "frame":
            return (.frame(width: try o.optionalLength("width"), height: try o.optionalLength("height"),
                           alignment: try o.alignment("alignment")), ["width", "height", "alignment"])
        case "flexibleFrame":
            return (.flexibleFrame(minWidth: try o.optionalLength("minWidth"), idealWidth: try o.optionalLength("idealWidth"),
                                   maxWidth: try o.optionalLength("maxWidth"), minHeight: try o.optionalLength("minHeight"),
                                   idealHeight: try o.optionalLength("idealHeight"), maxHeight: try o.optionalLength("maxHeight"),
                                   alignment: try o.alignment("alignment")),
                    ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"])
        case "fixedSize":
            return (.fixedSize(horizontal: try o.bool("horizontal"), vertical: try o.bool("vertical")), ["horizontal", "vertical"])
        case "aspectRatio":
            let modeName = try o.string("contentMode")
            guard let mode = ContentMode(rawValue: modeName) else { throw o.fail("contentMode", "unknown content mode `\(modeName)`") }
            return (.aspectRatio(ratio: try o.optionalLength("ratio"), contentMode: mode), ["ratio", "contentMode"])
        case "padding":
            return (.padding(top: try o.optionalLength("top"), leading: try o.optionalLength("leading"),
                             bottom: try o.optionalLength("bottom"), trailing: try o.optionalLength("trailing")),
                    ["top", "leading", "bottom", "trailing"])
        case "contentMargins":
            return (.contentMargins(top: try o.optionalLength("top"), leading: try o.optionalLength("leading"),
                                    bottom: try o.optionalLength("bottom"), trailing: try o.optionalLength("trailing")),
                    ["top", "leading", "bottom", "trailing"])
        case "layoutPriority": return (.layoutPriority(try o.length("priority")), ["priority"])
        case "offset": return (.offset(x: try o.length("x"), y: try o.length("y")), ["x", "y"])
        case "position": return (.position(x: try o.length("x"), y: try o.length("y")), ["x", "y"])
        case "background": return (.background(alignment: try o.alignment("alignment")), ["alignment"])
        case "safeAreaInset":
            let edge = try o.edges("edge")
            guard [EdgeSet.top, .bottom, .leading, .trailing].contains(edge) else { throw o.fail("edge", "give one edge") }
            return (.safeAreaInset(edge: edge, alignment: try o.alignment("alignment"), spacing: try o.optionalLength("spacing")),
                    ["edge", "alignment", "spacing"])
        case "overlay": return (.overlay(alignment: try o.alignment("alignment")), ["alignment"])
        case "border": return (.border(width: try o.length("width")), ["width"])
        case "alignmentGuide":
            let h = try o.optionalString("horizontal").map { name throws(CanonicalJSONError) -> HorizontalAlignment in
                guard let name = o.guideName(name) else { throw o.fail("horizontal", "unknown guide `\(name)`") }
                return HorizontalAlignment(named: name)
            }
            let v = try o.optionalString("vertical").map { name throws(CanonicalJSONError) -> VerticalAlignment in
                guard let name = o.guideName(name) else { throw o.fail("vertical", "unknown guide `\(name)`") }
                return VerticalAlignment(named: name)
            }
            guard (h == nil) != (v == nil) else { throw o.fail("horizontal", "exactly one of horizontal and vertical must be set") }
            return (.alignmentGuide(horizontal: h, vertical: v, value: try guide(from: try o.value("value"), path: "\(o.path).value")),
                    ["horizontal", "vertical", "value"])
        case "containerRelativeFrame":
            return (.containerRelativeFrame(axes: try o.axes("axes"), count: try o.integer("count"), span: try o.integer("span"),
                                            spacing: try o.length("spacing"), alignment: try o.alignment("alignment")),
                    ["axes", "count", "span", "spacing", "alignment"])
        case "relativeProposed":
            return (.relativeProposed(width: try o.length("width"), height: try o.length("height")), ["width", "height"])
        case "lineLimit": return (.lineLimit(try o.optionalInteger("limit")), ["limit"])
        case "lineRange": return (.lineRange(reserved: try o.integer("reserved"), limit: try o.optionalInteger("limit")), ["reserved", "limit"])
        case "font": return (.font(size: try o.length("size")), ["size"])
        case "fontStyle":
            let style = try o.string("style")
            guard let textStyle = TextStyle(rawValue: style) else {
                let known = TextStyle.allCases.map(\.rawValue).joined(separator: ", ")
                throw o.fail("style", "unknown text style `\(style)`; use one of \(known)")
            }
            return (.fontStyle(textStyle), ["style"])
        case "dynamicTypeSize":
            let name = try o.string("size")
            guard let typeSize = DynamicTypeCategory(rawValue: name) else {
                let known = DynamicTypeCategory.allCases.map(\.rawValue).joined(separator: ", ")
                throw o.fail("size", "unknown Dynamic Type size `\(name)`; use one of \(known)")
            }
            return (.dynamicTypeSize(typeSize), ["size"])
        case "chrome":
            let name = try o.string("element")
            guard let element = ChromeElement(rawValue: name) else {
                let known = ChromeElement.allCases.map(\.rawValue).joined(separator: ", ")
                throw o.fail("element", "unknown chrome element `\(name)`; use one of \(known)")
            }
            return (.chrome(element), ["element"])
        case "listChrome":
            let name = try o.string("part")
            guard let part = ListChrome(rawValue: name) else {
                let known = ListChrome.allCases.map(\.rawValue).joined(separator: ", ")
                throw o.fail("part", "unknown list part `\(name)`; use one of \(known)")
            }
            return (.listChrome(part), ["part"])
        case "allowsTightening": return (.allowsTightening(try o.bool("allowed")), ["allowed"])
        case "minimumScaleFactor": return (.minimumScaleFactor(try o.length("factor")), ["factor"])
        case "imageScale":
            let scale = try o.string("scale")
            guard let value = ImageScale(rawValue: scale) else {
                throw o.fail("scale", "unknown image scale `\(scale)`; use one of small, medium, large")
            }
            return (.imageScale(value), ["scale"])
        case "truncationMode":
            let mode = try o.string("mode")
            guard let value = TruncationMode(rawValue: mode) else {
                throw o.fail("mode", "unknown truncation mode `\(mode)`; use one of head, middle, tail")
            }
            return (.truncationMode(value), ["mode"])
        case "multilineTextAlignment":
            let alignment = try o.string("alignment")
            guard let value = MultilineAlignment(rawValue: alignment) else {
                throw o.fail("alignment", "unknown text alignment `\(alignment)`; use one of leading, center, trailing")
            }
            return (.multilineTextAlignment(value), ["alignment"])
        case "fontTraits": return (.fontTraits(try fontTraits(o)), traitKeys)
        case "custom": return (.custom(name: try o.string("name")), ["name"])
        default: throw o.fail("kind", "unknown kind `\(name)`")
        }
    }

    /// `fontTraits`' members: each trait or null (inherited).
    static func fontTraits(_ o: JSONObjectReader) throws(CanonicalJSONError) -> FontTraits {
        func optionalBool(_ key: String) throws(CanonicalJSONError) -> Bool? {
            if try o.value(key) == .null { return nil }
            return try o.bool(key)
        }
        var traits = FontTraits()
        if let weight = try o.optionalString("weight") {
            guard let value = FontWeight(rawValue: weight) else {
                throw o.fail("weight", "unknown weight `\(weight)`; use one of \(FontWeight.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            traits.weight = value
        }
        if let design = try o.optionalString("design") {
            guard let value = FontDesign(rawValue: design) else {
                throw o.fail("design", "unknown design `\(design)`; use one of \(FontDesign.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            traits.design = value
        }
        traits.italic = try optionalBool("italic")
        traits.monospacedDigit = try optionalBool("monospacedDigit")
        traits.kerning = try o.optionalLength("kerning")
        traits.tracking = try o.optionalLength("tracking")
        traits.lineSpacing = try o.lengthIfPresent("lineSpacing")
        return traits
    }

    // MARK: Guide expressions

    static func guide(_ expression: GuideExpression) -> JSON {
        switch expression {
        case .constant(let value): return .object(["op": .string("constant"), "value": .length(value)])
        case .width: return .object(["op": .string("width")])
        case .height: return .object(["op": .string("height")])
        case .horizontalGuide(let g): return .object(["op": .string("horizontalGuide"), "guide": .string(g.rawValue)])
        case .verticalGuide(let g): return .object(["op": .string("verticalGuide"), "guide": .string(g.rawValue)])
        case .add(let l, let r): return binary("add", l, r)
        case .subtract(let l, let r): return binary("subtract", l, r)
        case .multiply(let l, let r): return binary("multiply", l, r)
        case .divide(let l, let r): return binary("divide", l, r)
        case .negate(let inner): return .object(["op": .string("negate"), "operand": guide(inner)])
        }
    }

    private static func binary(_ op: String, _ lhs: GuideExpression, _ rhs: GuideExpression) -> JSON {
        .object(["op": .string(op), "lhs": guide(lhs), "rhs": guide(rhs)])
    }

    static func guide(from value: JSON, path: String) throws(CanonicalJSONError) -> GuideExpression {
        let o = try JSONObjectReader(value, path: path)
        let op = try o.string("op")
        func operands() throws(CanonicalJSONError) -> (GuideExpression, GuideExpression) {
            try o.only(["op", "lhs", "rhs"])
            return (try guide(from: try o.value("lhs"), path: "\(path).lhs"), try guide(from: try o.value("rhs"), path: "\(path).rhs"))
        }
        switch op {
        case "constant": try o.only(["op", "value"]); return .constant(try o.length("value"))
        case "width": try o.only(["op"]); return .width
        case "height": try o.only(["op"]); return .height
        case "horizontalGuide": try o.only(["op", "guide"]); return .horizontalGuide(try o.horizontal("guide"))
        case "verticalGuide": try o.only(["op", "guide"]); return .verticalGuide(try o.vertical("guide"))
        case "add": let (l, r) = try operands(); return .add(lhs: l, rhs: r)
        case "subtract": let (l, r) = try operands(); return .subtract(lhs: l, rhs: r)
        case "multiply": let (l, r) = try operands(); return .multiply(lhs: l, rhs: r)
        case "divide": let (l, r) = try operands(); return .divide(lhs: l, rhs: r)
        case "negate":
            try o.only(["op", "operand"])
            return .negate(try guide(from: try o.value("operand"), path: "\(path).operand"))
        default: throw o.fail("op", "unknown guide operation `\(op)`")
        }
    }
}
