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
///
/// Bad requests get a status and a reason: `404` for an unknown suffix or a path that is not
/// a link (the same page, so nothing tells which suffixes exist), `405` for a method a path
/// does not take, `413` past 16 KB of body, `401`/`403` for the key, `400` naming the field.
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
    private let clicks: ClickMemory
    private let hasher = AddressHasher()
    private let appleFile: Result<String, AssociationError>
    private let androidFile: Result<String, AssociationError>

    /// A service with `configuration` on `store`. The association files are written once,
    /// here; a configuration that cannot write one serves `404` with the reason there.
    public init(configuration: LinkServiceConfiguration, store: any LinkStore) {
        self.configuration = configuration
        self.store = store
        clicks = ClickMemory(window: configuration.attributionWindow, capacity: configuration.attributionCapacity)
        if let routes = configuration.routes {
            appleFile = Result { () throws(AssociationError) in try AppleAppSiteAssociation.file(for: routes, configuration: configuration.association) }
        } else {
            appleFile = .failure(AssociationError("no route table is configured"))
        }
        androidFile = Result { () throws(AssociationError) in try AssetLinks.file(configuration: configuration.association) }
    }

    /// The short link for a suffix: `<prefix>/<suffix>`.
    public func shortLink(suffix: String) -> String { configuration.prefix + "/" + suffix }

    /// Answers one request.
    public func respond(to request: LinkRequest) async -> LinkResponse {
        let response = await answer(request)
        return request.method == "HEAD" ? response.withoutBody() : response
    }

    /// The number of clicks remembered for install attribution.
    public var rememberedClicks: Int { get async { await clicks.count } }

    private func answer(_ request: LinkRequest) async -> LinkResponse {
        if request.body.count > configuration.maximumBodySize {
            return .text(413, "the body is \(request.body.count) bytes, over the \(configuration.maximumBodySize)-byte limit")
        }
        switch request.path {
        case "/.well-known/apple-app-site-association":
            return readOnly(request) ?? file(appleFile, name: "apple-app-site-association")
        case "/.well-known/assetlinks.json":
            return readOnly(request) ?? file(androidFile, name: "assetlinks.json")
        case "/v1/shortLinks":
            guard request.method == "POST" else { return .text(405, "\(request.method) is not allowed here; use POST", extra: [(name: "Allow", value: "POST")]) }
            return await create(request)
        case "/v1/installAttribution":
            guard request.method == "POST" else { return .text(405, "\(request.method) is not allowed here; use POST", extra: [(name: "Allow", value: "POST")]) }
            return await attribute(request)
        default:
            return await click(request)
        }
    }

    /// `405` unless the method is `GET` or `HEAD`.
    private func readOnly(_ request: LinkRequest) -> LinkResponse? {
        guard request.method != "GET", request.method != "HEAD" else { return nil }
        return .text(405, "\(request.method) is not allowed on a link; use GET or HEAD", extra: [(name: "Allow", value: "GET, HEAD")])
    }

    private func file(_ result: Result<String, AssociationError>, name: String) -> LinkResponse {
        switch result {
        case .success(let text): .json(200, text)
        case .failure(let error): .text(404, "no \(name) is served: \(error.message)")
        }
    }

    /// The page for every path that is not a link and every suffix that does not exist.
    static let notFound = LinkResponse.html(404, "<!doctype html>\n<title>Not found</title>\n<h1>Not found</h1>\n<p>There is no link at this address.</p>\n")

    private func click(_ request: LinkRequest) async -> LinkResponse {
        let prefixPath = configuration.prefixPath
        guard request.path.hasPrefix(prefixPath + "/") else { return Self.notFound }
        let rest = request.path.dropFirst(prefixPath.utf8.count + 1)
        if let refusal = readOnly(request) { return refusal }
        let debug = Self.queryItems(request.query).contains { $0.name == "d" && $0.value == "1" }
        if rest.isEmpty {
            guard Self.queryItems(request.query).contains(where: { $0.name == "link" }) else { return Self.notFound }
            let longLink = configuration.prefix + "/?" + request.query
            let link: ClickLink
            do {
                link = try LongLinkReader.read(longLink)
                try configuration.allowlist.check(link)
            } catch let error as LongLinkError {
                return .text(400, "'\(error.field)': \(error.reason)")
            } catch let error as AllowlistRefusal {
                return .text(400, "'\(error.field)': \(error.reason)")
            } catch {
                return .text(400, "\(error)")
            }
            return await answerClick(link, request: request, debug: debug, shortLink: nil, longLink: longLink)
        }
        guard SuffixAlphabet.isSuffix(rest) else { return Self.notFound }
        let suffix = String(rest)
        let stored: String?
        do {
            stored = try await store.longLink(forSuffix: suffix)
        } catch {
            return .text(503, "the link store cannot be read: \(error)")
        }
        guard let stored, let link = try? LongLinkReader.read(stored) else { return Self.notFound }
        return await answerClick(link, request: request, debug: debug, shortLink: shortLink(suffix: suffix), longLink: stored)
    }

    private func answerClick(_ link: ClickLink, request: LinkRequest, debug: Bool, shortLink: String?, longLink: String) async -> LinkResponse {
        let platform = PlatformDetector.platform(of: request)
        var token: String?
        if !debug, request.method == "GET", let attributed = AttributionPlatform(platform) {
            var generator = SuffixGenerator()
            let newToken = generator.unguessable()
            token = newToken
            await clicks.remember(
                ClickRecord(
                    time: configuration.now(), platform: attributed, addressHash: hasher.hash(request.clientAddress),
                    system: DeviceSignals.system(fromUserAgent: request.header("user-agent") ?? ""),
                    locale: DeviceSignals.locale(request.header("accept-language")),
                    token: newToken, deepLink: link.deepLink, longLink: longLink
                ))
        }
        return ClickAnswer.response(for: link, platform: platform, debug: debug, shortLink: shortLink, token: token)
    }

    private func create(_ request: LinkRequest) async -> LinkResponse {
        if let refusal = APIKeyCheck.refusal(for: request, keys: configuration.apiKeys) { return refusal.response }
        do throws(CreateRefusal) {
            let body = try ShortLinkRequest(body: request.body)
            let field = body.longLink.hasPrefix(configuration.prefix + "/") ? nil : "longDynamicLink"
            if let field {
                throw CreateRefusal(status: 400, field: field, message: "the link is not under this service's prefix \(configuration.prefix)")
            }
            let link: ClickLink
            do {
                link = try LongLinkReader.read(body.longLink)
            } catch {
                throw CreateRefusal(status: 400, field: error.field, message: "'\(error.field)': \(error.reason)")
            }
            do {
                try configuration.allowlist.check(link)
            } catch {
                throw CreateRefusal(status: 400, field: error.field, message: "'\(error.field)': \(error.reason): \(error.url)")
            }
            let stored: StoredLink
            do {
                stored = try await store.create(longLink: body.longLink, option: body.option)
            } catch {
                throw CreateRefusal(status: 503, field: nil, message: "the link store cannot write: \(error)")
            }
            let short = shortLink(suffix: stored.suffix)
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

    private func attribute(_ request: LinkRequest) async -> LinkResponse {
        let claim: AttributionClaim
        do {
            claim = try Self.claim(from: request, hasher: hasher)
        } catch {
            return error.response
        }
        guard let (click, confidence) = await clicks.claim(claim, now: configuration.now()) else {
            return .json(200, JSONText.object([("deepLink", "null"), ("confidence", JSONText.quoted(MatchConfidence.none.description))]) + "\n")
        }
        return .json(
            200,
            JSONText.object([
                ("deepLink", JSONText.quoted(click.deepLink)),
                ("longLink", JSONText.quoted(click.longLink)),
                ("confidence", JSONText.quoted(confidence.description)),
            ]) + "\n")
    }

    /// Reads `{"platform": "ios"|"android", "locale": "en-GB", "userAgent": "…", "token": "…"}`.
    private static func claim(from request: LinkRequest, hasher: AddressHasher) throws(CreateRefusal) -> AttributionClaim {
        let value: JSONValue
        do {
            value = try JSONParser.parse(request.body)
        } catch {
            throw CreateRefusal(status: 400, field: nil, message: "the body is not JSON: \(error)")
        }
        guard let platformName = value["platform"]?.string, let platform = AttributionPlatform(rawValue: platformName) else {
            throw CreateRefusal(status: 400, field: "platform", message: "'platform' must be \"ios\" or \"android\"")
        }
        for key in ["locale", "userAgent", "token"] {
            if let given = value[key], given.string == nil {
                throw CreateRefusal(status: 400, field: key, message: "'\(key)' must be a string, not \(given.kindName)")
            }
        }
        var token = value["token"]?.string
        if let given = token, given.hasPrefix(StoreURLs.referrerTokenName + "=") { token = String(given.dropFirst(StoreURLs.referrerTokenName.utf8.count + 1)) }
        return AttributionClaim(
            platform: platform, addressHash: hasher.hash(request.clientAddress),
            system: value["userAgent"]?.string.flatMap(DeviceSignals.system(fromUserAgent:)),
            locale: DeviceSignals.locale(value["locale"]?.string),
            token: token
        )
    }

    /// The query's items, split on `&`, each value after the first `=`, decoded.
    static func queryItems(_ query: String) -> [(name: String, value: String)] {
        query.split(separator: "&").map { item in
            guard let equals = item.firstIndex(of: "=") else { return (LinkPercentDecoding.decode(item), "") }
            return (LinkPercentDecoding.decode(item[..<equals]), LinkPercentDecoding.decode(item[item.index(after: equals)...]))
        }
    }
}
