// An image's pixel size from the first bytes of its file, for the asset catalog's image sizes.
import Foundation

/// The pixel size in a PNG's or JPEG's header.
enum ImageHeader {
    static func pixelSize(_ data: Data) -> (width: Double, height: Double)? {
        let bytes = [UInt8](data.prefix(1 << 16))
        func big(_ at: Int, _ count: Int) -> Int? {
            guard at + count <= bytes.count else { return nil }
            return bytes[at..<(at + count)].reduce(0) { $0 << 8 | Int($1) }
        }
        // PNG: the signature, then the IHDR chunk's width and height.
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), let width = big(16, 4), let height = big(20, 4) {
            return (Double(width), Double(height))
        }
        // JPEG: the first start-of-frame segment's height and width.
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var position = 2
        while position + 9 < bytes.count, bytes[position] == 0xFF {
            let marker = bytes[position + 1]
            guard let length = big(position + 2, 2) else { return nil }
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC,
               let height = big(position + 5, 2), let width = big(position + 7, 2) {
                return (Double(width), Double(height))
            }
            position += 2 + length
        }
        return nil
    }
}
