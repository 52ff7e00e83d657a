/// Byte-level helpers for the ASCII subset of UTF-8, used by the scanner and the matcher.
///
/// Everything here is a pure function over `UInt8` so that the hot path never builds a
/// `Character` or a `String`.
@usableFromInline
enum ASCII {
    static let slash: UInt8 = 0x2F
    static let backslash: UInt8 = 0x5C
    static let percent: UInt8 = 0x25
    static let question: UInt8 = 0x3F
    static let hash: UInt8 = 0x23
    static let colon: UInt8 = 0x3A
    static let at: UInt8 = 0x40
    static let dot: UInt8 = 0x2E
    static let plus: UInt8 = 0x2B
    static let minus: UInt8 = 0x2D
    static let space: UInt8 = 0x20
    static let ampersand: UInt8 = 0x26
    static let equals: UInt8 = 0x3D
    static let star: UInt8 = 0x2A
    static let openBracket: UInt8 = 0x5B
    static let closeBracket: UInt8 = 0x5D

    @inline(__always)
    static func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }

    @inline(__always)
    static func isAlpha(_ b: UInt8) -> Bool { (b | 0x20) &- 0x61 < 26 }

    @inline(__always)
    static func isAlphanumeric(_ b: UInt8) -> Bool { isDigit(b) || isAlpha(b) }

    /// Space, tab, line feed, form feed and carriage return: what is trimmed from both ends of a URL.
    @inline(__always)
    static func isWhitespace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D
    }

    @inline(__always)
    static func lowercased(_ b: UInt8) -> UInt8 { b &- 0x41 < 26 ? b | 0x20 : b }

    /// The value of a hexadecimal digit, or `nil`.
    @inline(__always)
    static func hexValue(_ b: UInt8) -> UInt8? {
        if isDigit(b) { return b &- 0x30 }
        let lower = b | 0x20
        if lower &- 0x61 < 6 { return lower &- 0x61 &+ 10 }
        return nil
    }

    /// True for the characters allowed in a scheme after its first letter.
    @inline(__always)
    static func isSchemeCharacter(_ b: UInt8) -> Bool {
        isAlphanumeric(b) || b == plus || b == minus || b == dot
    }

    /// Compares two byte sequences with ASCII letters folded to lower case.
    static func equalsIgnoringCase(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        for i in 0..<a.count where lowercased(a[i]) != lowercased(b[i]) { return false }
        return true
    }

    /// Compares two byte sequences exactly.
    @inline(__always)
    static func equals(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        if a.count == 0 { return true }
        return memcmpBytes(a.baseAddress!, b.baseAddress!, a.count)
    }

    @inline(__always)
    static func memcmpBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var i = 0
        while i &+ 8 <= count {
            let x = UnsafeRawPointer(a + i).loadUnaligned(as: UInt64.self)
            let y = UnsafeRawPointer(b + i).loadUnaligned(as: UInt64.self)
            if x != y { return false }
            i &+= 8
        }
        while i < count {
            if a[i] != b[i] { return false }
            i &+= 1
        }
        return true
    }
}
