// Checking a labelled frame of a layout to 0.01 pt (README: "Expectations are checked to 0.01 pt"),
// as a package user's tests would.
import LayoutLabUI
import Testing

/// Checks one labelled frame of `result` to 0.01 pt.
func expectFrame(_ result: LayoutLab.Result, _ label: String, _ expected: any ExpectedFrame,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    guard let frame = result[label] else {
        Issue.record("no placed node labelled \(label)", sourceLocation: sourceLocation)
        return
    }
    func close(_ actual: CGFloat, _ wanted: CGFloat) -> Bool { actual == wanted || abs(actual - wanted) <= 0.01 }
    let size = expected.expectedSize
    #expect(close(frame.width, size.width) && close(frame.height, size.height),
            "\(label): size \(frame.size), expected \(size)", sourceLocation: sourceLocation)
    if let origin = expected.expectedOrigin {
        #expect(close(frame.minX, origin.x) && close(frame.minY, origin.y),
                "\(label): origin \(frame.origin), expected \(origin)", sourceLocation: sourceLocation)
    }
}
