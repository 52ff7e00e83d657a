import SwitchyardLinks

/// An app asking which link brought it: after an install (`POST /v1/installAttribution`) or
/// when a short link reopened it (`POST /v1/reopenAttribution`); each answer is counted.
extension LinkService {
    func attribute(_ request: LinkRequest) async -> LinkResponse {
        let claim: AttributionClaim
        do {
            claim = try Self.claim(from: request, hasher: hasher)
        } catch {
            return error.response
        }
        let now = configuration.now()
        let found: (ClickRecord, confidence: MatchConfidence)?
        if let ledger {
            do {
                found = try await ledger.claim(claim, now: now, window: configuration.attributionWindow)
            } catch {
                return Self.storeRefusal(error).response
            }
        } else {
            found = await clicks.claim(claim, now: now)
        }
        guard let (click, confidence) = found else {
            return .json(200, JSONText.object([("deepLink", "null"), ("confidence", JSONText.quoted(MatchConfidence.none.description))]) + "\n")
        }
        if let suffix = click.suffix, let ledger {
            // An Android claim that carries the Play Store referrer's token came through an install from the store.
            let events: [LinkEventKind] = claim.platform == .android && claim.token != nil ? [.appInstall, .appFirstOpen] : [.appFirstOpen]
            // The claim is made; an event the store cannot take is not worth failing the answer for.
            try? await ledger.record(LinkActivity(time: now, suffix: suffix, platform: claim.platform.statsPlatform, events: events))
        }
        // The campaign is the link's: its utm_* go to the app, and on the deep link when it asks.
        let campaign = (try? LongLinkReader.read(click.longLink))?.campaign ?? LinkCampaign()
        return .json(
            200,
            JSONText.object(
                [
                    ("deepLink", JSONText.quoted(campaign.passedOn(to: click.deepLink))),
                    ("longLink", JSONText.quoted(click.longLink)),
                    ("confidence", JSONText.quoted(confidence.description)),
                ] + campaign.attributionMembers) + "\n")
    }

    /// Reads `{"platform": "ios"|"android", "locale": "en-GB", "userAgent": "…", "token": "…"}`.
    private static func claim(from request: LinkRequest, hasher: AddressHasher) throws(CreateRefusal) -> AttributionClaim {
        let value = try body(of: request)
        let platform = try platform(in: value)
        for key in ["locale", "userAgent", "token"] {
            if let given = value[key], given.string == nil {
                throw CreateRefusal(status: 400, field: key, message: "'\(key)' must be a string, not \(given.kindName)")
            }
        }
        var token = value["token"]?.string
        // The token alone, `switchyard_token=<token>`, or the whole Play Store referrer
        // (`utm_source=mail&switchyard_token=<token>`).
        if let given = token, given.contains("=") {
            token = queryItems(given).last { $0.name == StoreURLs.referrerTokenName }?.value ?? given
        }
        return AttributionClaim(
            platform: platform, addressHash: hasher.hash(request.clientAddress),
            system: value["userAgent"]?.string.flatMap(DeviceSignals.system(fromUserAgent:)),
            locale: DeviceSignals.locale(value["locale"]?.string),
            token: token
        )
    }

