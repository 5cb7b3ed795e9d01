// Comparing two recorded runs and rendering what shifted (issue 5, `layoutlab diff`).
//
// The flow is one-way and pure until the last step:
//   `compareRuns(base:head:options:)`  two `RunSnapshot`s → `RunComparison` (NodeMatching, Compare*)
//   `renderDiffReport(_:options:)`      `RunComparison` → Markdown text + SVG pictures (Markdown*, SVG*)
//   `writeDiffReport(_:to:)`            the only step that touches the file system (ReportWriter)
// Nothing here writes to the notebook database.
import LayoutEngine
