/// The calls under `/v1/` other than creating and attribution, each with an API key:
/// the stats call and the management of links.
///
/// | call | answer |
/// | --- | --- |
/// | `GET /v1/<short link, percent-encoded>/linkStats?durationDays=N` | `{"linkEventStats":[…]}` |
/// | `GET /v1/links?tag=T&pageSize=N&pageToken=P` | `{"links":[…],"nextPageToken":"…"}` |
/// | `GET /v1/links/<suffix>` | the link (``LinkEntryJSON``) |
/// | `PATCH /v1/links/<suffix>` | the link after the edit (``LinkEdit``) |
/// | `DELETE /v1/links/<suffix>` | the link as it was, with `"state":"deleted"` |
extension LinkService {
    /// The most links a page holds, and the number when `pageSize` is not given.
    static let maximumPageSize = 1000
    static let defaultPageSize = 100
    /// The most days a stats call covers: ten years.
    package static let maximumDurationDays = 3653

    func managementCall(_ request: LinkRequest) async -> LinkResponse {
        let path = request.path
        let allowed: String
        if path == "/v1/links" {
            allowed = "GET, HEAD"
        } else if path.hasPrefix("/v1/links/") {
            allowed = "GET, HEAD, PATCH, DELETE"
        } else if path.hasSuffix("/linkStats"), path.utf8.count > "/v1//linkStats".utf8.count {
            allowed = "GET, HEAD"
        } else {
            return CreateRefusal(status: 404, field: nil, message: "there is no API call at \(path)").response
        }
        let method = request.method == "HEAD" ? "GET" : request.method
        guard allowed.split(separator: ",").contains(where: { $0.trimmingPrefix(" ") == method }) else {
            return .apiError(405, "\(request.method) is not allowed here; use \(allowed)", extra: [(name: "Allow", value: allowed)])
        }
        if let refusal = APIKeyCheck.refusal(for: request, keys: configuration.apiKeys, purpose: "the API") { return refusal.response }
        guard let ledger else {
            return CreateRefusal(status: 501, field: nil, message: "this link store keeps no settings or counts: use FileLinkStore or InMemoryLinkStore").response
        }
        do throws(CreateRefusal) {
            if path == "/v1/links" { return try await list(request, ledger) }
            if path.hasPrefix("/v1/links/") {
                let suffix = String(path.dropFirst("/v1/links/".utf8.count))
                guard SuffixAlphabet.isSuffix(Substring(suffix)) else { throw Self.unknownLink(suffix) }
                switch method {
                case "PATCH": return try await edit(suffix, request, ledger)
                case "DELETE": return try await delete(suffix, ledger)
                default: return try await show(suffix, ledger)
                }
            }
            return try await stats(request, ledger)
        } catch {
            return error.response
        }
    }

    private func entryJSON(_ entry: LinkEntry, _ ledger: any LedgerStore) async throws(CreateRefusal) -> String {
        let stats = try await Self.reading { () throws(LinkStoreError) in try await ledger.stats(suffix: entry.link.suffix, days: Int.min...Int.max) }
        return LinkEntryJSON.text(entry, shortLink: shortLink(suffix: entry.link.suffix, longLink: entry.link.longLink), now: configuration.now(), stats: stats)
    }

    private func show(_ suffix: String, _ ledger: any LedgerStore) async throws(CreateRefusal) -> LinkResponse {
        guard let entry = try await Self.reading({ () throws(LinkStoreError) in try await ledger.entry(suffix: suffix) }) else { throw Self.unknownLink(suffix) }
        guard !entry.deleted else { throw Self.unavailable(suffix, .deleted) }
        return .json(200, try await entryJSON(entry, ledger) + "\n")
    }

    private func edit(_ suffix: String, _ request: LinkRequest, _ ledger: any LedgerStore) async throws(CreateRefusal) -> LinkResponse {
        let edit = try LinkEdit(body: try Self.body(of: request))
        guard let entry = try await Self.reading({ () throws(LinkStoreError) in try await ledger.entry(suffix: suffix) }) else { throw Self.unknownLink(suffix) }
        guard !entry.deleted else { throw Self.unavailable(suffix, .deleted) }
        let longLink = edit.longLink ?? entry.link.longLink
        if edit.longLink != nil { _ = try checkedLongLink(longLink, field: "longDynamicLink") }
        let changed: LinkEntry?
        do {
            changed = try await ledger.change(suffix: suffix, longLink: longLink, settings: edit.applied(to: entry.settings))
        } catch {
            throw CreateRefusal(status: 503, field: nil, message: "the link store cannot write: \(error)")
        }
        // Deleted between the look-up and the change.
        guard let changed else { throw Self.unavailable(suffix, .deleted) }
        return .json(200, try await entryJSON(changed, ledger) + "\n")
    }

