// The layoutlab command-line tool.
print("layoutlab \(LayoutEngineVersion.value)")
import LayoutEngine
enum LayoutEngineVersion { static let value = LayoutEngine.version }
