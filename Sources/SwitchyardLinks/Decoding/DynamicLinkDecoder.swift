import Switchyard

/// Decodes dynamic links offline: long links under the configured prefixes, and an app's
/// custom-scheme callbacks; short links are recognised and left for a resolver.
///
/// A URL is a dynamic link only under a prefix: by default any host ending in `.page.link`
/// or `.app.goo.gl`, plus the ``prefixes`` given (a prefix may have a path:
/// `https://example.com/link`). A long link decodes into a ``DynamicLink`` with confidence
/// `unique`; a callback (`<scheme>://google/link/?deep_link_id=…&match_type=…`) decodes into
/// the same value with at most `default`, whatever its `match_type` says, because any app
/// can open a custom-scheme URL. URLs are read by the router's own rules
/// (`URLParts`); values are then decoded strictly: a bad escape is an error,
/// not raw text kept.
///
/// ```swift
/// let decoder = DynamicLinkDecoder()
/// let decoded = try decoder.decode("https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/2&ibi=com.example.raycipe&isi=1234567890")
/// decoded.confidence            // .unique
/// decoded.deepLink?.text        // "https://raycipe.example.com/recipes/2"
/// decoded.link?.iOS.appStoreID  // 1234567890
/// ```
public struct DynamicLinkDecoder: Sendable {
    /// Prefixes decoded besides the default hosts.
    public var prefixes: [DynamicLinkPrefix]
    /// Whether hosts ending in `.page.link` or `.app.goo.gl` are prefixes (default: yes).
    public var includesDefaultHosts: Bool
    /// The custom schemes whose `google/link` callbacks are decoded; `nil` (the default)
    /// means any custom scheme. An app sets its own (the bundle ID, unless it chose another).
    public var callbackSchemes: [String]?
    /// Links longer than this get a warning (``DynamicLinkBuilder/practicalLengthLimit``).
    public var practicalLengthLimit: Int = DynamicLinkBuilder.practicalLengthLimit

    /// A decoder for the default hosts and `prefixes`.
    public init(prefixes: [DynamicLinkPrefix] = [], includesDefaultHosts: Bool = true, callbackSchemes: [String]? = nil) {
        self.prefixes = prefixes
        self.includesDefaultHosts = includesDefaultHosts
        self.callbackSchemes = callbackSchemes?.map { $0.lowercased() }
    }

    /// Decodes a long link or a callback, making the link's values at once (for code that
    /// reads them).
    ///
    /// - Throws: ``DynamicLinkError``: the reason the URL is not one (``DynamicLinkError/notDynamicLink(_:)``,
    ///   ``DynamicLinkError/shortLink(_:)``, ``DynamicLinkError/malformedURL(_:)``) or does not decode.
    public func decode(_ url: String) throws(DynamicLinkError) -> DecodedDynamicLink {
        let parts: URLParts
        do {
            parts = try URLParts(url)
        } catch {
            throw .malformedURL(error)
        }
        switch read(parts, keeps: true) {
        case .decoded(let decoded): return decoded
        case .short(let short): throw .shortLink(short)
        case .ordinary: throw .notDynamicLink(parts.url)
        case .invalid(let error): throw error
        }
    }

    /// What `url` is: a decoded dynamic link, a short link, an ordinary URL, or a dynamic link
    /// that does not decode. A URL the router does not read at all is ordinary: the router
    /// gives the reason.
    ///
    /// A long link is checked as ``decode(_:)`` checks it, but kept as its text: its values
    /// are made when asked for, and its deep link is routed where it stands in the text
    /// (`Router.resolveLink`).
    public func read(_ url: String) -> IncomingDynamicLink {
        LongLinkScan.read(url, by: self, routes: false) { _, _, _ in } ?? readFully(url)
    }

    /// ``read(_:)``, with the deep link of a long link that decodes handed to `route` from the
    /// reading that checked it (the string its bytes are part of, and where they start in it),
    /// when the reading is the common one; a link left to ``readFully(_:)`` is not.
    @usableFromInline
    func read(_ url: String, routing route: (_ deepLink: ReadURL, _ input: String, _ offset: Int) -> Void) -> IncomingDynamicLink {
        LongLinkScan.read(url, by: self, routes: true, route: route) ?? readFully(url)
    }

    /// Reads `url` as ``read(_:)`` does but keeps nothing, for the router's fast form: an
    /// ordinary URL is handed to `ordinary` and a long link's deep link to `deepLink`, each
    /// from the reading that judged it; `nil` when the URL is not the common case (the full
    /// reading, ``read(_:routing:)``, then decides).
    @usableFromInline
    func route(_ url: String, ordinary: (_ url: ReadURL) -> Void, deepLink: (_ deepLink: ReadURL) -> Void) -> RoutedReading? {
        LongLinkScan.route(url, by: self, ordinary: ordinary, deepLink: deepLink)
    }

