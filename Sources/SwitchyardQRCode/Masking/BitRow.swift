/// One row (or, read across rows, one column) of modules as bits: bit `column + 4` is the
/// module at `column`, 1 dark, so that four light bits lie before the symbol and the bits
/// after it are light too, as the quiet zone is. The penalty rules and the masks work on
/// whole rows at once with these.
protocol BitRow: Equatable {
    static var zero: Self { get }
    static func & (lhs: Self, rhs: Self) -> Self
    static func | (lhs: Self, rhs: Self) -> Self
    static func ^ (lhs: Self, rhs: Self) -> Self
    static prefix func ~ (value: Self) -> Self
    /// Bit `i` of the result is bit `i + count` of this row (the row moved towards bit 0).
    func down(_ count: Int) -> Self
    /// Bit `i` of the result is bit `i - count` of this row.
    func up(_ count: Int) -> Self
    /// The number of set bits.
    var setBits: Int { get }
    /// Sets or clears one bit.
    mutating func set(_ bit: Int, _ value: Bool)
    /// Whether one bit is set.
    func isSet(_ bit: Int) -> Bool
    /// A row from 192 bits, low word first; a narrower row keeps the bits it has room for.
    init(words: (UInt64, UInt64, UInt64))
    /// ORs `byte` into the eight bits starting at `bit`.
    mutating func insert(_ byte: UInt64, at bit: Int)
    /// The eight bits starting at `bit`.
    func extract(at bit: Int) -> UInt64
}

extension BitRow {
    /// A row from `count` bytes, each 0 or 1 (a `Bool` or a module), the first at bit
    /// ``bitRowPadding``; eight bytes at a time.
    @inline(__always)
    init(bytes: UnsafeRawPointer, count: Int) {
        self = .zero
        var index = 0
        while index < count {
            var chunk: UInt64 = 0
            if index + 8 <= count {
                chunk = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            } else {
                for offset in 0..<(count - index) { chunk |= UInt64(bytes.load(fromByteOffset: index + offset, as: UInt8.self)) << UInt64(8 * offset) }
            }
            // Gathers the low bit of each byte: byte i to bit i of the top byte.
            insert((chunk &* 0x0102_0408_1020_4080) >> 56, at: index + bitRowPadding)
            index += 8
        }
    }

    /// Writes bits ``bitRowPadding`` up as `count` bytes, each 0 or 1; eight at a time.
    @inline(__always)
    func write(to bytes: UnsafeMutableRawPointer, count: Int) {
        var index = 0
        while index < count {
            // Spreads eight bits to the low bit of eight bytes.
            let spread = (((extract(at: index + bitRowPadding) &* 0x0101_0101_0101_0101) & 0x8040_2010_0804_0201) &+ 0x7F7F_7F7F_7F7F_7F7F) >> 7 & 0x0101_0101_0101_0101
            if index + 8 <= count {
                bytes.storeBytes(of: spread.littleEndian, toByteOffset: index, as: UInt64.self)
            } else {
                for offset in 0..<(count - index) { bytes.storeBytes(of: UInt8(truncatingIfNeeded: spread >> UInt64(8 * offset)), toByteOffset: index + offset, as: UInt8.self) }
            }
            index += 8
        }
    }
}

/// The padding before the first module of a row.
let bitRowPadding = 4

extension UInt64: BitRow {
    static var zero: UInt64 { 0 }
    @inline(__always) func down(_ count: Int) -> UInt64 { self >> UInt64(count) }
    @inline(__always) func up(_ count: Int) -> UInt64 { self << UInt64(count) }
    @inline(__always) var setBits: Int { nonzeroBitCount }
    @inline(__always) mutating func set(_ bit: Int, _ value: Bool) {
        if value { self |= 1 << UInt64(bit) } else { self &= ~(1 << UInt64(bit)) }
    }
    @inline(__always) func isSet(_ bit: Int) -> Bool { self >> UInt64(bit) & 1 != 0 }
    init(words: (UInt64, UInt64, UInt64)) { self = words.0 }
    @inline(__always) mutating func insert(_ byte: UInt64, at bit: Int) { self |= byte << UInt64(bit) }
    @inline(__always) func extract(at bit: Int) -> UInt64 { self >> UInt64(bit) & 0xFF }
}

/// 192 bits: room for the 177 modules of version 40 and the padding either side.
struct Bits192: BitRow {
    var low: UInt64
    var middle: UInt64
    var high: UInt64

    init(words: (UInt64, UInt64, UInt64)) {
        low = words.0
        middle = words.1
        high = words.2
    }

    static var zero: Bits192 { Bits192(words: (0, 0, 0)) }

    @inline(__always) mutating func insert(_ byte: UInt64, at bit: Int) {
        let offset = UInt64(bit & 63)
        let spill = offset > 56 ? byte >> (64 - offset) : 0
        switch bit >> 6 {
        case 0: low |= byte << offset; middle |= spill
        case 1: middle |= byte << offset; high |= spill
        default: high |= byte << offset
        }
    }

    @inline(__always) func extract(at bit: Int) -> UInt64 {
        let offset = UInt64(bit & 63)
        switch bit >> 6 {
        case 0: return (low >> offset | (offset > 56 ? middle << (64 - offset) : 0)) & 0xFF
        case 1: return (middle >> offset | (offset > 56 ? high << (64 - offset) : 0)) & 0xFF
        default: return high >> offset & 0xFF
        }
    }

    @inline(__always) static func & (lhs: Self, rhs: Self) -> Self { Self(words: (lhs.low & rhs.low, lhs.middle & rhs.middle, lhs.high & rhs.high)) }
    @inline(__always) static func | (lhs: Self, rhs: Self) -> Self { Self(words: (lhs.low | rhs.low, lhs.middle | rhs.middle, lhs.high | rhs.high)) }
    @inline(__always) static func ^ (lhs: Self, rhs: Self) -> Self { Self(words: (lhs.low ^ rhs.low, lhs.middle ^ rhs.middle, lhs.high ^ rhs.high)) }
    @inline(__always) static prefix func ~ (value: Self) -> Self { Self(words: (~value.low, ~value.middle, ~value.high)) }

    /// `count` is 1 to 63.
    @inline(__always) func down(_ count: Int) -> Self {
        let k = UInt64(count), back = UInt64(64 - count)
        return Self(words: (low >> k | middle << back, middle >> k | high << back, high >> k))
    }

    /// `count` is 1 to 63.
    @inline(__always) func up(_ count: Int) -> Self {
        let k = UInt64(count), back = UInt64(64 - count)
        return Self(words: (low << k, middle << k | low >> back, high << k | middle >> back))
    }

    @inline(__always) var setBits: Int { low.nonzeroBitCount + middle.nonzeroBitCount + high.nonzeroBitCount }

    @inline(__always) mutating func set(_ bit: Int, _ value: Bool) {
        switch bit >> 6 {
        case 0: low.set(bit & 63, value)
        case 1: middle.set(bit & 63, value)
        default: high.set(bit & 63, value)
        }
    }

    @inline(__always) func isSet(_ bit: Int) -> Bool {
        switch bit >> 6 {
        case 0: low.isSet(bit & 63)
        case 1: middle.isSet(bit & 63)
        default: high.isSet(bit & 63)
        }
    }
}
