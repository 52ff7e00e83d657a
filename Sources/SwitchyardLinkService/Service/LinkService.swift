import SwitchyardLinks

/// A link service on your own domain: short links, clicks, association files, creating links
/// and install attribution, as request in, response out.
///
/// | request | answer |
/// | --- | --- |
/// | `GET <prefix>/<suffix>` | the click: preview page or `302` per platform; `?d=1` the debug page |
/// | `GET <prefix>/?link=…` | a long link clicked on this domain, checked against the allowlist |
/// | `GET /.well-known/apple-app-site-association` | the Apple file, `application/json` |
/// | `GET /.well-known/assetlinks.json` | the Android file |
/// | `POST /v1/shortLinks` | create, Firebase-compatible, with an API key |
/// | `POST /v1/installAttribution` | the pending link after an install |
/// | `POST /v1/reopenAttribution` | the deep link of a short link that reopened the app |
/// | `GET /v1/<short link>/linkStats?durationDays=N` | the link's counts, Firebase's shape, with an API key |
/// | `GET`, `PATCH`, `DELETE /v1/links/<suffix>`, `GET /v1/links` | management, with an API key |
/// | `GET /healthz` | `200` when the store answers, `503` when it does not |
///
/// Every error of the API is its JSON error, `{"error":{"code":…,"message":…,"status":…}}`;
/// what a browser opens (a link, a long link on the domain) answers a page. With several
/// prefixes (``LinkServiceConfiguration/additionalPrefixes``) a click is served under the
/// prefix its `Host` names; behind trusted proxies the client is read from their headers
/// (``ClientOrigin``).
///
/// Bad requests get a status and a reason: `404` for an unknown suffix or a path that is not
/// a link (the same page, so nothing tells which suffixes exist), `405` for a method a path
/// does not take, `413` past 16 KB of body, `401`/`403` for the key, `400` naming the field,
/// `429` with `Retry-After` for a client past the attribution calls' rate limit.
/// A link that is disabled, expired or past its clicks answers `404` with a page that says
/// which, a deleted one `410`, one whose target the allowlist no longer passes `403`.
///
/// ```swift
/// let service = LinkService(configuration: configuration, store: try FileLinkStore(path: "links.jsonl"))
/// let response = await service.respond(to: LinkRequest(method: "GET", path: "/AbCd", headers: [("User-Agent", agent)]))
/// ```
public struct LinkService: Sendable {
    /// What the service serves.
    public let configuration: LinkServiceConfiguration
    /// Where short links live.
    public let store: any LinkStore
    /// The store, when it keeps settings, counts and pending clicks (the built-in ones do).
    let ledger: (any LedgerStore)?
    /// Pending clicks for a store that does not keep them.
    let clicks: ClickMemory
    let hasher: AddressHasher
    /// The buckets of ``LinkServiceConfiguration/attributionRateLimit``; `nil` when there is none.
    let attributionLimiter: AddressRateLimiter?
    private let appleFile: Result<String, AssociationError>
    private let androidFile: Result<String, AssociationError>

    /// A service with `configuration` on `store`. The association files are written once,
    /// here; a configuration that cannot write one serves `404` with the reason there.
    public init(configuration: LinkServiceConfiguration, store: any LinkStore) {
        self.configuration = configuration
        self.store = store
        ledger = store as? any LedgerStore
        hasher = AddressHasher(salt: ledger?.addressSalt ?? AddressHasher.randomSalt())
        clicks = ClickMemory(window: configuration.attributionWindow, capacity: configuration.attributionCapacity)
        attributionLimiter = configuration.attributionRateLimit.map(AddressRateLimiter.init(limit:))
        var association = configuration.association
        if association.linkPrefix == nil { association.linkPrefix = configuration.prefix }
        if let routes = configuration.routes {
            appleFile = Result { () throws(AssociationError) in try AppleAppSiteAssociation.file(for: routes, configuration: association) }
        } else {
            appleFile = .failure(AssociationError("no route table is configured"))
        }
        androidFile = Result { () throws(AssociationError) in try AssetLinks.file(configuration: configuration.association) }
    }

    /// The short link for a suffix: `<prefix>/<suffix>`.
    public func shortLink(suffix: String) -> String { configuration.prefix + "/" + suffix }

    /// The short link for a suffix whose long link is `longLink`: under the prefix of
    /// ``LinkServiceConfiguration/prefixes`` the long link was made with.
    func shortLink(suffix: String, longLink: String) -> String {
        (configuration.prefix(of: longLink) ?? configuration.prefix) + "/" + suffix
    }

    /// Answers one request. When the request came from a trusted proxy, the client's
    /// address and scheme are those its forwarding headers give (``origin(of:)``).
    public func respond(to request: LinkRequest) async -> LinkResponse {
        var request = request
        let origin = origin(of: request)
        request.clientAddress = origin.address
        if let scheme = origin.scheme { request.scheme = scheme }
        let response = await answer(request)
        return request.method == "HEAD" ? response.withoutBody() : response
    }

