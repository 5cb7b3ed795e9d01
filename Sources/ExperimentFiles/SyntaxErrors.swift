// Syntax errors: the Swift parser recovers from anything and marks what it had to invent
// (missing tokens) or skip (unexpected code). Each becomes a diagnostic at its location.
import Experiments
import SwiftSyntax

/// Collects missing tokens and unexpected code from a parsed tree.
final class SyntaxErrorCollector: SyntaxVisitor {
    struct Problem {
        var position: AbsolutePosition
        var node: Syntax
        var message: String
    }

    var problems: [Problem] = []

    init() { super.init(viewMode: .all) }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        let text = SyntaxReader.quote(node)
        problems.append(Problem(position: node.positionAfterSkippingLeadingTrivia, node: Syntax(node),
                                message: text.isEmpty ? "unexpected code" : "unexpected code `\(text)`"))
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if let diagnostic = token.tokenDiagnostic, !Self.isWarning(diagnostic.kind) {
            problems.append(Problem(position: token.position.advanced(by: Int(diagnostic.byteOffset)), node: Syntax(token),
                                    message: Self.words("\(diagnostic.kind)")))
        }
        if token.presence == .missing {
            problems.append(Problem(position: token.positionAfterSkippingLeadingTrivia, node: Syntax(token),
                                    message: "expected \(Self.describe(token))"))
        }
        return .skipChildren
    }

    static func isWarning(_ kind: TokenDiagnostic.Kind) -> Bool {
        switch kind {
        case .extraneousLeadingWhitespaceWarning, .extraneousTrailingWhitespaceWarning: return true
        default: return false
        }
    }

    /// `unterminatedBlockComment` → "unterminated block comment".
    static func words(_ camelCase: String) -> String {
        var result = ""
        for character in camelCase {
            if character.isUppercase {
                result += " " + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }

    static func describe(_ token: TokenSyntax) -> String {
        switch token.tokenKind {
        case .identifier: return "a name"
        case .integerLiteral, .floatLiteral: return "a number"
        case .stringQuote: return "`\"`"
        default:
            let text = token.text
            return text.isEmpty ? "more code" : "`\(text)`"
        }
    }
}

extension SyntaxReader {
    /// Reports the tree's syntax errors, merging the missing pieces at one position into one diagnostic.
    /// Returns the positions of the errors, so constructs containing one are not diagnosed twice.
    @discardableResult
    mutating func reportSyntaxErrors(in tree: SourceFileSyntax) -> [AbsolutePosition] {
        guard tree.hasError else { return [] }
        let collector = SyntaxErrorCollector()
        collector.walk(tree)
        var merged: [(position: AbsolutePosition, node: Syntax, messages: [String])] = []
        for problem in collector.problems {
            if let last = merged.last, last.position == problem.position {
                merged[merged.count - 1].messages.append(problem.message)
            } else {
                merged.append((problem.position, problem.node, [problem.message]))
            }
        }
        for entry in merged.prefix(50) {
            let location = converter.location(for: entry.position)
            var unique: [String] = []
            for message in entry.messages where !unique.contains(message) { unique.append(message) }
            let expected = unique.filter { $0.hasPrefix("expected ") }.map { String($0.dropFirst("expected ".count)) }
            let others = unique.filter { !$0.hasPrefix("expected ") }
            var parts = others
            if !expected.isEmpty { parts.append("expected " + expected.joined(separator: " and ")) }
            diagnostics.append(Diagnostic(
                location: Experiments.SourceLocation(file: file, line: location.line, column: location.column),
                message: "syntax error: " + parts.joined(separator: "; "),
                construct: SyntaxReader.quote(entry.node)))
        }
        return merged.map(\.position)
    }
}
