// The reader's shared state: the file being read, its location converter and the diagnostics
// collected so far. Readers never stop at the first problem: they record it, return nil for the
// construct and carry on, so one run reports every error of a file.
import Experiments
import LayoutEngine
import SwiftSyntax

struct SyntaxReader {
    let file: String
    let converter: SourceLocationConverter
    var diagnostics: [Diagnostic] = []
    /// Natural sizes declared by the experiment being read (`images:`).
    var images: [String: Size] = [:]
    /// Labels seen in the experiment being read, with where they were set.
    var labels: [String: Experiments.SourceLocation] = [:]
    /// Current nesting depth of views, to refuse absurdly deep trees without exhausting the stack.
    var depth = 0
    static let maximumDepth = 400

    init(file: String, tree: SourceFileSyntax) {
        self.file = file
        converter = SourceLocationConverter(fileName: file, tree: tree)
    }

    /// The 1-based location where `node` starts (after its leading trivia).
    func location(of node: some SyntaxProtocol) -> Experiments.SourceLocation {
        let location = node.startLocation(converter: converter, afterLeadingTrivia: true)
        return Experiments.SourceLocation(file: file, line: location.line, column: location.column)
    }

    /// Records an error about `node`.
    mutating func error(_ node: some SyntaxProtocol, _ message: String, hint: String = "") {
        diagnostics.append(Diagnostic(location: location(of: node), message: message,
                                      construct: node.trimmedDescription, hint: hint))
    }

    /// Records an error about a call. For a modifier (`base.name(...)`) it points at `.name` and
    /// quotes the modifier without its base, so the message is about the modifier, not the chain.
    mutating func error(call: FunctionCallExprSyntax, _ message: String, hint: String = "") {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
            error(call, message, hint: hint)
            return
        }
        let text = call.trimmedDescription.dropFirst(base.trimmedDescription.count).drop { $0.isWhitespace }
        diagnostics.append(Diagnostic(location: location(of: member.period), message: message, construct: String(text), hint: hint))
    }

    /// The source text of `node`, shortened for messages.
    static func quote(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingPrefix(while: { $0 == " " || $0 == "\t" }) }.joined(separator: " ")
        return text.count > 60 ? String(text.prefix(57)) + "..." : text
    }
}

