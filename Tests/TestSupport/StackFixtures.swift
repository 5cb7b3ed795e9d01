// Trees several test targets lay out the same way.
import LayoutEngine

/// Stacks whose probes the engine tests check and whose explanation the report tests read.
public enum StackFixtures {
    /// An HStack of a flexible frame (50…200 wide) around an inner HStack of red and blue, and
    /// green: the frame proposes the inner stack its minimum, its maximum and its share, all with
    /// one cross proposal, so the inner stack probes its children once.
    public static let innerStackInFlexibleFrame = ViewNode.hstack(spacing: 0) {
        ViewNode.hstack(spacing: 0) {
            ViewNode.color("red").id("red")
            ViewNode.color("blue").id("blue")
        }.id("inner").frame(minWidth: 50, maxWidth: 200).id("frame")
        ViewNode.color("green").id("green")
    }
}
