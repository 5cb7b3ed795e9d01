// The files an Xcode 16 project's synchronized folders build only for other platforms. A folder
// synchronized with a target (`PBXFileSystemSynchronizedRootGroup`) builds every file in it, except
// as its exception sets say: `platformFiltersByRelativePath` lists files built only for some
// platforms (`Views/PlayerMac.swift = (macos, );`), which a multiplatform app keeps beside the
// iPhone's. Laid out as on an iPhone (or a Mac), the others' files are left out, as Xcode leaves them
// out of that platform's build.
import Foundation

extension XcodeProjects {
    /// The files among `files` that the synchronized folders of the project near `folder` build only
    /// for platforms other than `platform` (`ios`, `macos`: the names the project uses).
    static func filesForOtherPlatforms(in folder: String, files: [String], platform: String) -> [String] {
        guard let project = projectFile(near: folder), let text = try? String(contentsOfFile: project, encoding: .utf8),
              text.contains("platformFiltersByRelativePath") else { return [] }
        let root = URL(fileURLWithPath: project).deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL.path
        let objects = pbxObjects(in: text)
        var platforms: [String: Set<String>] = [:]
        for (_, group) in objects where group.isa == "PBXFileSystemSynchronizedRootGroup" {
            guard let path = group.path else { continue }
            for exception in group.exceptions {
                for (relative, names) in objects[exception]?.platformFilters ?? [:] {
                    platforms["\(root)/\(path)/\(relative)", default: []].formUnion(names)
                }
            }
        }
        return files.filter { file in
            guard let names = platforms[URL(fileURLWithPath: file).standardizedFileURL.path] else { return false }
            return !names.contains(platform)
        }
    }

    /// `platformFiltersByRelativePath = { A.swift = (ios, xros, ); … };` of an exception set's body:
    /// each file's platforms.
    static func platformFilters(in body: String) -> [String: Set<String>] {
        guard let start = body.range(of: "platformFiltersByRelativePath = {"),
              let end = body[start.upperBound...].firstIndex(of: "}") else { return [:] }
        var filters: [String: Set<String>] = [:]
        for entry in body[start.upperBound..<end].split(separator: ";") {
            let parts = entry.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            var path = parts[0].trimmingCharacters(in: .whitespacesAndNewlines)
            if path.hasPrefix("\""), path.hasSuffix("\""), path.count >= 2 { path = String(path.dropFirst().dropLast()) }
            let names = parts[1].split(whereSeparator: { "(), \n\t".contains($0) }).map(String.init)
            if !path.isEmpty { filters[path] = Set(names) }
        }
        return filters
    }
}
