/// Splits a path that holds `%` into segments, percent-decodes them and applies the contract's path rules:
/// empty segments are dropped; bad percent-encoding, decoded bytes that are not strict UTF-8
/// and decoded control characters make the URL `malformed`; a `.` or `..` segment, or a decoded
/// segment with such a part between `/` or `\`, makes it a `dot-segment` (reported only when
/// nothing is malformed).
enum PathSegmenter {
    /// Decodes the segments of a path that holds `%` into scratch memory (on the stack for
    /// ordinary lengths) and runs `body` with them, or returns why the path is rejected.
    static func withDecodedSegments(
        of url: ScannedURL, in bytes: UnsafeBufferPointer<UInt8>, spans: UnsafeMutableBufferPointer<SegmentSpan>,
        _ body: (PathSegments) -> Void
    ) -> NoMatch? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(url.path.count, 1)) { scratch -> NoMatch? in
            switch splitDecoding(bytes, url.path, into: spans, scratch: scratch) {
            case .success(let count):
                body(PathSegments(spans: spans, count: count, decodedBase: UnsafePointer(scratch.baseAddress!)))
                return nil
            case .failure(let failure):
                return failure
            }
        }
    }

    /// The general case: decode each segment into `scratch`, validating as it goes.
    private static func splitDecoding(
        _ bytes: UnsafeBufferPointer<UInt8>, _ path: Range<Int>,
        into spans: UnsafeMutableBufferPointer<SegmentSpan>, scratch: UnsafeMutableBufferPointer<UInt8>
    ) -> Result<Int, NoMatch> {
        var count = 0
        var out = 0
        var dotSegmentAt: Int?
        var i = path.lowerBound
        let end = path.upperBound
        while i < end {
            while i < end && bytes[i] == ASCII.slash { i &+= 1 }
            if i == end { break }
            let start = i
            let decodedStart = out
            var validator = UTF8Validator()
            var dots = DotPartDetector()
            while i < end {
                var b = bytes[i]
                if b == ASCII.slash { break }
                if b == ASCII.percent {
                    guard i &+ 2 < end, let high = ASCII.hexValue(bytes[i &+ 1]), let low = ASCII.hexValue(bytes[i &+ 2]) else {
                        return .failure(NoMatch(reason: .malformed, detail: "bad percent-encoding in the path (% must be followed by two hex digits)", offset: i))
                    }
                    b = high &<< 4 | low
                    i &+= 3
                } else {
                    i &+= 1
                }
                switch validator.feed(b) {
                case .ok: break
                case .invalid:
                    return .failure(NoMatch(reason: .malformed, detail: "a decoded path segment is not UTF-8", offset: i &- 1))
                case .control:
                    return .failure(NoMatch(reason: .malformed, detail: "a decoded path segment holds a control character", offset: i &- 1))
                }
                dots.feed(b)
                scratch[out] = b
                out &+= 1
            }
            if !validator.isComplete {
                return .failure(NoMatch(reason: .malformed, detail: "a decoded path segment is not UTF-8", offset: i))
            }
            if dotSegmentAt == nil && dots.finish() { dotSegmentAt = start }
            spans[count] = SegmentSpan(rawStart: Int32(start), rawEnd: Int32(i), decodedStart: Int32(decodedStart), decodedEnd: Int32(out))
            count &+= 1
        }
        if let dotSegmentAt {
            return .failure(NoMatch(reason: .dotSegment, detail: "a path segment is . or .., or decodes to text with such a part", offset: dotSegmentAt))
        }
        return .success(count)
    }
}

/// Watches decoded bytes for a part that is `.` or `..`, where parts are separated by `/` or `\`.
struct DotPartDetector {
    /// Dots seen in the current part, or -1 once the part holds anything else.
    private var dots = 0
    private var found = false

    @inline(__always)
    mutating func feed(_ b: UInt8) {
        if b == ASCII.slash || b == ASCII.backslash {
            if dots == 1 || dots == 2 { found = true }
            dots = 0
        } else if b == ASCII.dot && dots >= 0 {
            dots &+= 1
        } else {
            dots = -1
        }
    }

    /// True when some part of the text fed so far was `.` or `..`.
    mutating func finish() -> Bool {
        if dots == 1 || dots == 2 { found = true }
        dots = 0
        return found
    }
}
