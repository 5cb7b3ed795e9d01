// The notebook: SQLite storage of experiments, runs, frames and traces (issue: notebook).
import LayoutEngine
