// `layoutlab install`: the running binary to `PREFIX/bin/layoutlab`, and the library experiment
// files compile against — each library module's interface (`Modules/NAME.swiftmodule`) and the
// objects of its current build (`NAME.build/*.o`) — to `PREFIX/lib/layoutlab/VERSION/`, the layout of
// a build folder, with `toolchain.txt` (the compiler that built the library), `version.txt` and the
// manifest of everything written. Framework imports (`import UIKit`, `import Combine`) are rewritten
// to LayoutLabUI, so there are no other modules to copy; nothing a compiled experiment links needs
// C modules (CSQLite is the notebook's, which experiments never import).
//
// Every folder it needs is checked writable before anything is copied; each file is copied to a
// temporary name beside its place and renamed (an installed binary that is running is replaced,
// not overwritten); when a copy fails, what was written is removed again.
import Foundation

/// One file to install: where it comes from, where it goes (relative to the prefix), and whether
/// it is executable.
public struct InstallItem: Hashable, Sendable {
    public var source: String
    public var destination: String
    public var executable: Bool
}

/// An install prefix (`~/.local`, `/usr/local`): `bin/layoutlab` and `lib/layoutlab/VERSION/`.
public struct Installation: Hashable, Sendable {
    /// The prefix, absolute.
    public var prefix: String

    /// `prefix` made absolute: `~/…` (as in `--prefix=~/tools`, which no shell expands) is in the home
    /// folder, a relative path in the current folder.
    public init(prefix: String) {
        var expanded = prefix
        if prefix == "~" || prefix.hasPrefix("~/") {
            expanded = Self.home() + prefix.dropFirst()
        }
        let absolute = expanded.hasPrefix("/") ? expanded : FileManager.default.currentDirectoryPath + "/" + expanded
        self.prefix = LibraryLookup.clean(absolute)
    }

    /// `~/.local`.
    public static func defaultPrefix(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        home(environment: environment) + "/.local"
    }

    /// `$HOME`, else the account's home folder.
    static func home(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    }

    /// `bin/layoutlab`, relative to the prefix.
    public static let binaryPath = "bin/layoutlab"
    /// `lib/layoutlab/VERSION`, relative to the prefix.
    public static let libraryPath = "lib/layoutlab/" + LibraryLookup.version

    public var binary: String { prefix + "/" + Self.binaryPath }
    public var libraryFolder: String { prefix + "/" + Self.libraryPath }
    public var manifestPath: String { libraryFolder + "/" + InstallManifest.fileName }

    /// The files to copy: the binary and, for each library module, its interface and objects.
    public static func items(binary: String, toolchain: Toolchain) -> [InstallItem] {
        var items = [InstallItem(source: binary, destination: binaryPath, executable: true)]
        for module in Toolchain.libraryModules {
            let interface = "\(toolchain.modulesFolder)/\(module).swiftmodule"
            items += files(under: interface).map {
                InstallItem(source: $0.path, destination: "\(libraryPath)/Modules/\(module).swiftmodule\($0.relative)", executable: false)
            }
        }
        for object in toolchain.libraryObjects {
            let folder = ((object as NSString).deletingLastPathComponent as NSString).lastPathComponent
            let name = (object as NSString).lastPathComponent
            items.append(InstallItem(source: object, destination: "\(libraryPath)/\(folder)/\(name)", executable: false))
        }
        return items
    }

