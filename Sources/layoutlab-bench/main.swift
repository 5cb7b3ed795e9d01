// Benchmarks.
import LayoutEngine
print(LayoutEngine.version)
