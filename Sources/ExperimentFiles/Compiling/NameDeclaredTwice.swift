// A name the compiler cannot find in a file may be declared by the other files given, but by more
// than one of them (two versions of a model, a `ContentView` in each screen): the file then joins
// none of them (`FileGroups`: one module cannot declare a name twice), and advice to "give that
// file too" would name a file already given. The error says which files declare it instead.
import Experiments

extension CompilerDiagnostics {
    /// `diagnostics`, each that cannot find a name with a hint naming the files of `sources`
    /// (other than its own) that declare it, when there are two or more of them. Each source is
    /// parsed at most once, and only when some diagnostic cannot find a name.
    static func namingDeclarers(in diagnostics: [Diagnostic], sources: [(path: String, text: String)]) -> [Diagnostic] {
        var declaredNames: [Set<String>]?
        return diagnostics.map { diagnostic in
            let message = diagnostic.message
            guard message.hasPrefix("cannot find '") || message.hasPrefix("cannot find type '"), message.hasSuffix("' in scope")
            else { return diagnostic }
            let names = declaredNames ?? sources.map { FileNames(source: $0.text).declared }
            declaredNames = names
            let name = String(message.drop { $0 != "'" }.dropFirst().prefix { $0 != "'" })
            let file = diagnostic.location.file
            let declarers = sources.indices.filter { sources[$0].path != file && names[$0].contains(name) }.map { sources[$0] }
            guard declarers.count > 1 else { return diagnostic }
            let places = declarers.map { declarer in
                declarationLine(of: name, in: declarer.text).map { "\(declarer.path):\($0)" } ?? declarer.path
            }
            var named = diagnostic
            named.hint = "`\(name)` is declared in more than one of the files given (\(places.joined(separator: ", "))), so "
                + "this file joins none of them: one module cannot declare a name twice; give this file with the one whose "
                + "`\(name)` it uses (`layoutlab run \(declarers[0].path) \(file)`), as in its app"
            return named
        }
    }

    /// The line of the first top-level-looking declaration of `name` in `text` (`struct Name`,
    /// `let name`, ...), 1-based.
    static func declarationLine(of name: String, in text: String) -> Int? {
        let keywords = ["struct ", "class ", "enum ", "actor ", "protocol ", "typealias ", "func ", "let ", "var "]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            // Declarations at the start of a line, after any modifiers (`public final class`).
            let words = trimmed.split(separator: " ", maxSplits: 4)
            for keyword in keywords {
                guard let position = words.firstIndex(where: { $0 + " " == keyword }), position + 1 < words.count else { continue }
                let declared = words[position + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if declared == name { return index + 1 }
            }
        }
        return nil
    }
}
