// Whether the compiler that will compile experiment files is the one that built the library they
// import. Swift modules are readable only by the compiler that wrote them: with another one every
// experiment fails with "module compiled with Swift X cannot be imported by the Swift Y compiler"
// or a link error. `layoutlab run` and `layoutlab doctor` check first and say so in words.
import Foundation

/// The outcome of comparing a library's recorded compiler with the compiler in use.
public enum ToolchainMatch: Hashable, Sendable {
    /// Both are this compiler.
    case matches(CompilerIdentity)
    /// The library was built by `library` (recorded in `recordedIn`); `compiler` would compile.
    case mismatch(library: CompilerIdentity, recordedIn: String, compiler: CompilerIdentity)
    /// The library does not record which compiler built it (no `toolchain.txt`, no
    /// `swift-version-*.txt`): nothing to compare.
    case unrecorded(compiler: CompilerIdentity)
}

/// Compares a toolchain's compiler with the compiler that built its library.
public struct ToolchainCheck: Hashable, Sendable {
    public var toolchain: Toolchain
    /// Where `swiftc --version` answers are kept (nil: asked every time).
    public var cacheFolder: String?

    public init(toolchain: Toolchain, cacheFolder: String? = nil) {
        self.toolchain = toolchain
        self.cacheFolder = cacheFolder
    }

    /// Asks the compiler who it is and reads who built the library.
    public func compare() throws(ToolchainError) -> ToolchainMatch {
        let compiler = try CompilerIdentity.of(swiftc: toolchain.swiftc, cacheFolder: cacheFolder)
        guard let recorded = CompilerIdentity.recorded(inLibrary: toolchain.buildFolder) else {
            return .unrecorded(compiler: compiler)
        }
        return recorded.identity.matches(compiler)
            ? .matches(compiler)
            : .mismatch(library: recorded.identity, recordedIn: recorded.file, compiler: compiler)
    }

    /// Throws the explanation when the compilers differ (an unrecorded library passes: it may work).
    public func require() throws(ToolchainError) {
        if case let .mismatch(library, file, compiler) = try compare() {
            throw Self.mismatchError(toolchain: toolchain, library: library, recordedIn: file, compiler: compiler)
        }
    }

    /// The mismatch in words: which compiler built the library, which one would compile, why that
    /// cannot work, and the two ways out.
    public static func mismatchError(toolchain: Toolchain, library: CompilerIdentity, recordedIn file: String,
                                     compiler: CompilerIdentity) -> ToolchainError {
        ToolchainError(
            problem: "toolchain mismatch: the library in \(toolchain.buildFolder) was built by \(library.versionLine) "
                + "(recorded in \(file)), but experiment files would be compiled by \(toolchain.swiftc), which is "
                + "\(compiler.versionLine); a Swift compiler cannot import modules another compiler built, so every "
                + "experiment file would fail to compile or link",
            fix: "put the toolchain that built the library first on PATH (or set LAYOUTLAB_SWIFTC to its swiftc), "
                + "or rebuild layoutlab with this compiler (`swift build -c release`) and run `layoutlab install` again")
    }
}