    /// Who sent `request`: its peer, or the client a trusted proxy forwarded it for
    /// (``LinkServiceConfiguration/trustedProxies``).
    public func origin(of request: LinkRequest) -> ClientOrigin {
        ClientOrigin(of: request, trustedProxies: configuration.trustedProxies)
    }

    /// The number of clicks remembered for install attribution.
    public var rememberedClicks: Int {
        get async {
            if let ledger { return (try? await ledger.pendingCount) ?? 0 }
            return await clicks.count
        }
    }

    private func answer(_ request: LinkRequest) async -> LinkResponse {
        if request.body.count > configuration.maximumBodySize {
            return .apiError(413, "the body is \(request.body.count) bytes, over the \(configuration.maximumBodySize)-byte limit")
        }
        switch request.path {
        case "/.well-known/apple-app-site-association":
            return readOnly(request) ?? file(appleFile, name: "apple-app-site-association")
        case "/.well-known/assetlinks.json":
            return readOnly(request) ?? file(androidFile, name: "assetlinks.json")
        case "/healthz":
            if let refusal = readOnly(request) { return refusal }
            return await health()
        case "/v1/shortLinks":
            guard request.method == "POST" else { return Self.postOnly(request) }
            return await create(request)
        case "/v1/installAttribution":
            guard request.method == "POST" else { return Self.postOnly(request) }
            if let refusal = await attributionLimitRefusal(request) { return refusal }
            return await attribute(request)
        case "/v1/reopenAttribution":
            guard request.method == "POST" else { return Self.postOnly(request) }
            if let refusal = await attributionLimitRefusal(request) { return refusal }
            return await reopen(request)
        default:
            if request.path.hasPrefix("/v1/") { return await managementCall(request) }
            return await click(request)
        }
    }

    /// `405` unless the method is `GET` or `HEAD`.
    func readOnly(_ request: LinkRequest) -> LinkResponse? {
        guard request.method != "GET", request.method != "HEAD" else { return nil }
        return .apiError(405, "\(request.method) is not allowed here; use GET or HEAD", extra: [(name: "Allow", value: "GET, HEAD")])
    }

    /// `405` for a call that takes only `POST`.
    static func postOnly(_ request: LinkRequest) -> LinkResponse {
        .apiError(405, "\(request.method) is not allowed here; use POST", extra: [(name: "Allow", value: "POST")])
    }

    private func file(_ result: Result<String, AssociationError>, name: String) -> LinkResponse {
        switch result {
        case .success(let text): .json(200, text)
        case .failure(let error): .apiError(404, "no \(name) is served: \(error.message)")
        }
    }

    /// The page for every path that is not a link and every suffix that does not exist.
    static let notFound = ErrorPage.response(404, "Not found", "There is no link at this address.", settings: PageSettings())

    private func create(_ request: LinkRequest) async -> LinkResponse {
        if let refusal = APIKeyCheck.refusal(for: request, keys: configuration.apiKeys) { return refusal.response }
        do throws(CreateRefusal) {
            let body = try ShortLinkRequest(body: request.body)
            let link = try checkedLongLink(body.longLink, field: "longDynamicLink")
            let stored: StoredLink
            do {
                stored = try await store.create(longLink: body.longLink, option: body.option)
            } catch {
                throw CreateRefusal(status: 503, field: nil, message: "the link store cannot write: \(error)")
            }
            let short = shortLink(suffix: stored.suffix, longLink: body.longLink)
            let warnings = link.warnings
            return .json(
                200,
                JSONText.object([
                    ("shortLink", JSONText.quoted(short)),
                    ("previewLink", JSONText.quoted(short + "?d=1")),
                    ("warning", JSONText.array(warnings.map(\.json))),
                ]) + "\n")
        } catch {
            return error.response
        }
    }

    /// The long link read and checked as a create or an edit checks it: under the service's
    /// prefix, readable, its deep link and fallbacks on the allowlist.
    func checkedLongLink(_ longLink: String, field: String) throws(CreateRefusal) -> ClickLink {
        guard configuration.prefix(of: longLink) != nil else {
            let served = configuration.prefixes.joined(separator: ", ")
            throw CreateRefusal(status: 400, field: field, message: "the link is not under this service's prefix \(served)")
        }
        let link: ClickLink
        do {
            link = try LongLinkReader.read(longLink)
        } catch {
            throw CreateRefusal(status: 400, field: error.field, message: "'\(error.field)': \(error.reason)")
        }
        do {
            try configuration.allowlist.check(link)
        } catch {
            throw CreateRefusal(status: 400, field: error.field, message: "'\(error.field)': \(error.reason): \(error.url)")
        }
        return link
    }

    /// The query's items, split on `&`, each value after the first `=`, decoded.
    static func queryItems(_ query: String) -> [(name: String, value: String)] {
        query.split(separator: "&").map { item in
            guard let equals = item.firstIndex(of: "=") else { return (LinkPercentDecoding.decode(item), "") }
            return (LinkPercentDecoding.decode(item[..<equals]), LinkPercentDecoding.decode(item[item.index(after: equals)...]))
        }
    }
}
