// Comparing runs and rendering reports (issue: diff reports).
import LayoutEngine
