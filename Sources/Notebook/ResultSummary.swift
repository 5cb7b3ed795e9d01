// One result's status and counts: what `RunRecorder.record` returns for the run summary, and the
// latest result `Notebook.experimentSummaries()` lists for each experiment.

/// One experiment's result in one run, in brief: its status and how many rows it recorded.
public struct ResultSummary: Hashable, Sendable {
    public var experiment: String
    public var runID: Int64
    public var status: ResultStatus
    public var error: String?
    public var nodes: Int
    public var calls: Int
    public var expectationsPassed: Int
    public var expectationsFailed: Int
}
