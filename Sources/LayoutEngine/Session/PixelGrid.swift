// Frames on the pixel grid (engine option `pixel-grid=on`) [RE OpenSwiftUI/DanceUI ViewFrame:
// `CGRect.roundCoordinatesToNearestOrUp(toMultipleOf: pixelLength)` when a view's frame is made
// for display; pixelLength = 1 / display scale].
//
// SwiftUI lays out with unrounded lengths and snaps each view's frame when it draws it: in its
// parent's coordinates, the frame's origin and its far corner are each rounded to the nearest
// pixel, halves rounding up, and the size is what lies between them. A child's frame is relative
// to its parent's snapped origin, so every edge lands on a pixel. The layout itself (proposals,
// sizes, the trace) is unchanged; only the recorded frames move, by less than a pixel each.
//
// Off by default: the frames then are the layout's own values, which every measurement the engine
// is checked against agrees with (the seeds' numbers lie on the @3x grid either way), and which
// `explain` reasons about. Turn it on to compare with pixel maps of real renders.

extension LayoutSession {
    /// Replaces each placement's frame with its snapped frame (see the file comment), parents first.
    func snapPlacementsToPixelGrid(scale: Double) {
        var layoutOrigins = [Point?](repeating: nil, count: records.count)
        var snappedOrigins = [Point?](repeating: nil, count: records.count)
        for index in placements.indices {
            let placement = placements[index]
            // The nearest placed ancestor (modifiers and containers are placed before their content).
            var ancestor = records[placement.node].parent
            while let node = ancestor, layoutOrigins[node] == nil { ancestor = records[node].parent }
            let parentLayout = ancestor.flatMap { layoutOrigins[$0] } ?? .zero
            let parentSnapped = ancestor.flatMap { snappedOrigins[$0] } ?? .zero
            let frame = placement.frame
            let relative = Rect(x: frame.minX - parentLayout.x, y: frame.minY - parentLayout.y,
                                width: frame.width, height: frame.height)
            let snapped = relative.snappedToPixels(scale: scale)
            let absolute = Rect(x: parentSnapped.x + snapped.minX, y: parentSnapped.y + snapped.minY,
                                width: snapped.width, height: snapped.height)
            layoutOrigins[placement.node] = frame.origin
            snappedOrigins[placement.node] = absolute.origin
            placements[index].frame = absolute
        }
    }
}

extension Rect {
    /// Origin and far corner each rounded to the nearest multiple of 1 / `scale` (halves up);
    /// lengths that are not finite stay as they are.
    func snappedToPixels(scale: Double) -> Rect {
        func snap(_ value: Double) -> Double {
            value.isFinite ? (value * scale + 0.5).rounded(.down) / scale : value
        }
        // The length between the snapped edges, itself rounded to whole pixels (as SwiftUI does) so
        // that it is exactly n / scale, not n / scale give or take a last bit of the subtraction.
        func length(_ start: Double, _ snappedStart: Double, _ length: Double) -> Double {
            length.isFinite ? ((snap(start + length) - snappedStart) * scale).rounded() / scale : length
        }
        let x = snap(minX), y = snap(minY)
        let width = length(minX, x, width)
        let height = length(minY, y, height)
        return Rect(x: x, y: y, width: width, height: height)
    }
}
