/// Reads a plain path segment by segment while the trie is walked: the fast path of every lookup.
///
/// Reading the whole path first, into a list of segments, and then walking the trie over the
/// list reads every segment twice and writes the list in between. Here the lookup asks for
/// the segment at a byte offset and gets it straight from the input, checked as it is found:
/// each byte of the path is read about once, and nothing is stored.
///
/// It serves only what needs no more than that: no white space around the URL, no `%`, no
/// byte to reject, no non-ASCII byte and no dot segment in the path. On anything else it
/// gives up (``gaveUp``), and the lookup starts over with ``URLReader``, which reports the
/// same reasons in the same order as always. Everything it does serve reads exactly as
/// ``URLReader`` would read it, so both give the same results.
struct LazyPathSegments: SegmentSource {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let validateUTF8: Bool
    private(set) var url: ScannedURL
    private(set) var gaveUp = false
    /// Set once a segment read reached the end of the path (and the query was checked).
    private var reachedPathEnd = false

    /// Takes a URL whose structure the scanner accepts and which needs no trimming, or `nil`.
    @inline(__always)
    init?(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int, validateUTF8: Bool) {
        let count = bytes.count
        guard count > 0, count <= limit, bytes[0] > ASCII.space, bytes[count &- 1] > ASCII.space else { return nil }
        var url = ScannedURL(range: 0..<count)
        guard URLScanner.scanStructure(bytes, into: &url) == nil else { return nil }
        self.bytes = bytes
        self.validateUTF8 = validateUTF8
        self.url = url
    }

    var firstCursor: Int { url.path.lowerBound }

    /// The segment that starts at byte `cursor` or after the slashes there, or the end of the
    /// path, or where the path needs the full reader.
    ///
    /// The bytes are read eight at a time, as ``PathPass`` reads them: the lowest byte flagged
    /// by ``PathByteClass/specialBytes(in:)`` that is not ordinary ends the segment, or, when it
    /// is a `/` right at the start, is skipped.
    @inline(__always)
    func segment(at cursor: Int) -> Segment {
        let end = bytes.count
        var start = cursor
        // Most segments follow the `/` that ended the one before.
        if start < end && bytes[start] == ASCII.slash { start &+= 1 }
        var i = start
        while i < end {
            var flags = PathByteClass.specialBytes(in: bytes, at: i, end: end)
            while flags != 0 {
                let j = i &+ flags.trailingZeroBitCount &>> 3
                flags &= flags &- 1
                let c = PathByteClass.of(bytes[j])
                if c == PathByteClass.ordinary { continue }
                if c == PathByteClass.slash {
                    if j > start { return found(start, j) }
                    start = j &+ 1
                    continue
                }
                if c == PathByteClass.end {
                    if j > start { return found(start, j) }
                    return Segment.pathEnd(at: j, cursor: j)
                }
                // `%`, a byte to reject, or non-ASCII: for the full reader.
                return Segment.givenUp(at: j)
            }
            i &+= 8
        }
        if end > start { return found(start, end) }
        return Segment.pathEnd(at: end, cursor: end)
    }

    @inline(__always)
    private func found(_ start: Int, _ end: Int) -> Segment {
        // `.` and `..` are dot segments, which the full reader reports.
        if end &- start <= 2 && bytes[start] == ASCII.dot && bytes[end &- 1] == ASCII.dot { return Segment.givenUp(at: start) }
        return Segment(start: start, end: end, decoded: UnsafeBufferPointer(rebasing: bytes[start..<end]), next: end)
    }

    /// The first time the end of the path is reached, the query and fragment after it are
    /// checked and recorded, as the full reader does.
    @inline(__always)
    mutating func reached(_ end: Segment) {
        if end.next < 0 {
            gaveUp = true
        } else if !reachedPathEnd {
            finishPath(at: end.start)
        }
    }

    @inline(never)
    private mutating func finishPath(at offset: Int) {
        reachedPathEnd = true
        url.path = url.path.lowerBound..<offset
        if offset < bytes.count,
           URLScanner.scanQueryAndFragment(bytes, from: offset, to: bytes.count, into: &url, validateUTF8: validateUTF8) != nil {
            gaveUp = true
        }
    }

    /// Reads the rest of the path (for `**`): from `segment` to the end of the last segment.
    mutating func rest(from segment: Segment) -> Range<Int> {
        var last = segment.end
        var cursor = segment.next
        while true {
            let next = self.segment(at: cursor)
            if next.isPathEnd {
                reached(next)
                break
            }
            last = next.end
            cursor = next.next
        }
        return segment.start..<last
    }

    /// Reads the whole path and the query, for a lookup that found no route: only a URL the
    /// full reader accepts may be reported as having no route. After this, ``gaveUp`` says
    /// whether it does.
    mutating func checkAll() {
        if reachedPathEnd || gaveUp { return }
        var cursor = firstCursor
        while true {
            let next = segment(at: cursor)
            if next.isPathEnd {
                reached(next)
                return
            }
            cursor = next.next
        }
    }
}
