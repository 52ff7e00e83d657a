/// A strict UTF-8 validator fed one byte at a time.
///
/// It rejects overlong forms, surrogates, code points past U+10FFFF and truncated sequences,
/// and it reports the C1 control characters (U+0080 to U+009F), which the routing contract
/// treats like the C0 ones. It keeps no buffer, so it runs over decoded bytes as they are
/// produced.
struct UTF8Validator {
    /// Continuation bytes still expected.
    private var remaining: UInt8 = 0
    /// The allowed range of the next continuation byte (narrower after E0, ED, F0, F4).
    private var lower: UInt8 = 0x80
    private var upper: UInt8 = 0xBF
    /// Set after a C2 lead byte: a following 80...9F is a C1 control character.
    private var afterC2 = false

    enum Step { case ok, invalid, control }

    /// True when no multi-byte sequence is left open.
    var isComplete: Bool { remaining == 0 }

    @inline(__always)
    mutating func feed(_ b: UInt8) -> Step {
        if remaining == 0 {
            if b < 0x80 { return b < 0x20 || b == 0x7F ? .control : .ok }
            return begin(b)
        }
        guard b >= lower && b <= upper else { return .invalid }
        // A C1 control character is still well-formed UTF-8: finish the sequence, then say so.
        let isC1 = afterC2 && b <= 0x9F
        remaining &-= 1
        lower = 0x80
        upper = 0xBF
        afterC2 = false
        return isC1 ? .control : .ok
    }

    private mutating func begin(_ b: UInt8) -> Step {
        lower = 0x80
        upper = 0xBF
        afterC2 = false
        switch b {
        case 0xC2: remaining = 1; afterC2 = true
        case 0xC3...0xDF: remaining = 1
        case 0xE0: remaining = 2; lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: remaining = 2
        case 0xED: remaining = 2; upper = 0x9F
        case 0xF0: remaining = 3; lower = 0x90
        case 0xF1...0xF3: remaining = 3
        case 0xF4: remaining = 3; upper = 0x8F
        default: return .invalid
        }
        return .ok
    }
}
