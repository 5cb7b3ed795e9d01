// What can go wrong installing or uninstalling: each error names the path and says how to fix it.
import Foundation

/// An install or uninstall that could not be done: the problem (with its path) and the fix, as
/// the toolchain's own errors say them.
public typealias InstallError = ToolchainError

extension ToolchainError {
    /// A folder under the prefix that cannot be written (or created).
    static func notWritable(_ path: String, prefix: String, because reason: String) -> InstallError {
        InstallError(
            problem: "cannot write to \(path): \(reason)",
            fix: "choose a prefix you can write to with `--prefix` (the default is ~/.local, which needs no "
                + "administrator rights), or run the command as a user who can write to \(prefix)")
    }

    /// A copy that failed part-way (what was written before it has been removed again).
    static func copyFailed(_ source: String, to destination: String, because reason: String) -> InstallError {
        InstallError(
            problem: "cannot copy \(source) to \(destination): \(reason); nothing was installed",
            fix: "check that \(source) is readable and that the disk holding \(destination) has space, then run `layoutlab install` again")
    }

    /// The binary or library would be copied onto itself.
    static func sameAsSource(_ path: String) -> InstallError {
        InstallError(
            problem: "layoutlab is already installed in \(path): this binary and its library are the installed ones",
            fix: "to install into another prefix pass `--prefix PATH`; to install a new build run that build's binary "
                + "(`.build/release/layoutlab install`)")
    }

    /// No manifest to uninstall from.
    static func noManifest(_ path: String, otherVersions: [String]) -> InstallError {
        let others = otherVersions.isEmpty ? "" : " (installed there: version \(otherVersions.joined(separator: ", ")))"
        return InstallError(
            problem: "nothing to uninstall: there is no \(path)\(others)",
            fix: otherVersions.isEmpty
                ? "pass the prefix layoutlab was installed into with `--prefix PATH` (the default is ~/.local)"
                : "uninstall another version with that version's `layoutlab uninstall`, or pass another `--prefix PATH`")
    }

    /// A manifest line that is not `file PATH` or `dir PATH` with PATH inside the prefix.
    static func badManifest(_ path: String, line: Int, text: String) -> InstallError {
        InstallError(
            problem: "\(path), line \(line), is not an entry layoutlab writes (`\(text)`); nothing was removed",
            fix: "restore the manifest as `layoutlab install` wrote it (each line `file PATH` or `dir PATH`, relative to "
                + "the prefix), or remove the installed files by hand")
    }

    /// A listed file or folder that could not be removed.
    static func removeFailed(_ path: String, because reason: String, prefix: String) -> InstallError {
        InstallError(
            problem: "cannot remove \(path): \(reason)",
            fix: "run `layoutlab uninstall` as a user who can write to \(prefix), then run it again to finish")
    }
}
