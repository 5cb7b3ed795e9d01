// The content hash of a result: what its `layout`, `node`, `frame` and `trace_call` rows would hold,
// hashed as written (cleaned numbers, reason texts), so that two results with equal hashes store
// equal rows and the second can share the first's (`result.content_run_id`, migration 0004).
//
// 128 bits from two independent 64-bit lanes, each a multiply-fold mix (the 64 × 64 → 128-bit
// product's halves xor-ed, as wyhash does) of every value with its own constants. Not a
// cryptographic hash: nothing here is adversarial, and a match must also have equal node and call
// counts. Fast enough to hash every call of a rerun (a few ns per value).

/// Accumulates values into a 128-bit hash.
struct ContentHasher {
    private var lanes: (UInt64, UInt64) = (0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344)
    private var count: UInt64 = 0
    /// Whether a NaN was added (NaN must never be stored: `RunRecorder` then says where it is).
    private(set) var sawNaN = false

    private static func fold(_ x: UInt64, _ y: UInt64) -> UInt64 {
        let product = x.multipliedFullWidth(by: y)
        return product.high ^ product.low
    }

    mutating func add(_ value: UInt64) {
        count &+= 1
        lanes.0 = Self.fold(lanes.0 ^ value ^ 0xA076_1D64_78BD_642F, 0xE703_7ED1_A0B4_28DB ^ count)
        lanes.1 = Self.fold(lanes.1 ^ value ^ 0x8EBC_6AF0_9C88_C6E3, 0x5899_65CC_7537_4CC3 &+ count)
    }

    mutating func add(_ value: Int) { add(UInt64(bitPattern: Int64(value))) }
    mutating func add(_ value: Bool) { add(value ? 1 : 2) }

    /// A length: its bit pattern; nil (an unspecified dimension or a frame not placed) apart from every number.
    mutating func add(_ value: Double?) {
        guard let value else { add(0x7FF8_DEAD_BEEF_0001 as UInt64); return }
        if value.isNaN { sawNaN = true }
        add(value.bitPattern)
    }

    mutating func add(_ value: String?) {
        guard var value else { add(0x7FF8_DEAD_BEEF_0002 as UInt64); return }
        add(value.utf8.count)
        value.withUTF8 { bytes in
            var offset = 0
            while offset + 8 <= bytes.count {
                add(UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self)))
                offset += 8
            }
            var word: UInt64 = 0, shift: UInt64 = 0
            while offset < bytes.count {
                word |= UInt64(bytes[offset]) << shift
                shift += 8
                offset += 1
            }
            if shift > 0 { add(word) }
        }
    }

    /// The two 64-bit lanes.
    var words: (UInt64, UInt64) { lanes }

    /// 32 hexadecimal digits.
    var hex: String {
        func digits(_ value: UInt64) -> String {
            let text = String(value, radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }
        return digits(lanes.0) + digits(lanes.1)
    }
}
