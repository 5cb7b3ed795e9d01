// A library folder with the layout `Toolchain` checks (`Modules/NAME.swiftmodule` and an object in
// `NAME.build/` for each library module) but empty files: enough for the lookup, the doctor and the
// toolchain check, which never read the modules; nothing can be compiled against it.
import ExperimentFiles
import Foundation

public enum FakeLibrary {
    /// Makes the folder at `path`; with `compiler`, a `toolchain.txt` naming it (a `swiftc --version`
    /// text), with `version`, a `version.txt` (`layoutlab 1.1.0`).
    public static func make(at path: String, compiler: String? = nil, version: String? = nil) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: path + "/Modules", withIntermediateDirectories: true)
        for module in Toolchain.libraryModules {
            try Data().write(to: URL(fileURLWithPath: "\(path)/Modules/\(module).swiftmodule"))
            try manager.createDirectory(atPath: "\(path)/\(module).build", withIntermediateDirectories: true)
            try Data().write(to: URL(fileURLWithPath: "\(path)/\(module).build/\(module).swift.o"))
        }
        if let compiler { try Data((compiler + "\n").utf8).write(to: URL(fileURLWithPath: path + "/toolchain.txt")) }
        if let version { try Data((version + "\n").utf8).write(to: URL(fileURLWithPath: path + "/version.txt")) }
    }

    /// A `swiftc --version` text of a compiler no machine running the tests has.
    public static let otherCompiler = "Swift version 5.9.2 (swift-5.9.2-RELEASE)\nTarget: x86_64-unknown-linux-gnu"
}
