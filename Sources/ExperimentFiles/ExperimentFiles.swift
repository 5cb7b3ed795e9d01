// Experiment files in SwiftUI syntax → engine trees (issue: experiment files).
import LayoutEngine
