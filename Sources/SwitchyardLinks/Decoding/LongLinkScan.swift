import Switchyard

/// The common case of reading an incoming URL, on its bytes and in one reading of each URL:
/// an ordinary URL, or a long link under a default host whose every parameter is known, of
/// its type, and worth no warning. The link is read once by the router's rules, its query
/// walked once (each value checked on its decoded bytes, no `String` made), and its deep link
/// decoded once, into scratch memory, and read once: that reading is checked (a web link, not
/// on a dynamic-link host) and handed to `route`, which matches it without reading it again.
///
/// Anything else is left to the full reading (``DynamicLinkDecoder/read(_:)``), which gives
/// the same answer with its reasons and warnings: a failure of any kind (found here on the
/// bytes), an unknown or encoded name, a value worth a warning, a fragment, a link past the
/// practical length, white space around it, a short link, a callback, configured prefixes.
enum LongLinkScan {
    /// Runs `route` with a deep link read, the string its bytes are part of, and where they
    /// start in it.
    typealias Route = (_ deepLink: ReadURL, _ input: String, _ offset: Int) -> Void

    /// What `url` is, when it is the common case; `nil` when the full reading must decide.
    /// When `routes`, `route` is run with the deep link of a link that decodes, before it is
    /// returned (a closure, not an optional one, so that its context stays on the stack).
    static func read(_ url: String, by decoder: DynamicLinkDecoder, routes: Bool, route: Route) -> IncomingDynamicLink? {
        guard decoder.prefixes.isEmpty else { return nil }
        var answer: IncomingDynamicLink?
        let contiguous: Void? = url.utf8.withContiguousStorageIfAvailable { bytes in
            var outcome: IncomingDynamicLink?
            let failure = RouteTable.read(bytes) { link in
                var decoded: DecodedDynamicLink?
                let kind = scan(link, decoder) { read, value, deepLink in
                    let encoded = value.baseAddress != bytes.baseAddress! + deepLink.lowerBound
                    // Made once, for the match and the decoded link, when the deep link is not in the text as written.
                    let text = encoded && routes ? String(decoding: value, as: UTF8.self) : nil
                    if routes { route(read, text ?? url, text == nil ? deepLink.lowerBound : 0) }
                    decoded = DecodedDynamicLink(
                        confidence: .unique, warnings: [],
                        long: LongLinkText(
                            text: url, configuredPrefix: nil, deepLinkRange: deepLink, decodedDeepLink: text, deepLinkIsEncoded: encoded,
                            plusIsSpace: link.plusIsSpace))
                }
                switch kind {
                case .ordinary: outcome = .ordinary
                case .deepLink: outcome = decoded.map { .decoded($0) }
                case .other: outcome = nil
                }
            }
            // A URL the router does not read is ordinary: the router gives the reason.
            answer = failure == nil ? outcome : .ordinary
        }
        return contiguous == nil ? nil : answer
    }

    /// Reads `url` as ``read(_:by:routes:route:)`` does, but keeps nothing: an ordinary URL
    /// is handed to `ordinary` and the deep link of a long link that decodes to `deepLink`,
    /// each from the one reading that judged it, and no decoded link is made; `nil` when the
    /// full reading must decide.
    static func route(
        _ url: String, by decoder: DynamicLinkDecoder, ordinary: (ReadURL) -> Void, deepLink: (ReadURL) -> Void
    ) -> RoutedReading? {
        guard decoder.prefixes.isEmpty else { return nil }
        var answer: RoutedReading?
        let contiguous: Void? = url.utf8.withContiguousStorageIfAvailable { bytes in
            var outcome: RoutedReading?
            let failure = RouteTable.read(bytes) { link in
                switch scan(link, decoder, found: { read, _, _ in deepLink(read) }) {
                case .ordinary:
                    ordinary(link)
                    outcome = .ordinary(wasRead: true)
                case .deepLink: outcome = .deepLink
                case .other: outcome = nil
                }
            }
            answer = failure == nil ? outcome : .ordinary(wasRead: false)
        }
        return contiguous == nil ? nil : answer
    }

    /// What ``scan(_:_:found:)`` made of a link.
    private enum Kind {
        /// Not a dynamic link.
        case ordinary
        /// A long link of the common case, whose deep link was handed over.
        case deepLink
        /// Anything else: the full reading decides.
        case other
    }

