/// Byte-level checks for the standard parameter types, used by the matcher so that deciding
/// whether a segment is an `int` neither allocates nor builds a `String`.
enum StandardTypeCheck {
    /// `[+-]?[0-9]+` that fits in an `Int`.
    @inline(__always)
    static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? { DecimalInteger.parse(bytes) }

    static func isInteger(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { integer(bytes) != nil }

    /// `[+-]?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?`, without the finiteness check.
    static func isDoubleSyntax(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        scanDouble(bytes) != nil
    }

    /// The grammar of `double` with a finite value.
    ///
    /// Finiteness is decided from the decimal magnitude without parsing; only a number right at
    /// the edge of `Double`'s range (magnitude 308) is parsed in full.
    static func isDouble(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let magnitude = scanDouble(bytes) else { return false }
        if magnitude < 308 { return true }
        if magnitude > 308 { return false }
        return Double(String(decoding: bytes, as: UTF8.self))?.isFinite ?? false
    }

    /// Scans the `double` grammar; returns the decimal magnitude (exponent of the leading
    /// significant digit), or `nil` when the grammar does not hold. Zero has magnitude 0.
    private static func scanDouble(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = 0
        let n = bytes.count
        if i < n && (bytes[i] == ASCII.plus || bytes[i] == ASCII.minus) { i &+= 1 }
        var integerDigits = 0
        var leadingZeros = 0
        var seenNonZero = false
        while i < n && ASCII.isDigit(bytes[i]) {
            if bytes[i] != 0x30 { seenNonZero = true }
            if !seenNonZero { leadingZeros &+= 1 }
            integerDigits &+= 1
            i &+= 1
        }
        guard integerDigits > 0 else { return nil }
        var fractionLeadingZeros = 0
        var fractionHasNonZero = false
        if i < n && bytes[i] == ASCII.dot {
            i &+= 1
            var fractionDigits = 0
            while i < n && ASCII.isDigit(bytes[i]) {
                if bytes[i] != 0x30 { fractionHasNonZero = true }
                if !fractionHasNonZero { fractionLeadingZeros &+= 1 }
                fractionDigits &+= 1
                i &+= 1
            }
            guard fractionDigits > 0 else { return nil }
        }
        var exponent = 0
        if i < n && (bytes[i] | 0x20) == 0x65 {
            i &+= 1
            var negative = false
            if i < n && (bytes[i] == ASCII.plus || bytes[i] == ASCII.minus) {
                negative = bytes[i] == ASCII.minus
                i &+= 1
            }
            var exponentDigits = 0
            while i < n && ASCII.isDigit(bytes[i]) {
                if exponent < 100_000 { exponent = exponent &* 10 &+ Int(bytes[i] &- 0x30) }
                exponentDigits &+= 1
                i &+= 1
            }
            guard exponentDigits > 0 else { return nil }
            if negative { exponent = -exponent }
        }
        guard i == n else { return nil }
        if seenNonZero { return integerDigits &- leadingZeros &- 1 &+ exponent }
        if fractionHasNonZero { return -fractionLeadingZeros &- 1 &+ exponent }
        return 0
    }

    /// Exactly `true` or `false`.
    static func isBool(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if bytes.count == 4 {
            return bytes[0] == 0x74 && bytes[1] == 0x72 && bytes[2] == 0x75 && bytes[3] == 0x65
        }
        if bytes.count == 5 {
            return bytes[0] == 0x66 && bytes[1] == 0x61 && bytes[2] == 0x6C && bytes[3] == 0x73 && bytes[4] == 0x65
        }
        return false
    }

    /// 8-4-4-4-12 hexadecimal digits, any case.
    static func isUUID(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count == 36 else { return false }
        for i in 0..<36 {
            if i == 8 || i == 13 || i == 18 || i == 23 {
                if bytes[i] != ASCII.minus { return false }
            } else if ASCII.hexValue(bytes[i]) == nil {
                return false
            }
        }
        return true
    }

    /// The 16 bytes of an 8-4-4-4-12 hexadecimal UUID in any case, or `nil`.
    static func uuidBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> (
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
    )? {
        guard isUUID(bytes) else { return nil }
        var value: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &value) { out in
            var i = 0
            for index in 0..<16 {
                if i == 8 || i == 13 || i == 18 || i == 23 { i &+= 1 }
                out[index] = ASCII.hexValue(bytes[i])! &<< 4 | ASCII.hexValue(bytes[i &+ 1])!
                i &+= 2
            }
        }
        return value
    }
}
