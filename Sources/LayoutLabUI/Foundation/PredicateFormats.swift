// Foundation as on Apple's systems, where Linux's lacks it: `NSPredicate(format:)`. Linux's
// Foundation reads no predicate strings. The form view code checks input with — `SELF MATCHES %@`
// and a regular expression (an e-mail or password field) — is evaluated as on Apple's systems, the
// whole string matching; any other format is a predicate every object satisfies, so a fetch or
// filter it narrows shows everything. The arguments Core Data predicates take on Apple's systems,
// where every object is a `CVarArg` (`date as NSDate`, `NSNumber(value: done)`),
// are accepted, and never read.
#if !canImport(Darwin)
import Foundation

extension NSPredicate {
    /// A predicate of a format string: `SELF MATCHES %@` with a pattern as on Apple's systems; any
    /// other format satisfied by every object.
    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
        let words = predicateFormat.split(whereSeparator: \.isWhitespace).map { $0.uppercased() }
        guard words.count == 3, words[0] == "SELF", words[1].hasPrefix("MATCHES"), words[2] == "%@",
              let pattern = args.first as? String,
              let expression = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$",
                                                        options: words[1].contains("[C") ? [.caseInsensitive] : [])
        else {
            self.init(value: true)
            return
        }
        self.init { object, _ in
            guard let string = object as? String else { return false }
            return expression.firstMatch(in: string, range: NSRange(string.startIndex..., in: string)) != nil
        }
    }
}

extension Date: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { [0] }
}

extension NSDate: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { [0] }
}

extension NSNumber: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { [0] }
}

/// An array as a predicate's argument (`NSPredicate(format: "tag IN %@", tags)`): an object on
/// Apple's systems; never read here.
extension Array: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { [0] }
}
#endif
