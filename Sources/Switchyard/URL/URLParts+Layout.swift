/// Reading a URL held as bytes, for code built on the router that checks URLs inside other
/// URLs (a dynamic link's deep link, decoded from its query) without making a `String`.
extension URLParts {
    /// Where a URL's parts are in its UTF-8, as ``URLParts`` reads them.
    package struct Layout: Sendable {
        /// What kind of URL it is.
        package var kind: Kind
        /// The URL trimmed of surrounding white space.
        package var trimmed: Range<Int>
        /// The scheme, without `:`, as written; `nil` when the URL names none.
        package var scheme: Range<Int>?
        /// The host of a web link, as written; `nil` for other URLs.
        package var host: Range<Int>?

        /// True for an absolute `http` or `https` URL with a host.
        package var isWeb: Bool { scheme != nil && host != nil }
    }

    /// The layout of the URL `bytes` hold (UTF-8), or `nil` when the router would not read
    /// them as a URL: what ``init(_:maximumLength:)`` finds, with no `String` made.
    package static func layout(of bytes: UnsafeBufferPointer<UInt8>, maximumLength: Int = RouteTableOptions().maximumURLLength) -> Layout? {
        var layout: Layout?
        let failure = URLReader.read(bytes, limit: maximumLength, validateUTF8: false) { url, _ in
            let kind: Kind = url.kind == .web ? .web : url.kind == .custom ? .custom : .relative
            layout = Layout(
                kind: kind, trimmed: url.trimmed, scheme: url.scheme.isEmpty ? nil : url.scheme,
                host: url.kind == .web ? url.host : nil)
        }
        return failure == nil ? layout : nil
    }

    /// Runs `body` with ``url``'s UTF-8 and each query item's name and value as ranges in it,
    /// as written, in order, split as ``rawQueryItems`` splits them, until `body` returns
    /// `false`. Nothing is allocated.
    package func forEachRawQueryItemRange(
        _ body: (_ url: UnsafeBufferPointer<UInt8>, _ name: Range<Int>, _ value: Range<Int>) -> Bool
    ) {
        guard let range = scanned.query else { return }
        let start = scanned.trimmed.lowerBound
        var input = input
        input.withUTF8 { bytes in
            let url = UnsafeBufferPointer(rebasing: bytes[scanned.trimmed])
            var scanner = QueryScanner(bytes, range)
            while let item = scanner.next() {
                let name = (item.name.lowerBound &- start)..<(item.name.upperBound &- start)
                if !body(url, name, (item.value.lowerBound &- start)..<(item.value.upperBound &- start)) { return }
            }
        }
    }
}
