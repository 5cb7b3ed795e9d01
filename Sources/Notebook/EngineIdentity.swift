// Which engine produced a run: its version, its behaviour fingerprint and its options. A rerun
// skips an experiment whose latest result came from the same fingerprint, options and definition.
import LayoutEngine

/// The engine's identity as recorded with each run.
public struct EngineIdentity: Hashable, Sendable {
    public var version: String
    public var fingerprint: String
    /// Non-default options as `key=value`, sorted by key.
    public var options: [String]

    public init(version: String, fingerprint: String, options: [String]) {
        self.version = version
        self.fingerprint = fingerprint
        self.options = options
    }

    /// The identity of an engine configured with `options`.
    public init(options: LayoutOptions) {
        self.init(version: Engine.version, fingerprint: Engine.fingerprint, options: options.nonDefaultSettings)
    }

    /// Options as stored in `run.engine_options`: one `key=value` per line.
    var storedOptions: String { options.joined(separator: "\n") }

    static func options(fromStored text: String) -> [String] {
        text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }
}