    /// `{"requestedLink": "<short or long link>", "bundleId": "…", "sdkVersion": "…"}`, as
    /// Firebase's iOS SDK sent it after a universal-link open (or `"platform": "ios"|"android"`
    /// instead of `bundleId`): the link's `deepLink`, `resolvedLink` (its long link), the
    /// `utm*` values and `iosMinAppVersion` (`null` where the link has none), and `longLink`;
    /// a short link's open is counted as `APP_RE_OPEN`. `404` for a link the service does not
    /// have, the link's state for one that does not answer now (`410` when deleted).
    func reopen(_ request: LinkRequest) async -> LinkResponse {
        do throws(CreateRefusal) {
            let value = try Self.body(of: request)
            let platform: AttributionPlatform
            if value["platform"] == nil, let bundleID = value["bundleId"] {
                guard bundleID.string?.isEmpty == false else {
                    throw CreateRefusal(status: 400, field: "bundleId", message: "'bundleId' must be the app's bundle ID, a string")
                }
                platform = .iOS
            } else {
                platform = try Self.platform(in: value)
            }
            guard let requested = value["requestedLink"]?.string else {
                throw CreateRefusal(status: 400, field: "requestedLink", message: "'requestedLink' must be the link that opened the app")
            }
            guard let prefix = configuration.prefix(of: requested) else {
                throw CreateRefusal(status: 404, field: "requestedLink", message: "\(requested) is not a link of this service")
            }
            let rest = String(requested.dropFirst(prefix.utf8.count + 1))
            let longLink: String
            if rest.hasPrefix("?") {
                // A long link of the service carries its own data: nothing to look up or count.
                longLink = requested
            } else {
                longLink = try await storedLongLink(suffix: rest, platform: platform)
            }
            guard configuration.prefix(of: longLink) == prefix, let dynamicPrefix = try? DynamicLinkPrefix(prefix),
                let decoded = try? DynamicLinkDecoder(prefixes: [dynamicPrefix], includesDefaultHosts: false).decode(longLink)
            else {
                throw CreateRefusal(status: 404, field: "requestedLink", message: "\(requested) is not a long link of this service that decodes")
            }
            let link = decoded.riskyLink
            // The campaign goes to the app, and on the deep link when the link asks (`passutm=1`).
            let campaign = (try? LongLinkReader.read(longLink))?.campaign ?? LinkCampaign()
            func text(_ value: String?) -> String { value.map(JSONText.quoted) ?? "null" }
            return .json(
                200,
                JSONText.object([
                    ("deepLink", JSONText.quoted(campaign.passedOn(to: link.link.text))),
                    ("resolvedLink", JSONText.quoted(longLink)),
                    ("utmSource", text(link.analytics.source)),
                    ("utmMedium", text(link.analytics.medium)),
                    ("utmCampaign", text(link.analytics.campaign)),
                    ("utmContent", text(link.analytics.content)),
                    ("utmTerm", text(link.analytics.term)),
                    ("iosMinAppVersion", text(link.iOS.minimumVersion)),
                    ("longLink", JSONText.quoted(longLink)),
                ]) + "\n")
        } catch {
            return error.response
        }
    }

    /// The long link stored under `suffix`, its reopen counted; `404` when there is none, the
    /// link's state when it does not answer now.
    private func storedLongLink(suffix: String, platform: AttributionPlatform) async throws(CreateRefusal) -> String {
        let now = configuration.now()
        if let ledger {
            guard let entry = try await Self.reading({ () throws(LinkStoreError) in try await ledger.entry(suffix: suffix) }) else { throw Self.unknownLink(suffix) }
            let state = entry.state(now: now)
            guard state == .active else { throw Self.unavailable(suffix, state) }
            try await Self.reading { () throws(LinkStoreError) in try await ledger.record(LinkActivity(time: now, suffix: suffix, platform: platform.statsPlatform, events: [.appReOpen])) }
            return entry.link.longLink
        }
        do {
            guard let found = try await store.longLink(forSuffix: suffix) else { throw Self.unknownLink(suffix) }
            return found
        } catch let refusal as CreateRefusal {
            throw refusal
        } catch {
            throw CreateRefusal(status: 503, field: nil, message: "the link store cannot be read: \(error)")
        }
    }

    /// The request's body as a JSON object.
    static func body(of request: LinkRequest) throws(CreateRefusal) -> JSONValue {
        let value: JSONValue
        do {
            value = try JSONParser.parse(request.body)
        } catch {
            throw CreateRefusal(status: 400, field: nil, message: "the body is not JSON: \(error)")
        }
        guard value.members != nil else { throw CreateRefusal(status: 400, field: nil, message: "the body must be a JSON object") }
        return value
    }

    private static func platform(in value: JSONValue) throws(CreateRefusal) -> AttributionPlatform {
        guard let name = value["platform"]?.string, let platform = AttributionPlatform(rawValue: name) else {
            throw CreateRefusal(status: 400, field: "platform", message: "'platform' must be \"ios\" or \"android\"")
        }
        return platform
    }

    /// `404`: no link under `suffix`.
    static func unknownLink(_ suffix: String) -> CreateRefusal {
        CreateRefusal(status: 404, field: nil, message: "there is no link with the suffix '\(suffix)'")
    }

    /// The refusal for a link in `state`: `410` when deleted, `404` naming the state otherwise.
    static func unavailable(_ suffix: String, _ state: LinkState) -> CreateRefusal {
        switch state {
        case .deleted: CreateRefusal(status: 410, field: nil, message: "the link '\(suffix)' was deleted")
        default: CreateRefusal(status: 404, field: nil, message: "the link '\(suffix)' is \(state.rawValue)")
        }
    }
}

extension AttributionPlatform {
    /// The platform counts are kept under.
    var statsPlatform: StatsPlatform { self == .iOS ? .iOS : .android }
}