    private func delete(_ suffix: String, _ ledger: any LedgerStore) async throws(CreateRefusal) -> LinkResponse {
        guard let entry = try await Self.reading({ () throws(LinkStoreError) in try await ledger.entry(suffix: suffix) }) else { throw Self.unknownLink(suffix) }
        guard !entry.deleted else { throw Self.unavailable(suffix, .deleted) }
        let deleted: LinkEntry?
        do {
            deleted = try await ledger.delete(suffix: suffix, time: configuration.now())
        } catch {
            throw CreateRefusal(status: 503, field: nil, message: "the link store cannot write: \(error)")
        }
        guard var deleted else { throw Self.unavailable(suffix, .deleted) }
        deleted.deleted = true
        return .json(200, try await entryJSON(deleted, ledger) + "\n")
    }

    private func list(_ request: LinkRequest, _ ledger: any LedgerStore) async throws(CreateRefusal) -> LinkResponse {
        var tag: String?
        var size = Self.defaultPageSize
        var cursor: Int?
        for item in Self.queryItems(request.query) {
            switch item.name {
            case "tag":
                guard LinkEdit.isTag(item.value) else { throw CreateRefusal(status: 400, field: "tag", message: "'tag' must be 1 to 64 letters, digits, '-', '_' or '.'") }
                tag = item.value
            case "pageSize":
                guard let number = Int(item.value), (1...Self.maximumPageSize).contains(number) else {
                    throw CreateRefusal(status: 400, field: "pageSize", message: "'pageSize' must be a whole number from 1 to \(Self.maximumPageSize)")
                }
                size = number
            case "pageToken":
                guard let number = Int(item.value), number >= 0, number < Int.max else {
                    throw CreateRefusal(status: 400, field: "pageToken", message: "'pageToken' must be the nextPageToken of an earlier page")
                }
                cursor = number
            case "key":
                continue
            default:
                throw CreateRefusal(status: 400, field: item.name, message: "unknown parameter '\(item.name)' (GET /v1/links takes tag, pageSize, pageToken)")
            }
        }
        let page = try await Self.reading { () throws(LinkStoreError) in try await ledger.page(tag: tag, after: cursor, limit: size) }
        var links: [String] = []
        for entry in page.entries { links.append(try await entryJSON(entry, ledger)) }
        var members = [("links", JSONText.array(links))]
        if let next = page.next { members.append(("nextPageToken", JSONText.quoted(String(next)))) }
        return .json(200, JSONText.object(members) + "\n")
    }

    /// `GET /v1/<short link>/linkStats?durationDays=N`: the counts of the last N days (today,
    /// in UTC, and the N − 1 before it).
    private func stats(_ request: LinkRequest, _ ledger: any LedgerStore) async throws(CreateRefusal) -> LinkResponse {
        let encoded = request.path.dropFirst("/v1/".utf8.count).dropLast("/linkStats".utf8.count)
        let shortLink = LinkPercentDecoding.decode(encoded)
        guard let prefix = configuration.prefix(of: shortLink), SuffixAlphabet.isSuffix(shortLink.dropFirst(prefix.utf8.count + 1)) else {
            throw CreateRefusal(status: 404, field: "dynamicLink", message: "'\(shortLink)' is not a short link of this service (\(configuration.prefix)/SUFFIX)")
        }
        let suffix = String(shortLink.dropFirst(prefix.utf8.count + 1))
        let days = try Self.durationDays(Self.queryItems(request.query).last { $0.name == "durationDays" }?.value)
        guard try await Self.reading({ () throws(LinkStoreError) in try await ledger.entry(suffix: suffix) }) != nil else { throw Self.unknownLink(suffix) }
        let today = UTCTime.day(configuration.now())
        let counts = try await Self.reading { () throws(LinkStoreError) in try await ledger.stats(suffix: suffix, days: (today - days + 1)...today) }
        return .json(200, LinkEventCount.statsJSON(counts) + "\n")
    }

    /// Reads `durationDays`: a whole number from 1 to ``maximumDurationDays``.
    static func durationDays(_ text: String?) throws(CreateRefusal) -> Int {
        guard let text else { throw CreateRefusal(status: 400, field: "durationDays", message: "'durationDays' is required: the number of days to count, today included") }
        guard let days = Int(text), (1...maximumDurationDays).contains(days) else {
            throw CreateRefusal(status: 400, field: "durationDays", message: "'durationDays' must be a whole number from 1 to \(maximumDurationDays), not '\(text)'")
        }
        return days
    }
}
