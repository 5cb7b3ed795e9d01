// The placeholders of a String Catalog's format strings (`%@`, `%lld`, `%2$@`, `%(name)@`,
// `%#@count@`), as Xcode reads them to make a generated symbol's parameters: each placeholder is a
// parameter, in the order of its position (`%2$@` is the second), named `_ arg1` … unless the
// placeholder names itself (`%(landmark)@` is `landmark:`, a substitution `%#@count@` is `count:`);
// its type follows the conversion (`@` a `String`, `lld` an `Int`, `d` an `Int32`, `f` a `Double`).
// The text a preview shows is the format with each placeholder replaced by its argument, written
// as a Swift string interpolation.
import Foundation

/// A catalog string's format, read into literal text and placeholders.
struct StringCatalogFormat: Equatable {
    /// One placeholder: the argument it shows and how.
    struct Placeholder: Equatable {
        /// The argument's position (1-based).
        var position: Int
        /// The argument's label, when the placeholder names it.
        var label: String?
        /// The printf-style specifier without its position and name (`%.1f`), or nil for `%@`.
        var specifier: String?
        /// The Swift type of the argument.
        var type: String
        /// Whether the placeholder is a substitution (`%#@name@`), whose text is a plural's form.
        var isSubstitution = false
    }

    /// The format's pieces, in order.
    enum Piece: Equatable {
        case text(String)
        case placeholder(Placeholder)
    }

    var pieces: [Piece] = []

    /// The placeholders, in the order they appear.
    var placeholders: [Placeholder] {
        pieces.compactMap { if case .placeholder(let placeholder) = $0 { placeholder } else { nil } }
    }

    /// The printf-style placeholder after `%`: position, name, flags, width, precision, length, conversion.
    static let specifierPattern = try! NSRegularExpression(
        pattern: "^(?:([0-9]+)\\$)?(?:\\(([A-Za-z_][A-Za-z0-9_]*)\\))?([-+ #0']*[0-9]*(?:\\.[0-9]+)?(hh|h|ll|l|q|z|t|j|L)?([@dDiuUxXoOfFeEgGaAcCsSp]))")
    /// A substitution, `%#@name@` (its argument's specifier comes from the catalog's `substitutions`).
    static let substitutionPattern = try! NSRegularExpression(pattern: "^(?:([0-9]+)\\$)?#@([A-Za-z_][A-Za-z0-9_]*)@")

    /// `format` read; `substitutions` gives each substitution's specifier (`lld`) and position.
    init(_ format: String, substitutions: [String: (specifier: String, position: Int?)] = [:]) {
        var next = 1
        var literal = ""
        var rest = Substring(format)
        func flush() {
            if !literal.isEmpty { pieces.append(.text(literal)) }
            literal = ""
        }
        while let percent = rest.firstIndex(of: "%") {
            literal += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            if after.first == "%" {
                literal += "%"
                rest = after.dropFirst()
                continue
            }
            let text = String(after)
            let range = NSRange(text.startIndex..., in: text)
            if let match = Self.substitutionPattern.firstMatch(in: text, range: range),
               let name = Range(match.range(at: 2), in: text).map({ String(text[$0]) }) {
                let explicit = Range(match.range(at: 1), in: text).flatMap { Int(text[$0]) }
                let declared = substitutions[name]
                let position = explicit ?? declared?.position ?? next
                next = position + 1
                let specifier = declared?.specifier ?? "lld"
                flush()
                pieces.append(.placeholder(Placeholder(position: position, label: name, specifier: "%" + specifier,
                                                       type: Self.type(ofSpecifier: specifier), isSubstitution: true)))
                rest = after.dropFirst(match.range.length)
            } else if let match = Self.specifierPattern.firstMatch(in: text, range: range),
                      let body = Range(match.range(at: 3), in: text).map({ String(text[$0]) }) {
                let explicit = Range(match.range(at: 1), in: text).flatMap { Int(text[$0]) }
                let position = explicit ?? next
                next = position + 1
                let label = Range(match.range(at: 2), in: text).map { String(text[$0]) }
                flush()
                pieces.append(.placeholder(Placeholder(position: position, label: label,
                                                       specifier: body == "@" ? nil : "%" + body,
                                                       type: Self.type(ofSpecifier: body))))
                rest = after.dropFirst(match.range.length)
            } else {
                literal += "%"
                rest = after
            }
        }
        literal += rest
        flush()
    }

    /// The Swift type Xcode gives an argument of `specifier` (flags, width, precision, length and
    /// conversion): `@` and the C string and character conversions a `String`, an integer an `Int`
    /// with a `l`, `ll`, `q`, `z`, `t` or `j` length and an `Int32` without (unsigned alike), a
    /// floating-point conversion a `Double`.
    static func type(ofSpecifier specifier: String) -> String {
        guard let conversion = specifier.last else { return "String" }
        let wide = ["ll", "l", "q", "z", "t", "j"].contains { specifier.dropLast().hasSuffix($0) }
        switch conversion {
        case "d", "i", "D": return wide ? "Int" : "Int32"
        case "u", "U", "x", "X", "o", "O": return wide ? "UInt" : "UInt32"
        case "f", "F", "e", "E", "g", "G", "a", "A": return "Double"
        default: return "String"
        }
    }

    /// The format as the body of a Swift string literal, each placeholder the interpolation of
    /// `argument(placeholder)` (an expression), printed as its specifier says.
    func interpolation(_ argument: (Placeholder) -> String) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let text):
                return Self.escaped(text)
            case .placeholder(let placeholder):
                let value = argument(placeholder)
                guard let specifier = placeholder.specifier, !placeholder.isSubstitution,
                      !["%d", "%i", "%ld", "%lld", "%u", "%lu", "%llu", "%s", "%c", "%p"].contains(specifier) else {
                    return "\\(\(value))"
                }
                return "\\(String(format: \(ExperimentFileRewriter.stringLiteral(specifier)), \(value)))"
            }
        }.joined()
    }

    /// `text` escaped for the inside of a Swift string literal.
    static func escaped(_ text: String) -> String {
        String(ExperimentFileRewriter.stringLiteral(text).dropFirst().dropLast())
    }
}
