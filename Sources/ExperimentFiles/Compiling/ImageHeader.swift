// An image's size from the first bytes of its file, for the asset catalog's image sizes: a PNG's
// or JPEG's pixels, or a vector image's size in points (a PDF's media box, an SVG's width and
// height or, without them, its view box).
import Foundation

/// The pixel size in a PNG's or JPEG's header.
enum ImageHeader {
    /// The whole file is read: a JPEG's frame header comes after its metadata segments, which a
    /// photo's camera data can make longer than 64 KB.
    static func pixelSize(_ data: Data) -> (width: Double, height: Double)? {
        let bytes = data
        let base = bytes.startIndex
        func big(_ at: Int, _ count: Int) -> Int? {
            guard at >= 0, at + count <= bytes.count else { return nil }
            return bytes[(base + at)..<(base + at + count)].reduce(0) { $0 << 8 | Int($1) }
        }
        func byte(_ at: Int) -> UInt8 { bytes[base + at] }
        // PNG: the signature, then the IHDR chunk's width and height.
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), let width = big(16, 4), let height = big(20, 4) {
            return (Double(width), Double(height))
        }
        // JPEG: the first start-of-frame segment's height and width.
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var position = 2
        while position + 9 < bytes.count, byte(position) == 0xFF {
            let marker = byte(position + 1)
            guard let length = big(position + 2, 2) else { return nil }
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC,
               let height = big(position + 5, 2), let width = big(position + 7, 2) {
                return (Double(width), Double(height))
            }
            position += 2 + length
        }
        return nil
    }

    /// A PDF's or SVG's size in points; nil for anything else.
    static func vectorSize(_ data: Data) -> (width: Double, height: Double)? {
        let text = String(decoding: data.prefix(1 << 18), as: UTF8.self)
        func numbers(_ pattern: String) -> [Double]? {
            guard let range = text.range(of: pattern, options: .regularExpression) else { return nil }
            return text[range].split { !"0123456789.-".contains($0) }.compactMap { Double($0) }
        }
        if text.hasPrefix("%PDF") {
            guard let box = numbers(#"/MediaBox\s*\[\s*[-0-9. ]+\]"#), box.count == 4 else { return nil }
            return (box[2] - box[0], box[3] - box[1])
        }
        guard let tag = text.range(of: #"<svg[^>]*>"#, options: .regularExpression) else { return nil }
        let svg = String(text[tag])
        func attribute(_ name: String) -> Double? {
            guard let range = svg.range(of: #"\s"# + name + #"\s*=\s*["'][0-9.]+(px|pt)?["']"#, options: .regularExpression) else { return nil }
            return svg[range].split { !"0123456789.".contains($0) }.compactMap { Double($0) }.first
        }
        if let width = attribute("width"), let height = attribute("height") { return (width, height) }
        guard let range = svg.range(of: #"viewBox\s*=\s*["'][-0-9. ,]+["']"#, options: .regularExpression) else { return nil }
        let box = svg[range].split { !"0123456789.-".contains($0) }.compactMap { Double($0) }
        return box.count == 4 ? (box[2], box[3]) : nil
    }
}
