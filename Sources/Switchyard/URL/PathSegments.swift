/// One non-empty path segment: where its raw bytes are in the input, and where its decoded
/// bytes are (in the input itself when the path has no `%`, else in a scratch buffer).
struct SegmentSpan {
    var rawStart: Int32
    var rawEnd: Int32
    var decodedStart: Int32
    var decodedEnd: Int32
}

/// A URL path split into non-empty, percent-decoded, validated segments.
///
/// It lives only for one lookup: the spans are in scratch memory that ``URLReader`` sets aside
/// (on the stack), and the decoded bytes are the input itself or, when the path holds `%`,
/// scratch that ``PathSegmenter/withDecodedSegments(of:in:spans:_:)`` provides.
///
/// Unsafe boundary. Invariant: the first `count` spans are written (`count <= spans.count`),
/// every index read is below `count`, and each span's decoded bytes lie in memory from
/// `decodedBase` that lives as long as the segments (the reader and segmenter make the
/// segments inside the scope of that memory and pass them on only to the lookup). Debug
/// builds check the index and that each span runs forward.
struct PathSegments {
    let spans: UnsafeMutableBufferPointer<SegmentSpan>
    let count: Int
    /// The base of the decoded bytes: the input itself, or the scratch decode buffer.
    let decodedBase: UnsafePointer<UInt8>

    @inline(__always)
    func decoded(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        let span = self[index]
        return UnsafeBufferPointer(start: decodedBase + Int(span.decodedStart), count: Int(span.decodedEnd &- span.decodedStart))
    }

    @inline(__always)
    func raw(_ index: Int) -> Range<Int> {
        let span = self[index]
        return Int(span.rawStart)..<Int(span.rawEnd)
    }

    /// Span `index` (`0 <= index < count`).
    @inline(__always)
    private subscript(index: Int) -> SegmentSpan {
        assert(index >= 0 && index < count && count <= spans.count, "segment \(index) outside 0..<\(count)")
        let span = spans[index]
        assert(span.rawStart <= span.rawEnd && span.decodedStart <= span.decodedEnd, "segment \(index)'s span runs backwards")
        return span
    }
}
