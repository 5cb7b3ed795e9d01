// Which images exist, for UIKit's failable initializers: `UIImage(named:)` is nil for a name the
// app has no image of, and `UIImage(data:)` for bytes that are not an image, and apps branch on
// that (`if let image = UIImage(named: name) { … } else { Image(systemName: "photo") }`). The
// app's images are known when `layoutlab run` found its asset catalog: it names the file of the
// catalog's images in the program's environment. Without a catalog every name may be the app's.
import Foundation

/// The images the app has. Implementation detail of LayoutLabUI.
enum _AppImages {
    /// The catalog's image names, read once; nil when no catalog was found.
    static let catalog: Set<String>? = {
        guard let path = ProcessInfo.processInfo.environment["LAYOUTLAB_CATALOG_IMAGES"],
              let data = FileManager.default.contents(atPath: path),
              let sizes = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        return Set(sizes.keys)
    }()

    /// The file extensions of images a bundle holds by name.
    static let fileExtensions = ["png", "jpg", "jpeg", "pdf", "heic", "gif", "webp", "svg"]

    /// Whether `name` may be an image of the app: in its catalog (a namespaced `Icons/star` by
    /// its last part too), a file of its bundle, or anything when no catalog is known.
    static func mayHold(_ name: String) -> Bool {
        guard let catalog else { return true }
        if catalog.contains(name) || catalog.contains(String(name.split(separator: "/").last ?? "")) { return true }
        let url = URL(fileURLWithPath: name)
        let base = url.deletingPathExtension().lastPathComponent
        let extensions = url.pathExtension.isEmpty ? fileExtensions : [url.pathExtension]
        return extensions.contains { Bundle.main.path(forResource: base, ofType: $0) != nil }
    }

    /// Whether `data` starts as an image file does.
    static func isImageFile(_ data: Data) -> Bool {
        let head = [UInt8](data.prefix(12))
        func starts(_ bytes: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + bytes.count && Array(head[offset..<offset + bytes.count]) == bytes
        }
        return starts([0x89, 0x50, 0x4E, 0x47]) || starts([0xFF, 0xD8, 0xFF]) || starts(Array("GIF8".utf8))
            || starts(Array("ftyp".utf8), at: 4) || (starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8))
            || starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) || starts(Array("BM".utf8))
            || starts(Array("%PDF".utf8))
    }
}
