// Short names for node paths in prose and terminal summaries: the shortest ending of a path that
// no other node's path ends with ("…/HStack[0]/font[3]"), instead of every step from the root.

/// The endings of a set of node paths (their last two to six steps), counted, so that a path can
/// be named by the shortest ending no other path has.
public struct PathEndings: Sendable {
    static let steps = 2...6
    private var counts: [String: Int] = [:]

    /// Counts the endings of `paths`; a path given twice counts once.
    public init(paths: some Sequence<String>) {
        for path in Set(paths) {
            for ending in Self.endings(of: path) { counts[ending, default: 0] += 1 }
        }
    }

    /// The path's endings, shortest first (fewer when the path is shorter).
    private static func endings(of path: String) -> [String] {
        let steps = path.split(separator: "/", omittingEmptySubsequences: false)
        return Self.steps.compactMap { count in
            count < steps.count ? steps.suffix(count).joined(separator: "/") : nil
        }
    }

    /// The shortest ending of `path` that is no other path's, after "…/", else the whole path.
    public func shortest(_ path: String) -> String {
        Self.endings(of: path).first { counts[$0] == 1 }.map { "…/" + $0 } ?? path
    }
}
