// Apple's unified logging (`import os`, `import OSLog` import this library): `Logger` and
// `os_log` compile with their interpolation options and write to standard error, as a preview's
// log does in Xcode's console.

/// A log (os' `Logger`): messages go to standard error.
public struct Logger: Sendable {
    let subsystem: String
    let category: String

    public init() { self.init(subsystem: "", category: "") }
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }
    public init(_ log: OSLog) { self.init(subsystem: "", category: "") }

    func write(_ level: String, _ message: OSLogMessage) {
        FileHandle.standardError.write(Data("[\(level)] \(category.isEmpty ? "" : category + ": ")\(message.text)\n".utf8))
    }

    public func log(_ message: OSLogMessage) { write("default", message) }
    public func log(level: OSLogType, _ message: OSLogMessage) { write("default", message) }
    public func trace(_ message: OSLogMessage) { write("trace", message) }
    public func debug(_ message: OSLogMessage) { write("debug", message) }
    public func info(_ message: OSLogMessage) { write("info", message) }
    public func notice(_ message: OSLogMessage) { write("notice", message) }
    public func warning(_ message: OSLogMessage) { write("warning", message) }
    public func error(_ message: OSLogMessage) { write("error", message) }
    public func critical(_ message: OSLogMessage) { write("critical", message) }
    public func fault(_ message: OSLogMessage) { write("fault", message) }
}

/// A log message with its interpolations (os' `OSLogMessage`).
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: Interpolation) { text = stringInterpolation.text }

    /// What a log message interpolates, with the options os' interpolations take.
    public struct Interpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, privacy: OSLogPrivacy = .auto,
                                                    align: OSLogStringAlignment = .none) {
            text += "\(value())"
        }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: @autoclosure @escaping () -> T,
                                                                         format: OSLogFloatFormatting, privacy: OSLogPrivacy = .auto) {
            text += "\(value())"
        }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: @autoclosure @escaping () -> T,
                                                                   format: OSLogIntegerFormatting, privacy: OSLogPrivacy = .auto) {
            text += "\(value())"
        }
    }
}

/// How private an interpolated value is (os' `OSLogPrivacy`).
public struct OSLogPrivacy: Sendable {
    public static let auto = OSLogPrivacy(), `public` = OSLogPrivacy(), `private` = OSLogPrivacy(), sensitive = OSLogPrivacy()
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy() }
    /// A privacy mask.
    public struct Mask: Sendable { public static let hash = Mask() }
}

/// How an interpolated value is aligned (os' `OSLogStringAlignment`).
public struct OSLogStringAlignment: Sendable {
    public static let none = OSLogStringAlignment()
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
}

/// How a float is written (os' `OSLogFloatFormatting`).
public struct OSLogFloatFormatting: Sendable {
    public static func fixed(precision: Int) -> OSLogFloatFormatting { OSLogFloatFormatting() }
    public static let fixed = OSLogFloatFormatting()
}

/// How an integer is written (os' `OSLogIntegerFormatting`).
public struct OSLogIntegerFormatting: Sendable {
    public static let decimal = OSLogIntegerFormatting(), hex = OSLogIntegerFormatting()
}

/// A log level (os' `OSLogType`), with os' raw values: equal when they are, and hashable where a
/// file declares it so (`extension OSLogType: Hashable {}`, as apps keying a dictionary by level do).
public struct OSLogType: Equatable, RawRepresentable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ type: UInt8) { rawValue = type }
    public static let `default` = OSLogType(0), info = OSLogType(1), debug = OSLogType(2), error = OSLogType(16),
                      fault = OSLogType(17)
}

/// A log handle (os' `OSLog`).
public final class OSLog: Sendable {
    public static let `default` = OSLog(subsystem: "", category: "")
    public init(subsystem: String, category: String) {}
}

/// Logs a format string (os' `os_log`).
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
}

/// Logs a message (os' `os_log` with a level).
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
    FileHandle.standardError.write(Data("\(message.text)\n".utf8))
}
