// `#if` conditions as a preview's iPhone sees them. Experiment files compile on the machine
// layoutlab runs on (Linux or macOS), where `os(iOS)` and `canImport(UIKit)` are false: an app's
// iOS branch would be dropped and its macOS one compiled against AppKit. The rewriter writes each
// platform test it can decide as `true` or `false`, as Xcode's preview of an iOS app decides it,
// and `swift(…)` tests as in an app built in Swift 6 language mode.
import SwiftSyntax

enum PlatformConditions {
    /// Operating systems other than iOS, which `os(…)` can name.
    static let otherSystems: Set<String> = ["macOS", "OSX", "watchOS", "tvOS", "visionOS", "xrOS", "Linux", "Windows",
                                            "Android", "FreeBSD", "OpenBSD", "WASI", "Haiku"]
    /// Modules an iPhone app cannot import (macOS's and watchOS's own).
    static let otherPlatformModules: Set<String> = ["AppKit", "Cocoa", "WatchKit", "ClockKit"]

    /// The value of a platform test (`os(iOS)`, `canImport(UIKit)`, `targetEnvironment(simulator)`)
    /// in an iOS app's preview, nil for a test left to the compiler.
    static func value(of call: FunctionCallExprSyntax, localModules: Set<String>) -> Bool? {
        guard let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              call.arguments.count == 1, let argument = call.arguments.first?.expression.trimmedDescription else { return nil }
        switch function {
        case "os":
            if argument == "iOS" { return true }
            return otherSystems.contains(argument) ? false : nil
        case "canImport":
            let module = String(argument.prefix { $0 != "." })
            if ExperimentFileRewriter.swiftUIModules.contains(module) || localModules.contains(module) { return true }
            return otherPlatformModules.contains(module) ? false : nil
        case "swift":
            // `#if swift(>=6.0)`: the language mode of an app built by Xcode 16 or later in Swift 6
            // mode, which code that tests for it is written for (the files themselves compile in
            // Swift 5 mode, where the test would drop what it holds, its previews too).
            return languageModeTest(argument)
        case "targetEnvironment":
            // Previews run in a simulator; an iPhone app is not a Mac Catalyst one.
            if argument == "simulator" { return true }
            return argument == "macCatalyst" ? false : nil
        default:
            return nil
        }
    }

    /// The value of a whole `#if` condition in an iOS app's preview, nil when part of it is left to
    /// the compiler and decides it: `DEBUG` (experiment files are compiled with it), the platform
    /// tests `value(of:localModules:)` decides, `true`/`false`, and `!`, `&&`, `||` and parentheses
    /// over them (`!os(watchOS) && !os(tvOS)` holds; `os(macOS) && FEATURE` does not, whatever
    /// `FEATURE` is).
    static func evaluate(_ condition: ExprSyntax, localModules: Set<String>) -> Bool? {
        if let name = condition.as(DeclReferenceExprSyntax.self)?.baseName.text { return name == "DEBUG" ? true : nil }
        if let literal = condition.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let call = condition.as(FunctionCallExprSyntax.self) { return value(of: call, localModules: localModules) }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluate(prefix.expression, localModules: localModules).map { !$0 }
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return evaluate(inner.expression, localModules: localModules)
        }
        guard let sequence = condition.as(SequenceExprSyntax.self) else { return nil }
        // An unfolded `a && b || c`: `&&` binds tighter, so the terms between `||`s are ANDed.
        var anyTrue = false, anyUnknown = false
        var term: Bool? = true
        func closeTerm() {
            if term == true { anyTrue = true } else if term == nil { anyUnknown = true }
            term = true
        }
        for element in sequence.elements {
            if let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text {
                switch op {
                case "&&": continue
                case "||": closeTerm()
                default: return nil
                }
                continue
            }
            let value = evaluate(element, localModules: localModules)
            if term == false { continue }
            if value == false { term = false } else if value == nil { term = nil }
        }
        closeTerm()
        return anyTrue ? true : anyUnknown ? nil : false
    }

    /// The language mode `swift(…)` tests are decided for.
    static let languageMode = [6, 0]

    /// `>=6.0` or `<6` against `languageMode`; nil for anything else.
    static func languageModeTest(_ argument: String) -> Bool? {
        let text = argument.filter { !$0.isWhitespace }
        let (atLeast, version) = text.hasPrefix(">=") ? (true, text.dropFirst(2)) : text.hasPrefix("<") ? (false, text.dropFirst()) : (true, "")
        let parts = version.split(separator: ".").map { Int($0) }
        guard !parts.isEmpty, !parts.contains(nil) else { return nil }
        var wanted = parts.map { $0! }
        while wanted.count < languageMode.count { wanted.append(0) }
        let reaches = !languageMode.lexicographicallyPrecedes(wanted)
        return atLeast ? reaches : !reaches
    }

    /// The platform tests in `condition` with the values `value(of:localModules:)` decides.
    static func decided(in condition: ExprSyntax, localModules: Set<String>) -> [(call: FunctionCallExprSyntax, value: Bool)] {
        let finder = Finder(localModules: localModules)
        finder.walk(condition)
        return finder.found
    }

    /// `condition`'s text with its decided tests written as `true` or `false`.
    static func text(of condition: ExprSyntax, localModules: Set<String>) -> String {
        var text = ""
        var position = condition.positionAfterSkippingLeadingTrivia.utf8Offset
        let bytes = Array(condition.trimmedDescription.utf8)
        let start = position
        for (call, value) in decided(in: condition, localModules: localModules) {
            let from = call.positionAfterSkippingLeadingTrivia.utf8Offset
            text += String(decoding: bytes[(position - start)..<(from - start)], as: UTF8.self) + (value ? "true" : "false")
            position = call.endPositionBeforeTrailingTrivia.utf8Offset
        }
        return text + String(decoding: bytes[(position - start)...], as: UTF8.self)
    }

    private final class Finder: SyntaxVisitor {
        let localModules: Set<String>
        var found: [(call: FunctionCallExprSyntax, value: Bool)] = []

        init(localModules: Set<String>) {
            self.localModules = localModules
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let value = PlatformConditions.value(of: node, localModules: localModules) else { return .visitChildren }
            found.append((node, value))
            return .skipChildren
        }
    }
}
