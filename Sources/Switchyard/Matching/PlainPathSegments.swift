/// The segments of a plain path, the fast path of every lookup.
///
/// A plain URL needs no trimming, and its path holds no `%`, no byte to reject, no non-ASCII
/// byte and no dot segment. One pass over the path checks all that, eight bytes at a time
/// (most words need no look at any byte), and the query and fragment are checked as
/// ``URLReader`` checks them. The walk then finds each segment's end with a search for `/`,
/// again eight bytes at a time; nothing is stored.
///
/// Any other URL gets `nil` from ``read(_:limit:validateUTF8:)`` and is read by ``URLReader`` (``SplitPathSegments``), which
/// reports the reasons for rejecting it, in their order. What this reads, it reads exactly as
/// ``URLReader`` would, so both give the same results.
struct PlainPathSegments: SegmentSource {
    private let bytes: ByteView
    let firstCursor: Int
    private let pathEnd: Int

    /// Reads `bytes` if it is a plain URL within `limit` bytes: its segments and the scanned
    /// URL, or `nil`.
    @inline(__always)
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int, validateUTF8: Bool) -> (PlainPathSegments, ScannedURL)? {
        let count = bytes.count
        guard count > 0, count <= limit, bytes[0] > ASCII.space, bytes[count &- 1] > ASCII.space else { return nil }
        var url = ScannedURL(range: 0..<count)
        guard URLScanner.scanStructure(bytes, into: &url) == nil,
            let pathEnd = checkPath(bytes, from: url.path.lowerBound)
        else { return nil }
        url.path = url.path.lowerBound..<pathEnd
        if pathEnd < count,
            URLScanner.scanQueryAndFragment(bytes, from: pathEnd, to: count, into: &url, validateUTF8: validateUTF8) != nil
        {
            return nil
        }
        return (PlainPathSegments(bytes: ByteView(bytes), firstCursor: url.path.lowerBound, pathEnd: pathEnd), url)
    }

    private init(bytes: ByteView, firstCursor: Int, pathEnd: Int) {
        self.bytes = bytes
        self.firstCursor = firstCursor
        self.pathEnd = pathEnd
    }

    /// Checks the path from `start`; returns where it ends (the first `?` or `#`, or the end
    /// of the input), or `nil` if it is not plain.
    ///
    /// Most words of a path hold no byte that needs a look (``PathByteClass/bytesToCheck(in:)``
    /// does not flag `/`), so the loop is kept to the test, and the flagged bytes are examined
    /// out of line.
    @inline(__always)
    private static func checkPath(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let count = bytes.count
        let view = ByteView(bytes)
        var i = start
        // Two words at a time while there are sixteen bytes (one test for both, as most pairs
        // need no look), then one.
        while i &+ 16 <= count {
            let first = PathByteClass.bytesToCheck(in: view.word(at: i))
            let second = PathByteClass.bytesToCheck(in: view.word(at: i &+ 8))
            if first | second != 0 {
                if first != 0 {
                    let outcome = examine(bytes, first, at: i, from: i, pathStart: start)
                    if outcome != Self.plain { return outcome < 0 ? nil : outcome }
                }
                if second != 0 {
                    let outcome = examine(bytes, second, at: i &+ 8, from: i &+ 8, pathStart: start)
                    if outcome != Self.plain { return outcome < 0 ? nil : outcome }
                }
            }
            i &+= 16
        }
        if i &+ 8 <= count {
            let flags = PathByteClass.bytesToCheck(in: view.word(at: i))
            if flags != 0 {
                let outcome = examine(bytes, flags, at: i, from: i, pathStart: start)
                if outcome != Self.plain { return outcome < 0 ? nil : outcome }
            }
            i &+= 8
        }
        if i < count {
            // The last few bytes: in the word that ends the input when there is one (its bytes
            // before `i`, checked already or before the path, are not examined).
            if count >= 8 {
                let flags = PathByteClass.bytesToCheck(in: view.word(at: count &- 8))
                if flags != 0 {
                    let outcome = examine(bytes, flags, at: count &- 8, from: i, pathStart: start)
                    if outcome != Self.plain { return outcome < 0 ? nil : outcome }
                }
                return count
            }
            let flags =
                PathByteClass.bytesToCheck(in: PathByteClass.word(in: bytes, from: i, to: count))
                & PathByteClass.highBits(from: 0, to: count &- i)
            if flags != 0 {
                let outcome = examine(bytes, flags, at: i, from: i, pathStart: start)
                if outcome != Self.plain { return outcome < 0 ? nil : outcome }
            }
        }
        return count
    }

    /// What ``examine(_:_:at:from:pathStart:)`` says of a word whose bytes are all fine.
    private static let plain = -1
    /// What it says of a word that holds what only the full reader handles.
    private static let notPlain = -2

    /// Looks at the flagged bytes of the word at `i` from byte `from` on (the bytes before it
    /// were checked already, or are not the path's): ``plain``, ``notPlain``, or where the
    /// path ends (the offset of `?` or `#`). Out of line: most words have no flag.
    @inline(never)
    private static func examine(_ bytes: UnsafeBufferPointer<UInt8>, _ flags: UInt64, at i: Int, from: Int, pathStart: Int) -> Int {
        var flags = flags & UInt64.max &<< UInt64((from &- i) &* 8)
        while flags != 0 {
            let j = i &+ flags.trailingZeroBitCount &>> 3
            flags &= flags &- 1
            let b = bytes[j]
            let c = PathByteClass.of(b)
            if c == PathByteClass.slash { continue }
            if c == PathByteClass.ordinary {
                if b == ASCII.dot && isDotSegment(bytes, at: j, pathStart: pathStart) { return notPlain }
                continue
            }
            // `%`, a byte to reject, or non-ASCII: for the full reader.
            return c == PathByteClass.end ? j : notPlain
        }
        return plain
    }

    /// Whether the `.` at `j` starts a segment that is `.` or `..`.
    private static func isDotSegment(_ bytes: UnsafeBufferPointer<UInt8>, at j: Int, pathStart: Int) -> Bool {
        guard j == pathStart || bytes[j &- 1] == ASCII.slash else { return false }
        var k = j &+ 1
        if k < bytes.count && bytes[k] == ASCII.dot { k &+= 1 }
        return k == bytes.count || bytes[k] == ASCII.slash || bytes[k] == ASCII.question || bytes[k] == ASCII.hash
    }

    /// The segment that starts at byte `cursor` or after the slashes there, or the end of the
    /// path. Its `next` cursor is past the `/` that ends it.
    @inline(__always)
    func segment(at cursor: Int) -> Segment {
        var start = cursor
        while start < pathEnd && bytes[start] == ASCII.slash { start &+= 1 }
        if start == pathEnd { return Segment.pathEnd(at: pathEnd, cursor: pathEnd) }
        // The next `/`, eight bytes at a time (reading past the path's end, inside the input,
        // is harmless), the last few one by one. The segment's first byte is not one.
        let count = bytes.count
        var end = start &+ 1
        while end < pathEnd {
            guard end &+ 8 <= count else {
                while end < pathEnd && bytes[end] != ASCII.slash { end &+= 1 }
                break
            }
            let flags = PathByteClass.slashes(in: bytes.word(at: end))
            if flags != 0 {
                end &+= flags.trailingZeroBitCount &>> 3
                break
            }
            end &+= 8
        }
        // The next segment is read from past the `/` (where it usually starts).
        let next = end < pathEnd ? end &+ 1 : pathEnd
        if end > pathEnd { end = pathEnd }
        return Segment(start: start, end: end, next: next)
    }

    @inline(__always)
    func decoded(_ segment: Segment) -> UnsafeBufferPointer<UInt8> {
        // Not `rebasing:` a slice, whose bounds checks sat on every literal step.
        bytes.slice(from: segment.start, to: segment.end)
    }

    /// From `segment` to the end of the path's last segment (for `**`): the path's end, less
    /// the slashes before it.
    func rest(from segment: Segment) -> Range<Int> {
        var last = pathEnd
        while last > segment.end && bytes[last &- 1] == ASCII.slash { last &-= 1 }
        return segment.start..<last
    }
}
