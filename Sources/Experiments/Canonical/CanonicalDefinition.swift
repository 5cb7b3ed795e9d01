// The canonical JSON of a whole experiment definition: everything that determines its runs and
// their checks — tree, proposals, sweep, expectations and images — but not its name, source text or
// location (stored beside it). The notebook stores this form and its hash: a changed hash under the
// same name is a redefinition, and `decodeDefinition` rebuilds the experiment without its file.
//
//   {"expectations":[{"height":80,"label":"blue","proposal":null,"width":100,"x":null,"y":null}],
//    "format":1,"images":{},"proposals":[{"height":80,"width":620}],"sweep":null,"tree":{...}}
import LayoutEngine

extension CanonicalTree {
    /// The canonical JSON text of an experiment's definition (see the file comment for what it
    /// covers). With `origins`, each node also carries where the user wrote it and its colours (its
    /// `look`): the form the notebook stores; without, the form that is hashed, so moving code or
    /// recolouring a shape leaves the hash alone.
    public static func encodeDefinition(_ experiment: Experiment, origins: Bool = false) -> String {
        var images: [String: JSON] = [:]
        for (name, size) in experiment.images {
            images[name] = .object(["width": .length(size.width), "height": .length(size.height)])
        }
        let sweep: JSON = experiment.sweep.map { sweep in
            .object(["axis": .string(sweep.axis.rawValue), "from": .length(sweep.from), "through": .length(sweep.through),
                     "step": .length(sweep.step), "fixed": .optionalLength(sweep.fixed)])
        } ?? .null
        let expectations = experiment.expectations.map { e -> JSON in
            .object(["label": .string(e.label), "width": .length(e.width), "height": .length(e.height),
                     "x": .optionalLength(e.x), "y": .optionalLength(e.y),
                     "proposal": e.proposalIndex.map { .number(Double($0)) } ?? .null])
        }
        var members: [String: JSON] = [
            "format": .number(Double(formatVersion)),
            "tree": node(experiment.tree, origins: origins),
            "proposals": .array(experiment.proposals.map { .object(["width": .optionalLength($0.width), "height": .optionalLength($0.height)]) }),
            "sweep": sweep,
            "expectations": .array(expectations),
            "images": .object(images),
        ]
        // Only experiments that run their file's code carry it (and so hash it): the hashes of
        // every other definition are those of earlier versions.
        if let program = experiment.program {
            var fields: [String: JSON] = ["file": .string(program.file), "text": .string(program.text)]
            // Only a file compiled with others carries them: a file alone hashes as it always did.
            if !program.companions.isEmpty {
                fields["companions"] = .array(program.companions.map { .object(["file": .string($0.file), "text": .string($0.text)]) })
            }
            if !program.resources.isEmpty {
                fields["resources"] = .array(program.resources.map { .object(["file": .string($0.file), "text": .string($0.text)]) })
            }
            members["program"] = .object(fields)
        }
        // Likewise the safe area: only experiments given one (whose trees ignore it) carry it.
        if let insets = experiment.safeArea {
            members["safeArea"] = .object(["top": .length(insets.top), "leading": .length(insets.leading),
                                           "bottom": .length(insets.bottom), "trailing": .length(insets.trailing)])
        }
        return JSON.object(members).text
    }

    /// Rebuilds an experiment from its stored definition, name and source text.
    public static func decodeDefinition(_ json: String, name: String, source: String = "") throws(CanonicalJSONError) -> Experiment {
        let o = try JSONObjectReader(try JSONParser.parse(json), path: "$")
        try o.only(["format", "tree", "proposals", "sweep", "expectations", "images", "program", "safeArea"])
        let format = try o.integer("format")
        guard format == formatVersion else {
            throw CanonicalJSONError(path: "$.format", message: "format \(format) is not supported (this build reads format \(formatVersion))")
        }
        let tree = try node(from: try o.value("tree"), path: "$.tree")
        var proposals: [ProposedViewSize] = []
        for (index, value) in try o.array("proposals").enumerated() {
            let p = try JSONObjectReader(value, path: "$.proposals[\(index)]")
            try p.only(["width", "height"])
            proposals.append(ProposedViewSize(width: try p.optionalLength("width"), height: try p.optionalLength("height")))
        }
        var sweep: Sweep?
        if try o.value("sweep") != .null {
            let s = try o.object("sweep")
            try s.only(["axis", "from", "through", "step", "fixed"])
            let axisName = try s.string("axis")
            guard let axis = Axis(rawValue: axisName) else { throw s.fail("axis", "unknown axis `\(axisName)`") }
            sweep = Sweep(axis: axis, from: try s.length("from"), through: try s.length("through"), step: try s.length("step"),
                          fixed: try s.optionalLength("fixed"))
        }
        var expectations: [Expectation] = []
        for (index, value) in try o.array("expectations").enumerated() {
            let e = try JSONObjectReader(value, path: "$.expectations[\(index)]")
            try e.only(["label", "width", "height", "x", "y", "proposal"])
            expectations.append(Expectation(label: try e.string("label"), width: try e.length("width"), height: try e.length("height"),
                                            x: try e.optionalLength("x"), y: try e.optionalLength("y"),
                                            proposalIndex: try e.optionalInteger("proposal")))
        }
        var images: [String: Size] = [:]
        let imageObject = try o.object("images")
        for (imageName, value) in imageObject.members {
            let i = try JSONObjectReader(value, path: "$.images.\(imageName)")
            try i.only(["width", "height"])
            images[imageName] = Size(width: try i.length("width"), height: try i.length("height"))
        }
        var program: ProgramSource?
        if o.members["program"] != nil {
            let p = try o.object("program")
            try p.only(["file", "text", "companions", "resources"])
            func files(_ key: String) throws(CanonicalJSONError) -> [ProgramFile] {
                guard p.members[key] != nil else { return [] }
                var files: [ProgramFile] = []
                for (index, value) in try p.array(key).enumerated() {
                    let c = try JSONObjectReader(value, path: "$.program.\(key)[\(index)]")
                    try c.only(["file", "text"])
                    files.append(ProgramFile(file: try c.string("file"), text: try c.string("text")))
                }
                return files
            }
            program = ProgramSource(file: try p.string("file"), text: try p.string("text"), companions: try files("companions"),
                                    resources: try files("resources"))
        }
        var safeArea: EdgeInsets?
        if o.members["safeArea"] != nil {
            let s = try o.object("safeArea")
            try s.only(["top", "leading", "bottom", "trailing"])
            safeArea = EdgeInsets(top: try s.length("top"), leading: try s.length("leading"), bottom: try s.length("bottom"),
                                  trailing: try s.length("trailing"))
        }
        return Experiment(name: name, tree: tree, proposals: proposals, sweep: sweep, expectations: expectations,
                          images: images, source: source, location: nil, program: program, safeArea: safeArea)
    }

    /// A stable hash of the experiment's definition (SHA-256 of `encodeDefinition`, 64 hex digits).
    public static func definitionHash(_ experiment: Experiment) -> String {
        SHA256.hex(encodeDefinition(experiment))
    }
}
