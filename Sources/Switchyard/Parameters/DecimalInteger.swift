/// Reads `[+-]?[0-9]+` that fits in an `Int` (64 bits; 32 on arm64_32) from bytes, the grammar of the
/// `int` pattern type and of `Int`'s ``RouteParameter`` conversion.
///
/// Up to eight digits (every id a route is likely to see) are read as one word: loaded with
/// two overlapping 32-bit loads (no byte past the value is read), checked to be digits all at
/// once, and combined by three multiplications, with no loop and no branch per digit. Longer
/// numbers take a loop with an overflow check per digit.
///
/// A parameter read from a match takes ``value(in:from:to:)``, inlined: it may load the word
/// that ends the value from the URL's bytes, bytes before the value included, which a
/// conversion handed only the value's bytes cannot.
///
/// ``value(_:)``, for `Int`'s conversion, is one call, never inlined: inlined into a caller's
/// `withMatch` closure, the read made the closure too large to be inlined in its turn, which
/// cost more than the call (Docs/Performance.md). The matcher's `int` check inlines
/// ``parse(_:)`` instead.
@usableFromInline
enum DecimalInteger {
    /// The value of `bytes`, or `nil` when they are not `[+-]?[0-9]+` or overflow `Int`.
    @usableFromInline @inline(never)
    static func value(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? { parse(bytes) }

    /// The value of `bytes[start ..< end]`, the text of a parameter in the URL's bytes, or
    /// `nil`, as ``value(_:)`` reads it.
    ///
    /// One to eight digits with no sign that end at least eight bytes into `bytes` (every id
    /// past a URL's first few bytes) are read inline with one load: the word that ends the
    /// value, whose bytes before the value are masked off (they are leading zeros of the
    /// number); the rest calls ``value(_:)``.
    @inlinable @inline(__always)
    static func value(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        assert(start >= 0 && start <= end && end <= bytes.count, "a value at \(start)..<\(end) outside \(bytes.count) bytes")
        // The bytes of the word that ends the value that come before the value: 0...7 for one
        // to eight digits, and out of that range (as an unsigned number) for any other length.
        let lead = start &+ 8 &- end
        if end >= 8 && UInt(bitPattern: lead) < 8 {
            // A buffer with at least eight bytes has an address.
            let raw = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end &- 8, as: UInt64.self))
            // The digits' values in the top bytes, the last the top byte; zero below.
            let digits = (word ^ 0x3030_3030_3030_3030) & (~0 &<< UInt64(lead &* 8))
            // A digit's byte is 0...9 and still below 16 after adding 6; a carry out of a byte
            // comes only from a byte that is no digit.
            if (digits | (digits &+ 0x0606_0606_0606_0606)) & 0xF0F0_F0F0_F0F0_F0F0 == 0 { return Int(truncatingIfNeeded: combined(digits)) }
        }
        return value(UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }

    /// The number whose decimal digits' values are the bytes of `digits`, the first (most
    /// significant) the lowest byte: pairs, then fours, then all eight, each step one
    /// multiplication that adds a lane times its weight to the next lane up and one shift
    /// down. No lane carries into another (a pair is at most 99, a four at most 9,999), and
    /// what a product loses off its top is only what no later step reads.
    @inlinable @inline(__always)
    static func combined(_ digits: UInt64) -> UInt64 {
        // 10 << 8 + 1: each even byte becomes ten times itself plus the byte above it.
        let pairs = (digits &* 2561) &>> 8 & 0x00FF_00FF_00FF_00FF
        // 100 << 16 + 1: each even 16-bit lane becomes a hundred times itself plus the next.
        let fours = (pairs &* 6_553_601) &>> 16 & 0x0000_FFFF_0000_FFFF
        // 10,000 << 32 + 1: the low lane (the first four digits) times 10,000 plus the high lane,
        // in the top half.
        return (fours &* 42_949_672_960_001) &>> 32
    }

    /// ``value(_:)``, inlined into its caller.
    @inline(__always)
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !bytes.isEmpty else { return nil }
        // A buffer with bytes has an address.
        var start = bytes.baseAddress.unsafelyUnwrapped
        var count = bytes.count
        let first = start.pointee
        let negative = first == 0x2D
        if negative || first == 0x2B {
            start += 1
            count &-= 1
        }
        // One to eight digits; none (a lone sign) wraps around and goes out of line too.
        guard UInt(bitPattern: count &- 1) < 8 else { return longValue(bytes) }
        guard let magnitude = eightDigits(start, count: count) else { return nil }
        return negative ? 0 &- Int(truncatingIfNeeded: magnitude) : Int(truncatingIfNeeded: magnitude)
    }

    /// The value of the `count` (1...8) digits at `start`, or `nil` when one is not a digit.
    @inline(__always)
    static func eightDigits(_ start: UnsafePointer<UInt8>, count: Int) -> UInt64? {
        assert(count >= 1 && count <= 8, "\(count) digits read as a word")
        let raw = UnsafeRawPointer(start)
        // The digits in the low `count` bytes, the first lowest; zero above.
        let word: UInt64
        if count >= 4 {
            let low = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
            let high = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)))
            // The two loads overlap on bytes that then land on themselves.
            word = low | high &<< UInt64(8 &* (count &- 4))
        } else {
            let middle = count &>> 1
            word = UInt64(start[0]) | UInt64(start[middle]) &<< UInt64(8 &* middle) | UInt64(start[count &- 1]) &<< UInt64(8 &* (count &- 1))
        }
        // Moved up so that the last digit is the top byte, the bytes below it taken as `0`s.
        let shift = UInt64(8 &* (8 &- count))
        let padded = word &<< shift | 0x3030_3030_3030_3030 & ((1 &<< shift) &- 1)
        // Every byte is 0x30...0x39: its high nibble is 3, and still 3 after adding 6.
        guard padded & 0xF0F0_F0F0_F0F0_F0F0 == 0x3030_3030_3030_3030,
            (padded &+ 0x0606_0606_0606_0606) & 0xF0F0_F0F0_F0F0_F0F0 == 0x3030_3030_3030_3030
        else { return nil }
        return combined(padded & 0x0F0F_0F0F_0F0F_0F0F)
    }

    /// The value of `bytes` (a sign and more than eight digits, or a sign alone), or `nil`,
    /// with a check for overflow at each digit.
    static func longValue(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? { longValue(bytes, as: Int.self) }

    /// ``longValue(_:)`` for any width: `Int` is 64 bits on every platform but arm64_32
    /// (watchOS), where it is 32, and the tests read `Int32` and `Int64` to check both bounds.
    static func longValue<Value: FixedWidthInteger & SignedInteger>(_ bytes: UnsafeBufferPointer<UInt8>, as type: Value.Type) -> Value? {
        var i = 0
        var negative = false
        if let first = bytes.first, first == ASCII.plus || first == ASCII.minus {
            negative = first == ASCII.minus
            i = 1
        }
        guard i < bytes.count else { return nil }
        var value: Value = 0
        while i < bytes.count {
            let digit = bytes[i] &- 0x30
            guard digit < 10 else { return nil }
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (next, o2) = negative ? times10.subtractingReportingOverflow(Value(digit)) : times10.addingReportingOverflow(Value(digit))
            guard !o1 && !o2 else { return nil }
            value = next
            i &+= 1
        }
        return value
    }
}