    /// A file (relative part empty), or every file under a folder (a module interface can be a
    /// folder of per-architecture files on macOS).
    static func files(under path: String) -> [(path: String, relative: String)] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [(path, "")] }
        let found = (FileManager.default.subpaths(atPath: path) ?? []).sorted().filter {
            var inner: ObjCBool = false
            return FileManager.default.fileExists(atPath: path + "/" + $0, isDirectory: &inner) && !inner.boolValue
        }
        return found.map { (path + "/" + $0, "/" + $0) }
    }

    /// Installs `binary` and `toolchain`'s library, recording `compiler` as the library's
    /// compiler. A previous install of this version in the prefix is replaced: its files that this
    /// install does not write again are removed, and the folders it created stay listed.
    @discardableResult
    public func install(binary: String, toolchain: Toolchain, compiler: CompilerIdentity) throws(InstallError) -> InstallManifest {
        let manager = FileManager.default
        let resolved = { (path: String) in LibraryLookup.clean((path as NSString).resolvingSymlinksInPath) }
        if resolved(binary) == resolved(self.binary) || resolved(toolchain.buildFolder) == resolved(libraryFolder) {
            throw InstallError.sameAsSource(prefix)
        }
        let previous = try? manifest()
        let items = Self.items(binary: binary, toolchain: toolchain)
        let generated = [(CompilerIdentity.recordFile, compiler.text + "\n"),
                         ("version.txt", "layoutlab \(LibraryLookup.version)\n")]
        let destinations = items.map(\.destination) + generated.map { "\(Self.libraryPath)/\($0.0)" }
            + ["\(Self.libraryPath)/\(InstallManifest.fileName)"]

        // Every folder the files go into: created now (parents first) unless it exists.
        var needed: [String] = []
        for destination in destinations {
            var folder = (destination as NSString).deletingLastPathComponent
            var chain: [String] = []
            while !folder.isEmpty { chain.insert(folder, at: 0); folder = (folder as NSString).deletingLastPathComponent }
            for part in chain where !needed.contains(part) { needed.append(part) }
        }
        try checkWritable(needed)
        // The prefix itself is made when missing, and kept by `uninstall` (it may be shared).
        do {
            try manager.createDirectory(atPath: prefix, withIntermediateDirectories: true)
        } catch {
            throw InstallError.notWritable(prefix, prefix: prefix, because: Self.reason(error))
        }
        var created: [String] = []
        var written: [String] = []
        do throws(InstallError) {
            for folder in needed where !manager.fileExists(atPath: prefix + "/" + folder) {
                do {
                    try manager.createDirectory(atPath: prefix + "/" + folder, withIntermediateDirectories: false)
                } catch {
                    throw InstallError.notWritable(prefix + "/" + folder, prefix: prefix, because: Self.reason(error))
                }
                created.append(folder)
            }
            for item in items {
                try copy(item.source, to: item.destination, executable: item.executable)
                written.append(item.destination)
            }
            for (name, text) in generated {
                try write(text, to: "\(Self.libraryPath)/\(name)")
                written.append("\(Self.libraryPath)/\(name)")
            }
            let manifest = InstallManifest(
                files: written + ["\(Self.libraryPath)/\(InstallManifest.fileName)"],
                folders: (previous?.folders ?? []) + created.filter { !(previous?.folders ?? []).contains($0) })
            try write(manifest.text, to: "\(Self.libraryPath)/\(InstallManifest.fileName)")
            // What the previous install wrote that this one did not (objects of renamed sources).
            for stale in previous?.files ?? [] where !manifest.files.contains(stale) {
                try? manager.removeItem(atPath: prefix + "/" + stale)
            }
            return manifest
        } catch {
            // Nothing half-installed: what this call wrote is removed (a file it replaced is gone).
            for file in written { try? manager.removeItem(atPath: prefix + "/" + file) }
            for folder in created.reversed() { try? manager.removeItem(atPath: prefix + "/" + folder) }
            throw error
        }
    }

    /// The installed manifest of this version.
    public func manifest() throws(InstallError) -> InstallManifest {
        guard let data = FileManager.default.contents(atPath: manifestPath) else {
            let versions = (try? FileManager.default.contentsOfDirectory(atPath: prefix + "/lib/layoutlab")) ?? []
            throw InstallError.noManifest(manifestPath, otherVersions: versions.sorted())
        }
        return try InstallManifest.parse(String(decoding: data, as: UTF8.self), path: manifestPath)
    }

    /// Throws, naming the folder, unless each of `folders` (relative) exists as a writable folder or
    /// can be created (its nearest existing ancestor is a writable folder).
    func checkWritable(_ folders: [String]) throws(InstallError) {
        let manager = FileManager.default
        for relative in [""] + folders {
            let path = relative.isEmpty ? prefix : prefix + "/" + relative
            var existing = path
            while !manager.fileExists(atPath: existing), existing != "/" {
                existing = (existing as NSString).deletingLastPathComponent
            }
            var isFolder: ObjCBool = false
            _ = manager.fileExists(atPath: existing, isDirectory: &isFolder)
            if !isFolder.boolValue {
                throw InstallError.notWritable(path, prefix: prefix, because: "\(existing) is a file, not a folder")
            }
            if !manager.isWritableFile(atPath: existing) {
                let what = existing == path ? "the folder is not writable" : "\(existing) is not writable, so it cannot be created"
                throw InstallError.notWritable(path, prefix: prefix, because: what)
            }
        }
    }

    /// Copies `source` to `relative` through a temporary name beside it.
    func copy(_ source: String, to relative: String, executable: Bool) throws(InstallError) {
        let destination = prefix + "/" + relative
        let temporary = destination + ".installing-\(ProcessInfo.processInfo.processIdentifier)"
        let manager = FileManager.default
        do {
            try? manager.removeItem(atPath: temporary)
            try manager.copyItem(atPath: source, toPath: temporary)
            try manager.setAttributes([.posixPermissions: executable ? 0o755 : 0o644], ofItemAtPath: temporary)
            try place(temporary, at: destination)
        } catch {
            try? manager.removeItem(atPath: temporary)
            throw InstallError.copyFailed(source, to: destination, because: Self.reason(error))
        }
    }

    /// Writes `text` to `relative` through a temporary name beside it.
    func write(_ text: String, to relative: String) throws(InstallError) {
        let destination = prefix + "/" + relative
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: destination), options: .atomic)
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: destination)
        } catch {
            throw InstallError.notWritable(destination, prefix: prefix, because: Self.reason(error))
        }
    }

    /// Renames `temporary` to `destination`, replacing what is there.
    func place(_ temporary: String, at destination: String) throws {
        guard rename(temporary, destination) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination,
                                                            NSLocalizedDescriptionKey: String(cString: strerror(errno))])
        }
    }

    /// The system's words for a file error, without Foundation's wrapping.
    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        switch (error as? CocoaError)?.code {
        case .fileNoSuchFile?, .fileReadNoSuchFile?: return "no such file or folder"
        case .fileWriteNoPermission?, .fileReadNoPermission?: return "permission denied"
        case .fileWriteOutOfSpace?: return "no space left on device"
        case .fileWriteVolumeReadOnly?: return "the file system is read-only"
        default: return nsError.localizedDescription
        }
    }
}
