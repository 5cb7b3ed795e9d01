// The run loop's next turn, as the views see it: what they handed to the main queue
// (`DispatchQueue.main.async { width = proxy.size.width }`) runs before they are built again.
import Foundation

/// Marks that the main queue reached the end of what was handed to it before (`runMainQueueTurn`).
private final class TurnMarker: @unchecked Sendable {
    var reached = false
}

/// Runs the blocks handed to the main queue so far, in order, on the main thread: a marker is
/// queued after them and the run loop turns until the marker has run, so every block before it
/// has run too. (One turn of a millisecond missed them when the machine was busy: the run loop's
/// deadline passed before it looked at the queue.) Blocks those blocks queue run on a later
/// turn, as in an app. Stops when the run loop cannot run (called from a block the main queue is
/// running, which holds the queue until it returns) and after `limit` seconds, for a block that
/// never ends.
func runMainQueueTurn(limit: TimeInterval = 5) {
    guard Thread.isMainThread else { return }
    let marker = TurnMarker()
    DispatchQueue.main.async { marker.reached = true }
    let deadline = Date(timeIntervalSinceNow: limit)
    while !marker.reached && Date() < deadline {
        guard RunLoop.main.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.01))) else { return }
    }
}
