// The folders of an Xcode project's targets built for other platforms. An app with a tvOS or
// watchOS companion keeps each target's files in a folder named after it (`MyMangaForTV`,
// Catalog_Manga's Apple TV app), with views of the same names as the phone app's (`ContentView`):
// a target whose build configurations all set `SDKROOT` to another platform's SDK (`appletvos`)
// is not built for the iPhone, so a folder search leaves its folder out, as Xcode leaves that
// target out of the iPhone app's build. A target's folder is its synchronized folder (Xcode 16),
// else the folder named after it beside the project (or after its platform, in Xcode 12's
// multiplatform template: `macOS/` for `Clock (macOS)`). Multiplatform targets (`SDKROOT = auto`) and
// targets without an `SDKROOT` are kept.
import Foundation

extension XcodeProjects {
    /// The platform name (`ios`, `tvos`, …) of an `SDKROOT` value; nil for `auto` and unknown ones.
    static func platform(ofSDK sdk: String) -> String? {
        ["iphoneos": "ios", "appletvos": "tvos", "watchos": "watchos", "macosx": "macos", "xros": "xros"][sdk]
    }

    /// The files among `files` inside the folders of the targets that the projects near `folder`
    /// (`projectFile(near:)`, or in its direct subfolders when it holds none) build only for
    /// platforms other than `platform`.
    static func filesOfOtherPlatformTargets(in folder: String, files: [String], platform: String) -> [String] {
        var folders: [String] = []
        for project in projects(around: folder) {
            guard let text = try? String(contentsOfFile: project, encoding: .utf8), text.contains("SDKROOT") else { continue }
            let root = URL(fileURLWithPath: project).deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL.path
            let objects = pbxObjects(in: text)
            for target in objects.values where target.isa == "PBXNativeTarget" {
                let sdks = (target.configurationList.flatMap { objects[$0] }?.configurations ?? []).map { objects[$0]?.sdkRoot }
                let platforms = sdks.map { $0.flatMap(Self.platform(ofSDK:)) }
                guard !platforms.isEmpty, !platforms.contains(nil), !platforms.contains(platform) else { continue }
                let paths = target.synchronizedGroups.compactMap { objects[$0]?.path }
                folders += (paths.isEmpty ? conventionalFolders(ofTarget: target.name) : paths).map { root + "/" + $0 + "/" }
            }
        }
        guard !folders.isEmpty else { return [] }
        return files.filter { file in
            let path = URL(fileURLWithPath: file).standardizedFileURL.path
            return folders.contains { path.hasPrefix($0) }
        }
    }

    /// The folders a target's files lie in by Xcode's conventions: the folder named after it, and
    /// for a target of Xcode 12's multiplatform app template (`Clock (macOS)` beside `Clock (iOS)`,
    /// their files in `macOS/` and `iOS/` beside `Shared/`), the folder named after its platform.
    static func conventionalFolders(ofTarget name: String?) -> [String] {
        guard let name else { return [] }
        guard name.hasSuffix(")"), let open = name.lastIndex(of: "(") else { return [name] }
        let platform = String(name[name.index(after: open)..<name.index(before: name.endIndex)])
        return ["iOS", "macOS", "tvOS", "watchOS", "visionOS"].contains(platform) ? [name, platform] : [name]
    }

    /// The project near `folder`, or when there is none, those of its direct subfolders (a
    /// repository whose app and project lie one folder down).
    static func projects(around folder: String) -> [String] {
        if let project = projectFile(near: folder) { return [project] }
        let children = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        return children.compactMap { projectFile(in: URL(fileURLWithPath: folder).appendingPathComponent($0)) }
    }
}
