// `URLSessionConfiguration.waitsForConnectivity`, which Linux's Foundation declares unavailable
// ("Not available on non-Darwin platforms"): app code that sets it compiles. No request is made
// while a view is laid out, so there is nothing to wait for: the setting is accepted and not
// kept, and reads give Apple's default, false.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking

extension URLSessionConfiguration {
    /// Whether a session waits for a connection instead of failing at once: accepted, not kept
    /// (see the file header); always false, Apple's default.
    public var waitsForConnectivity: Bool {
        get { false }
        set {}
    }
}
#endif
