/// Reads a URL for matching in one pass over its bytes: checks the size limit, trims it, finds
/// scheme and host, splits the path into segments while checking every byte, and scans the
/// query and fragment for forbidden bytes. Percent-decoding happens only when the path holds
/// a `%`. This is the first half of the general path, for every URL the fast path
/// (``PlainPathSegments``) does not take, and it never allocates for ordinary URLs.
enum URLReader {
    /// Runs `body` with the scanned URL and its path segments, or returns why the URL is rejected.
    ///
    /// `body` reports its results through what it captures: nothing large travels back through
    /// the scratch-memory closures, which keeps the lookup free of copies.
    ///
    /// - Complexity: O(*n*) in the length of the input, which is not read past the size limit.
    @inline(__always)
    static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, limit: Int, validateUTF8: Bool,
        _ body: (ScannedURL, PathSegments) -> Void
    ) -> NoMatch? {
        // The limit counts the input as given, white space included, so that nothing past it
        // is ever read (trimming first would scan any run of white space, however long).
        if bytes.count > limit {
            return NoMatch(reason: .tooLong, detail: "the URL is longer than the size limit", offset: limit)
        }
        var start = 0
        var end = bytes.count
        // White space is at most a space (0x20): most URLs have none at either end, tested once.
        if end > 0 && (bytes[0] <= ASCII.space || bytes[end &- 1] <= ASCII.space) {
            while start < end && ASCII.isWhitespace(bytes[start]) { start &+= 1 }
            while end > start && ASCII.isWhitespace(bytes[end &- 1]) { end &-= 1 }
        }
        // Scratch for the segment spans, on the stack: a fixed 64 spans (1 KiB) for URLs of up
        // to 126 bytes (a constant-size allocation is part of the frame, where a
        // variable one is computed, aligned and probed on every lookup), else sized to the URL.
        let capacity = (end &- start &+ 1) / 2 &+ 1
        if capacity <= 64 {
            return withUnsafeTemporaryAllocation(of: SegmentSpan.self, capacity: 64) { spans in
                read(bytes, start: start, end: end, spans: spans, validateUTF8: validateUTF8, body)
            }
        }
        return withUnsafeTemporaryAllocation(of: SegmentSpan.self, capacity: capacity) { spans in
            read(bytes, start: start, end: end, spans: spans, validateUTF8: validateUTF8, body)
        }
    }

    /// The pass over the trimmed URL from `start` to `end`, with scratch for its segments.
    @inline(__always)
    private static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, spans: UnsafeMutableBufferPointer<SegmentSpan>,
        validateUTF8: Bool, _ body: (ScannedURL, PathSegments) -> Void
    ) -> NoMatch? {
        do {
            var url = ScannedURL(range: start..<end)
            if let failure = URLScanner.scanStructure(bytes, into: &url) { return failure }
            var path = PathPass(bytes: bytes, spans: spans, validateUTF8: validateUTF8)
            if let failure = path.run(from: url.path.lowerBound, to: end) { return failure }
            url.path = url.path.lowerBound..<path.position
            if path.position < end,
                let failure = URLScanner.scanQueryAndFragment(bytes, from: path.position, to: end, into: &url, validateUTF8: validateUTF8)
            {
                return failure
            }
            if path.hasEscapes {
                return PathSegmenter.withDecodedSegments(of: url, in: bytes, spans: spans) { body(url, $0) }
            }
            if let dot = path.dotSegmentAt {
                return NoMatch(reason: .dotSegment, detail: "a path segment is . or ..", offset: dot)
            }
            body(url, PathSegments(spans: spans, count: path.count, decodedBase: bytes.baseAddress!))
            return nil
        }
    }
}

/// The path loop of ``URLReader``: splits on `/`, drops empty segments, stops at `?` or `#`,
/// and rejects forbidden bytes and (for raw input) bytes that are not UTF-8.
struct PathPass {
    let bytes: UnsafeBufferPointer<UInt8>
    let spans: UnsafeMutableBufferPointer<SegmentSpan>
    let validateUTF8: Bool
    var position = 0
    var count = 0
    var hasEscapes = false
    var dotSegmentAt: Int?

    init(bytes: UnsafeBufferPointer<UInt8>, spans: UnsafeMutableBufferPointer<SegmentSpan>, validateUTF8: Bool) {
        self.bytes = bytes
        self.spans = spans
        self.validateUTF8 = validateUTF8
    }

    /// Splits the path from `start`, stopping at `?`, `#` or `end`.
    ///
    /// For speed, the bytes are read eight at a time: ``PathByteClass/specialBytes(in:)`` flags
    /// the bytes that may need attention (every `/`, `%`, `?`, `#`, forbidden or non-ASCII
    /// byte, and a few ordinary ones), and only flagged bytes are looked at one by one, through
    /// the class table. Most words hold one flag, the `/` that ends a segment.
    @inline(__always)
    mutating func run(from start: Int, to end: Int) -> NoMatch? {
        var segmentStart = start
        var i = start
        while i < end {
            var flags = PathByteClass.specialBytes(in: bytes, at: i, end: end)
            var next = i &+ 8
            while flags != 0 {
                let j = i &+ flags.trailingZeroBitCount &>> 3
                flags &= flags &- 1
                let c = PathByteClass.of(bytes[j])
                if c == PathByteClass.ordinary { continue }
                if c == PathByteClass.slash {
                    if j > segmentStart { close(segmentStart, j) }
                    segmentStart = j &+ 1
                } else if c == PathByteClass.end {
                    if j > segmentStart { close(segmentStart, j) }
                    position = j
                    return nil
                } else if c == PathByteClass.percent {
                    hasEscapes = true
                } else if c == PathByteClass.forbidden {
                    return NoMatch(reason: .malformed, detail: "a space, control character or backslash inside the URL", offset: j)
                } else {
                    switch UTF8Sequence.length(in: bytes, at: j, end: end) {
                    case .valid(let length):
                        // Go on after the sequence, with a word that starts there.
                        next = j &+ length
                        flags = 0
                    case .control: return NoMatch(reason: .malformed, detail: "the path holds a control character", offset: j)
                    case .invalid:
                        if validateUTF8 { return NoMatch(reason: .malformed, detail: "the bytes are not UTF-8", offset: j) }
                    }
                }
            }
            i = next
        }
        if end > segmentStart { close(segmentStart, end) }
        position = end
        return nil
    }

    @inline(__always)
    private mutating func close(_ start: Int, _ end: Int) {
        if end &- start <= 2 && bytes[start] == ASCII.dot && bytes[end &- 1] == ASCII.dot && dotSegmentAt == nil {
            dotSegmentAt = start
        }
        spans[count] = SegmentSpan(
            rawStart: Int32(truncatingIfNeeded: start), rawEnd: Int32(truncatingIfNeeded: end),
            decodedStart: Int32(truncatingIfNeeded: start), decodedEnd: Int32(truncatingIfNeeded: end))
        count &+= 1
    }
}

/// Strict UTF-8 sequences, checked where they start.
enum UTF8Sequence {
    enum Outcome { case valid(Int), invalid, control }

    /// The length of the well-formed sequence starting at `i`, or why there is none.
    /// C1 control characters (U+0080 to U+009F) are reported as `control`.
    static func length(in bytes: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> Outcome {
        var validator = UTF8Validator()
        var j = i
        while j < end {
            switch validator.feed(bytes[j]) {
            case .invalid: return .invalid
            case .control: return .control
            case .ok:
                j &+= 1
                if validator.isComplete { return .valid(j &- i) }
            }
        }
        return .invalid
    }
}
