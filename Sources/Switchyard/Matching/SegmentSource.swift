/// One path segment as a lookup sees it: where its raw bytes are in the input (what a capture
/// records), its decoded bytes (what literals and typed parameters are compared with), and the
/// cursor from which the segment after it is read.
///
/// Segments are never empty (empty ones are dropped), so an empty segment marks the end of
/// the path: it sits where the path ends, and a `**` that matches nothing captures it.
struct Segment {
    let start: Int
    let end: Int
    let next: Int

    @inline(__always)
    init(start: Int, end: Int, next: Int) {
        self.start = start
        self.end = end
        self.next = next
    }

    var isPathEnd: Bool {
        @inline(__always) get { start == end }
    }

    /// The raw bytes' range, what a capture records.
    var raw: Range<Int> {
        // Unchecked: a segment's start is never past its end, and the check's branch sat on
        // every step of the walk.
        @inline(__always) get { Range(uncheckedBounds: (start, end)) }
    }

    /// The end of the path at `offset`.
    @inline(__always)
    static func pathEnd(at offset: Int, cursor: Int) -> Segment {
        Segment(start: offset, end: offset, next: cursor)
    }
}

/// Where a ``Lookup`` gets a URL's path segments from.
///
/// There are two: ``PlainPathSegments`` serves a plain path (no `%`, nothing to reject),
/// checked in one pass and split as the trie is walked, which is the fast path and the common
/// case; ``SplitPathSegments`` serves the segments ``URLReader`` split, decoded and checked
/// beforehand, for every other URL.
/// The lookup is generic over them, so each gets its own specialized copy of the walk.
protocol SegmentSource {
    /// The cursor of the first segment.
    var firstCursor: Int { get }

    /// The segment at `cursor`, or the end of the path.
    func segment(at cursor: Int) -> Segment

    /// The decoded bytes of `segment` (what literals and typed parameters are compared with):
    /// the raw ones for a plain path, else in the decoding scratch.
    func decoded(_ segment: Segment) -> UnsafeBufferPointer<UInt8>

    /// The raw range from the start of `segment` to the end of the path's last segment (what
    /// `**` captures).
    func rest(from segment: Segment) -> Range<Int>
}