    /// Judges `link`; for a long link of the common case, runs `found` with its deep link read,
    /// the deep link's decoded bytes, and where it is written in `link`'s bytes.
    private static func scan(
        _ link: ReadURL, _ decoder: DynamicLinkDecoder,
        found: (_ deepLink: ReadURL, _ decoded: UnsafeBufferPointer<UInt8>, _ written: Range<Int>) -> Void
    ) -> Kind {
        switch link.kind {
        case .relative: return .ordinary
        case .custom: return mayBeCallback(link) ? .other : .ordinary
        case .web: break
        }
        let bytes = link.bytes
        guard let scheme = link.scheme, let host = link.host else { return .ordinary }
        guard decoder.includesDefaultHosts, DynamicLinkPrefix.hasDefaultSuffix(UnsafeBufferPointer(rebasing: bytes[host]), ignoringCase: true)
        else { return .ordinary }
        guard DynamicLinkDecoder.isHTTPS(UnsafeBufferPointer(rebasing: bytes[scheme])), link.trimmed == 0..<bytes.count,
            link.fragment == nil, bytes.count <= decoder.practicalLengthLimit, link.pathIsEmpty,
            let deepLink = checkedDeepLink(link)
        else { return .other }
        var kind = Kind.other
        RawQueryItem.withStrictlyDecoded(UnsafeBufferPointer(rebasing: bytes[deepLink]), plusIsSpace: link.plusIsSpace) { value in
            guard let value else { return }
            // A deep link the router does not read is left to the full reading, which says why.
            _ = RouteTable.read(value) { read in
                guard read.isWeb, let host = read.host,
                    !(decoder.includesDefaultHosts && DynamicLinkPrefix.hasDefaultSuffix(UnsafeBufferPointer(rebasing: value[host]), ignoringCase: true))
                else { return }
                found(read, value, deepLink)
                kind = .deepLink
            }
        }
        return kind
    }

    /// False when `link`, a custom-scheme URL, cannot be a callback: its path's non-empty
    /// segments (the authority first) are not `google` and `link`. A segment is compared as
    /// written, in any case, up to its first `%`: a path with one there is left to the full
    /// reading. (A `%` escape is the only text the router decodes in a path; a dot segment or
    /// a backslash it refuses, so the URL was not read.)
    private static func mayBeCallback(_ link: ReadURL) -> Bool {
        guard let scheme = link.scheme else { return true }
        let bytes = link.bytes
        var end = link.trimmed.upperBound
        if let query = link.query { end = min(end, query.lowerBound &- 1) }
        if let fragment = link.fragment { end = min(end, fragment.lowerBound &- 1) }
        var i = scheme.upperBound &+ 1
        if let answer = passSegment("google", bytes, &i, end) { return answer }
        if let answer = passSegment("link", bytes, &i, end) { return answer }
        // Only slashes may follow: any other byte starts a third segment.
        while i < end {
            if bytes[i] != UInt8(ascii: "/") { return false }
            i &+= 1
        }
        return true
    }

    /// Moves `i` past the slashes and the segment after them when the segment is `name`
    /// (lower-case letters) in any case, and returns `nil`; otherwise returns what
    /// ``mayBeCallback(_:)`` answers: `true` at a `%`, `false` at a difference.
    @inline(__always)
    private static func passSegment(_ name: StaticString, _ bytes: UnsafeBufferPointer<UInt8>, _ i: inout Int, _ end: Int) -> Bool? {
        let slash = UInt8(ascii: "/")
        let percent = UInt8(ascii: "%")
        while i < end && bytes[i] == slash { i &+= 1 }
        for j in 0..<name.utf8CodeUnitCount {
            guard i < end else { return false }
            let byte = bytes[i]
            if byte == percent { return true }
            // Letters only: `|` 0x20 makes no other byte a lower-case letter.
            if byte | 0x20 != name.utf8Start[j] { return false }
            i &+= 1
        }
        if i < end && bytes[i] != slash { return bytes[i] == percent }
        return nil
    }

    /// Where `link`'s deep link is, once every item of its query is checked: each name a
    /// parameter of the table's, none repeated, each value (but the deep link's) decoding and
    /// of its parameter's type with no warning due; `nil` otherwise, or when there is no `link`.
    private static func checkedDeepLink(_ link: ReadURL) -> Range<Int>? {
        let bytes = link.bytes
        let plusIsSpace = link.plusIsSpace
        var seen: UInt32 = 0
        var deepLink: Range<Int>?
        var clean = true
        link.forEachQueryItem { name, value in
            // A known name is letters and `_`: written as it is, it is its own decoding.
            guard let parameter = DynamicLinkParameter.named(utf8: UnsafeBufferPointer(rebasing: bytes[name])) else {
                clean = false
                return false
            }
            let bit: UInt32 = 1 &<< UInt32(parameter.order)
            guard seen & bit == 0 else {
                clean = false
                return false
            }
            seen |= bit
            if parameter == .link {
                deepLink = value
                return true
            }
            var valid = false
            RawQueryItem.withStrictlyDecoded(UnsafeBufferPointer(rebasing: bytes[value]), plusIsSpace: plusIsSpace) { decoded in
                guard let decoded else { return }
                switch DynamicLink.check(parameter, utf8: decoded) {
                case .valid, .off: valid = true
                case .invalid, .warned: break
                }
            }
            clean = valid
            return valid
        }
        return clean ? deepLink : nil
    }
}
