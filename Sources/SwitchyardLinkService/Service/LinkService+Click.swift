/// Clicks: a short link or a long link clicked on the domain, checked, answered and counted.
extension LinkService {
    func click(_ request: LinkRequest) async -> LinkResponse {
        let prefix = configuration.prefix(for: request)
        let prefixPath = PrefixParts(prefix).path
        guard request.path.hasPrefix(prefixPath + "/") else { return Self.notFound }
        let rest = request.path.dropFirst(prefixPath.utf8.count + 1)
        if let refusal = readOnly(request) { return refusal }
        let debug = Self.queryItems(request.query).contains { $0.name == "d" && $0.value == "1" }
        if rest.isEmpty {
            guard Self.queryItems(request.query).contains(where: { $0.name == "link" }) else { return Self.notFound }
            let longLink = prefix + "/?" + request.query
            let link: ClickLink
            do {
                link = try LongLinkReader.read(longLink)
                try configuration.allowlist.check(link)
            } catch let error as LongLinkError {
                return ErrorPage.response(400, "Link not valid", "'\(error.field)': \(error.reason)", settings: configuration.pages)
            } catch let error as AllowlistRefusal {
                return ErrorPage.response(400, "Link not allowed", "'\(error.field)': \(error.reason)", settings: configuration.pages)
            } catch {
                return ErrorPage.response(400, "Link not valid", "\(error)", settings: configuration.pages)
            }
            return await answerClick(link, request: request, debug: debug, suffix: nil, longLink: longLink)
        }
        guard SuffixAlphabet.isSuffix(rest) else { return Self.notFound }
        let suffix = String(rest)
        let stored: String
        if let ledger {
            let found: LinkEntry?
            do {
                found = try await ledger.entry(suffix: suffix)
            } catch {
                return storeUnavailable(error)
            }
            guard let entry = found else { return Self.notFound }
            let state = entry.state(now: configuration.now())
            guard state == .active else { return UnavailablePage.response(for: state) }
            stored = entry.link.longLink
        } else {
            do {
                guard let found = try await store.longLink(forSuffix: suffix) else { return Self.notFound }
                stored = found
            } catch {
                return storeUnavailable(error)
            }
        }
        // Several domains share one store: a link answers only under the prefix it was made with.
        guard stored.hasPrefix(prefix + "/"), configuration.prefix(of: stored) == prefix else { return Self.notFound }
        guard let link = try? LongLinkReader.read(stored) else { return Self.notFound }
        // The allowlist may have changed since the link was stored: it is applied on every click.
        guard (try? configuration.allowlist.check(link)) != nil else { return UnavailablePage.offAllowlist }
        return await answerClick(link, request: request, debug: debug, suffix: suffix, longLink: stored)
    }

    /// The answer to a click on `link`; a `GET` that is not `d=1` is counted under `suffix`
    /// (when the store keeps counts) and, from iOS or Android, kept for install attribution.
    private func answerClick(_ link: ClickLink, request: LinkRequest, debug: Bool, suffix: String?, longLink: String) async -> LinkResponse {
        let platform = PlatformDetector.platform(of: request)
        let shortLink = suffix.map { link.prefix + "/" + $0 }
        let counted = !debug && request.method == "GET"
        var token: String?
        if counted, AttributionPlatform(platform) != nil {
            var generator = SuffixGenerator()
            token = generator.unguessable()
        }
        let response = ClickAnswer.response(for: link, platform: platform, debug: debug, shortLink: shortLink, token: token, pages: configuration.pages, pageURL: shortLink ?? longLink)
        guard counted else { return response }
        let now = configuration.now()
        var pending: ClickRecord?
        if let token, let attributed = AttributionPlatform(platform) {
            pending = ClickRecord(
                time: now, platform: attributed, addressHash: hasher.hash(request.clientAddress),
                system: DeviceSignals.system(fromUserAgent: request.header("user-agent") ?? ""),
                locale: DeviceSignals.locale(request.header("accept-language")),
                token: token, suffix: suffix, deepLink: link.deepLink, longLink: longLink)
        }
        if let ledger {
            if let suffix {
                let activity = LinkActivity(
                    time: now, suffix: suffix, platform: StatsPlatform(platform), events: response.status == 302 ? [.click, .redirect] : [.click],
                    referrerHost: ClickFacts.referrerHost(request.header("referer")), campaign: ClickFacts.campaign(ofLongLink: longLink))
                // Checked again as it is counted, in one step with keeping the pending click: a
                // link with maxClicks answers exactly that many.
                let state: LinkState?
                do {
                    state = try await ledger.admit(activity, now: now, pending: pending, window: configuration.attributionWindow, capacity: configuration.attributionCapacity)
                } catch {
                    return storeUnavailable(error)
                }
                if let state, state != .active { return UnavailablePage.response(for: state) }
            } else if let pending {
                do {
                    try await ledger.remember(pending, window: configuration.attributionWindow, capacity: configuration.attributionCapacity)
                } catch {
                    return storeUnavailable(error)
                }
            }
        } else if let pending {
            await clicks.remember(pending)
        }
        return response
    }
}
