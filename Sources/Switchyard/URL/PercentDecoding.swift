/// Percent-decoding of query names and values, fragments and captured parameters.
///
/// Path segments are decoded strictly by ``PathSegmenter`` (a bad escape rejects the URL).
/// Query items and fragments are decoded leniently: when decoding fails (a stray `%`, bytes
/// that are not UTF-8, a control character), the raw text is kept, so a broken tracking
/// parameter never loses the link.
enum PercentDecoding {
    /// Decodes `raw` into `output`, returning the decoded length, or `nil` when the text does
    /// not decode to strict UTF-8 without control characters. `output` needs `raw.count` bytes.
    static func decode(
        _ raw: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool, into output: UnsafeMutableBufferPointer<UInt8>
    ) -> Int? {
        var validator = UTF8Validator()
        var i = 0
        var out = 0
        while i < raw.count {
            var b = raw[i]
            // A run of printable ASCII is its own decoding: copied eight bytes at a time, up to
            // its first byte that needs a look. (Not tried at a `%`: text of escapes alone
            // takes the byte step as it always did.)
            if b != ASCII.percent && validator.isComplete && i &+ 8 <= raw.count {
                let word = ByteView(raw).word(at: i)
                let clean = cleanBytes(in: word, plusIsSpace: plusIsSpace)
                if clean > 0 {
                    UnsafeMutableRawPointer(output.baseAddress! + out).storeBytes(of: word, as: UInt64.self)
                    i &+= clean
                    out &+= clean
                    continue
                }
            }
            if b == ASCII.percent {
                guard i &+ 2 < raw.count, let high = ASCII.hexValue(raw[i &+ 1]), let low = ASCII.hexValue(raw[i &+ 2]) else {
                    return nil
                }
                b = high &<< 4 | low
                i &+= 3
            } else {
                if b == ASCII.plus && plusIsSpace { b = ASCII.space }
                i &+= 1
            }
            guard validator.feed(b) == .ok else { return nil }
            output[out] = b
            out &+= 1
        }
        return validator.isComplete ? out : nil
    }

    /// How many bytes `word` (eight bytes of text, little-endian) starts with that decode to
    /// themselves and are printable ASCII: none is `%`, `+` (when it is a space), a control
    /// character, DEL or non-ASCII. Each test may flag bytes above one it flags rightly (a
    /// borrow), never one below, so the lowest flag is exact.
    @inline(__always)
    private static func cleanBytes(in word: UInt64, plusIsSpace: Bool) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high = ones &* 0x80
        let percent = word ^ (ones &* UInt64(ASCII.percent))
        let delete = word ^ (ones &* 0x7F)
        var flags = word | (word &- ones &* 0x20) | ((percent &- ones) & ~percent) | ((delete &- ones) & ~delete)
        if plusIsSpace {
            let plus = word ^ (ones &* UInt64(ASCII.plus))
            flags |= (plus &- ones) & ~plus
        }
        return (flags & high).trailingZeroBitCount &>> 3
    }

    /// True when `raw` needs decoding at all: ``hasEscape(in:_:plusIsSpace:)`` over the whole of it.
    @inline(__always)
    static func needsDecoding(_ raw: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool) -> Bool {
        hasEscape(in: raw, 0..<raw.count, plusIsSpace: plusIsSpace)
    }

    /// True when `range` of `bytes` holds a `%` (or, with `plusIsSpace`, a `+`): eight bytes
    /// at a time, a word tested with a few instructions, and the few bytes left one by one.
    @inline(__always)
    static func hasEscape(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, plusIsSpace: Bool) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        var i = range.lowerBound
        let end = range.upperBound
        while i &+ 8 <= end {
            let word = ByteView(bytes).word(at: i)
            let percent = word ^ (ones &* UInt64(ASCII.percent))
            var found = (percent &- ones) & ~percent
            if plusIsSpace {
                let plus = word ^ (ones &* UInt64(ASCII.plus))
                found |= (plus &- ones) & ~plus
            }
            if found & (ones &* 0x80) != 0 { return true }
            i &+= 8
        }
        while i < end {
            let b = bytes[i]
            if b == ASCII.percent || (plusIsSpace && b == ASCII.plus) { return true }
            i &+= 1
        }
        return false
    }

    /// Runs `body` with the decoded bytes of `raw`, or with `raw` itself when it needs no
    /// decoding or does not decode (the lenient rule). Scratch memory is on the stack for
    /// ordinary lengths.
    @inline(__always)
    static func withLenientlyDecoded<R>(
        _ raw: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool, _ body: (UnsafeBufferPointer<UInt8>) -> R
    ) -> R {
        guard needsDecoding(raw, plusIsSpace: plusIsSpace) else { return body(raw) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: raw.count) { scratch in
            if let count = decode(raw, plusIsSpace: plusIsSpace, into: scratch) {
                return body(UnsafeBufferPointer(rebasing: scratch[0..<count]))
            }
            return body(raw)
        }
    }

    /// The lenient decoding of `raw` as a `String`.
    static func lenientString(_ raw: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool) -> String {
        withLenientlyDecoded(raw, plusIsSpace: plusIsSpace) { String(decoding: $0, as: UTF8.self) }
    }

    /// The decoding of a path segment as a `String`. The reader has already validated the
    /// segment strictly, so the lenient decoder never has to fall back to the raw text here.
    static func segmentString(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        lenientString(raw, plusIsSpace: false)
    }
}
