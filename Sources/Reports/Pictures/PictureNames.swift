// File names for pictures: readable, portable and unique within one report.

/// Hands out file names derived from experiment names: letters, digits, `.`, `-` and `_` kept,
/// runs of anything else become one `-`; a repeated name gets `-2`, `-3`, ...
struct PictureNamer {
    private var used: Set<String> = []

    mutating func name(experiment: String, proposalIndex: Int?) -> String {
        var slug = ""
        var lastWasDash = false
        for scalar in experiment.unicodeScalars {
            let keep = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
                || (scalar >= "0" && scalar <= "9") || scalar == "_" || scalar == "."
            if keep {
                slug.unicodeScalars.append(scalar)
                lastWasDash = false
            } else if !lastWasDash {
                slug += "-"
                lastWasDash = true
            }
        }
        while slug.hasPrefix("-") || slug.hasPrefix(".") { slug.removeFirst() }
        while slug.hasSuffix("-") || slug.hasSuffix(".") { slug.removeLast() }
        if slug.isEmpty { slug = "experiment" }
        if slug.count > 80 { slug = String(slug.prefix(80)) }
        if let proposalIndex { slug += "-proposal\(proposalIndex)" }
        var candidate = slug
        var counter = 2
        while used.contains(candidate.lowercased()) {
            candidate = "\(slug)-\(counter)"
            counter += 1
        }
        used.insert(candidate.lowercased())
        return candidate + ".svg"
    }
}

/// Percent-encodes a relative path for a Markdown link (keeps unreserved characters and `/`).
func linkPath(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
        let scalar = Unicode.Scalar(byte)
        let unreserved = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            || scalar == "-" || scalar == "." || scalar == "_" || scalar == "~" || scalar == "/"
        if unreserved {
            result.unicodeScalars.append(scalar)
        } else {
            let hex = String(byte, radix: 16, uppercase: true)
            result += "%" + (hex.count == 1 ? "0" + hex : hex)
        }
    }
    return result
}
