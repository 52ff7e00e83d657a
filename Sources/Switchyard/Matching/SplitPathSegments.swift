/// The segments ``URLReader`` split, decoded and checked before the lookup, served by index.
struct SplitPathSegments: SegmentSource {
    let segments: PathSegments
    /// Where the path ends in the input.
    let pathEnd: Int

    var firstCursor: Int { 0 }

    @inline(__always)
    func segment(at index: Int) -> Segment {
        guard index < segments.count else {
            return Segment.pathEnd(at: pathEnd, cursor: index)
        }
        let raw = segments.raw(index)
        return Segment(start: raw.lowerBound, end: raw.upperBound, next: index &+ 1)
    }

    @inline(__always)
    func decoded(_ segment: Segment) -> UnsafeBufferPointer<UInt8> {
        segments.decoded(segment.next &- 1)
    }

    @inline(__always)
    func rest(from segment: Segment) -> Range<Int> {
        segment.start..<segments.raw(segments.count &- 1).upperBound
    }
}