    /// ``read(_:)`` for any URL, through ``URLParts``: the full reading, which gives the
    /// reasons and warnings of every link.
    @usableFromInline
    func readFully(_ url: String) -> IncomingDynamicLink {
        guard let parts = try? URLParts(url) else { return .ordinary }
        return read(parts)
    }

    /// ``read(_:)`` for a URL already read.
    public func read(_ parts: URLParts) -> IncomingDynamicLink {
        read(parts, keeps: false)
    }

    /// ``read(_:)``, a long link decoded into its value when `keeps` (``decode(_:)``, for code
    /// that reads the values), else kept as its text (for the router, which routes its deep link).
    private func read(_ parts: URLParts, keeps: Bool) -> IncomingDynamicLink {
        do {
            switch parts.kind {
            case .web:
                return try readWeb(parts, keeps: keeps)
            case .custom:
                guard isCallback(parts) else { return .ordinary }
                return .decoded(try CallbackDecoding.decode(parts, by: self))
            case .relative:
                return .ordinary
            }
        } catch {
            return .invalid(error)
        }
    }

    /// True when `url` is under one of the decoder's prefixes (at any path), or is a callback.
    public func isDynamicLink(_ url: LinkURL) -> Bool {
        if url.isWeb {
            if includesDefaultHosts && url.hasDefaultHost { return true }
            // Only a configured prefix on the same host needs the path.
            guard !prefixes.isEmpty, let host = url.host, prefixes.contains(where: { $0.host == host }) else { return false }
        }
        guard let parts = try? URLParts(url.text) else { return false }
        if parts.kind == .custom { return isCallback(parts) }
        guard let host = parts.host, parts.scheme != nil else { return false }
        return prefix(host: host, segments: parts.pathSegments) != nil
    }

    // MARK: Internals

    private func readWeb(_ parts: URLParts, keeps: Bool) throws(DynamicLinkError) -> IncomingDynamicLink {
        guard let hostRange = parts.hostUTF8Range, let schemeRange = parts.schemeUTF8Range else { return .ordinary }
        let segments = parts.pathIsEmpty ? [] : parts.pathSegments
        let url = parts.url
        // The host becomes a `String` only to be compared with configured prefixes; a default
        // one is recognised, and the scheme checked, on the link's bytes.
        let configured = prefixes.isEmpty ? nil : parts.host.flatMap { configuredPrefix(host: $0, segments: segments) }
        let (isDefault, isHTTPS) = url.withUTF8Bytes { bytes in
            (
                includesDefaultHosts && DynamicLinkPrefix.hasDefaultSuffix(UnsafeBufferPointer(rebasing: bytes[hostRange]), ignoringCase: true),
                Self.isHTTPS(UnsafeBufferPointer(rebasing: bytes[schemeRange]))
            )
        }
        guard configured != nil || isDefault else { return .ordinary }
        guard isHTTPS else { throw .httpPrefix(url) }
        let prefixLength = configured?.path.count ?? 0
        let rest = segments.count - prefixLength
        if rest == 1 {
            let prefix = configured ?? DynamicLinkPrefix(host: parts.host ?? "", path: [])
            return .short(ShortDynamicLink(url: url, prefix: prefix, suffix: segments[prefixLength]))
        }
        guard rest == 0 else { throw .unexpectedPath(url) }
        return .decoded(try LongLinkDecoding.decode(parts, url: url, prefix: configured, by: self, keeps: keeps))
    }

    /// True when `scheme` is `https`, in any case.
    static func isHTTPS(_ scheme: UnsafeBufferPointer<UInt8>) -> Bool {
        let https: StaticString = "https"
        guard scheme.count == https.utf8CodeUnitCount else { return false }
        for i in 0..<scheme.count where scheme[i] | 0x20 != https.utf8Start[i] { return false }
        return true
    }

    /// The prefix `host` and `segments` are under: the configured one with the longest path
    /// first, then a default host.
    func prefix(host: String, segments: [String]) -> DynamicLinkPrefix? {
        if let configured = configuredPrefix(host: host, segments: segments) { return configured }
        if includesDefaultHosts && DynamicLinkPrefix.isDefaultHost(host) { return DynamicLinkPrefix(host: host, path: []) }
        return nil
    }

    /// The configured prefix `host` and `segments` are under, the one with the longest path.
    private func configuredPrefix(host: String, segments: [String]) -> DynamicLinkPrefix? {
        var best: DynamicLinkPrefix?
        for prefix in prefixes where prefix.host == host && segments.starts(with: prefix.path) {
            if best == nil || prefix.path.count > best!.path.count { best = prefix }
        }
        return best
    }

    private func isCallback(_ parts: URLParts) -> Bool {
        guard let scheme = parts.scheme, parts.pathSegments == ["google", "link"] else { return false }
        return callbackSchemes.map { $0.contains(scheme) } ?? true
    }
}
