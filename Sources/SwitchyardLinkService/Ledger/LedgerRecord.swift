/// One line of a ``FileLinkStore`` file: a link, or something that happened to one.
///
/// ```
/// {"suffix":"7H68","option":"SHORT","longLink":"…","time":1764777600.5}
/// {"record":"settings","suffix":"7H68","longLink":"…","tags":["summer"],"expireTime":1767225600,"maxClicks":null,"disabled":false}
/// {"record":"delete","suffix":"7H68","time":1764777600.5}
/// {"record":"activity","suffix":"7H68","time":1764777600.5,"platform":"IOS","events":["CLICK"],"referrer":"news.example","campaign":{"utm_source":"mail"}}
/// {"record":"pending","suffix":"7H68","time":…,"platform":"ios","addressHash":"0f3a…","system":"iOS 18.1","locale":"en-gb","token":"…","deepLink":"…","longLink":"…"}
/// {"record":"claimed","token":"…"}
/// ```
///
/// A link line has no `record` member, so files written before the other records load as
/// they are; `time` is left out when unknown.
enum LedgerRecord: Sendable, Hashable {
    case link(StoredLink, time: Double?)
    case settings(suffix: String, longLink: String, LinkSettings)
    case delete(suffix: String, time: Double)
    case activity(LinkActivity)
    case pending(ClickRecord)
    case claimed(token: String)

    /// The record as one line of JSON, with its `\n`.
    var line: String {
        let members: [(String, String)]
        switch self {
        case .link(let link, let time):
            var linkMembers = [("suffix", JSONText.quoted(link.suffix)), ("option", JSONText.quoted(link.option.rawValue)), ("longLink", JSONText.quoted(link.longLink))]
            if let time { linkMembers.append(("time", Self.number(time))) }
            members = linkMembers
        case .settings(let suffix, let longLink, let settings):
            members = [
                ("record", "\"settings\""), ("suffix", JSONText.quoted(suffix)), ("longLink", JSONText.quoted(longLink)),
                ("tags", JSONText.array(settings.tags.map(JSONText.quoted))),
                ("expireTime", settings.expireTime.map(Self.number) ?? "null"),
                ("maxClicks", settings.maxClicks.map(String.init) ?? "null"),
                ("disabled", settings.disabled ? "true" : "false"),
            ]
        case .delete(let suffix, let time):
            members = [("record", "\"delete\""), ("suffix", JSONText.quoted(suffix)), ("time", Self.number(time))]
        case .activity(let activity):
            var activityMembers = [
                ("record", "\"activity\""), ("suffix", JSONText.quoted(activity.suffix)), ("time", Self.number(activity.time)),
                ("platform", JSONText.quoted(activity.platform.rawValue)), ("events", JSONText.array(activity.events.map { JSONText.quoted($0.rawValue) })),
            ]
            if let host = activity.referrerHost { activityMembers.append(("referrer", JSONText.quoted(host))) }
            if !activity.campaign.isEmpty { activityMembers.append(("campaign", JSONText.object(activity.campaign.map { ($0.name, JSONText.quoted($0.value)) }))) }
            members = activityMembers
        case .pending(let click):
            var clickMembers = [("record", "\"pending\"")]
            if let suffix = click.suffix { clickMembers.append(("suffix", JSONText.quoted(suffix))) }
            clickMembers += [
                ("time", Self.number(click.time)), ("platform", JSONText.quoted(click.platform.rawValue)),
                ("addressHash", JSONText.quoted(Self.hex(click.addressHash))),
            ]
            if let system = click.system { clickMembers.append(("system", JSONText.quoted(system))) }
            if let locale = click.locale { clickMembers.append(("locale", JSONText.quoted(locale))) }
            clickMembers += [("token", JSONText.quoted(click.token)), ("deepLink", JSONText.quoted(click.deepLink)), ("longLink", JSONText.quoted(click.longLink))]
            members = clickMembers
        case .claimed(let token):
            members = [("record", "\"claimed\""), ("token", JSONText.quoted(token))]
        }
        return JSONText.object(members) + "\n"
    }

    /// Reads a line (without its `\n`); the error says what is wrong with it.
    init(line bytes: ArraySlice<UInt8>) throws(LinkStoreError) {
        let value: JSONValue
        do {
            value = try JSONParser.parse(Array(bytes))
        } catch {
            throw LinkStoreError("not JSON: \(error)")
        }
        guard value.members != nil else { throw LinkStoreError("not a JSON object") }
        func text(_ key: String) throws(LinkStoreError) -> String {
            guard let text = value[key]?.string else { throw LinkStoreError("no \"\(key)\"") }
            return text
        }
        func optionalText(_ key: String) throws(LinkStoreError) -> String? {
            guard let given = value[key], !given.isNull else { return nil }
            guard let text = given.string else { throw LinkStoreError("\"\(key)\" is not a string") }
            return text
        }
        func suffix() throws(LinkStoreError) -> String {
            guard let suffix = value["suffix"]?.string, SuffixAlphabet.isSuffix(Substring(suffix)) else { throw LinkStoreError("no valid \"suffix\"") }
            return suffix
        }
        func time() throws(LinkStoreError) -> Double {
            guard let time = value["time"]?.double, Self.times.contains(time) else { throw LinkStoreError("no valid \"time\"") }
            return time
        }
        guard let kind = value["record"] else {
            let suffix = try suffix()
            guard let optionName = value["option"]?.string, let option = SuffixOption(rawValue: optionName) else {
                throw LinkStoreError("no valid \"option\" (SHORT or UNGUESSABLE)")
            }
            guard let longLink = value["longLink"]?.string, !longLink.isEmpty else { throw LinkStoreError("no \"longLink\"") }
            self = .link(StoredLink(suffix: suffix, longLink: longLink, option: option), time: value["time"] == nil ? nil : try time())
            return
        }
        switch kind.string {
        case "settings":
            let suffix = try suffix()
            let longLink = try text("longLink")
            var settings = LinkSettings()
            guard let tags = value["tags"]?.elements?.compactMap(\.string), tags.count == value["tags"]?.elements?.count else { throw LinkStoreError("no valid \"tags\"") }
            settings.tags = tags
            if let expiry = value["expireTime"], !expiry.isNull {
                guard let seconds = expiry.double, Self.times.contains(seconds) else { throw LinkStoreError("no valid \"expireTime\"") }
                settings.expireTime = seconds
            }
            if let limit = value["maxClicks"], !limit.isNull {
                guard let number = limit.integer else { throw LinkStoreError("no valid \"maxClicks\"") }
                settings.maxClicks = number
            }
            guard case .bool(let disabled) = value["disabled"] else { throw LinkStoreError("no valid \"disabled\"") }
            settings.disabled = disabled
            self = .settings(suffix: suffix, longLink: longLink, settings)
        case "delete":
            self = .delete(suffix: try suffix(), time: try time())
        case "activity":
            guard let platform = value["platform"]?.string.flatMap(StatsPlatform.init(rawValue:)) else { throw LinkStoreError("no valid \"platform\"") }
            guard let names = value["events"]?.elements else { throw LinkStoreError("no \"events\"") }
            var events: [LinkEventKind] = []
            for name in names {
                guard let event = name.string.flatMap(LinkEventKind.init(rawValue:)) else { throw LinkStoreError("an unknown event in \"events\"") }
                events.append(event)
            }
            var campaign: [(name: String, value: String)] = []
            for (name, item) in value["campaign"]?.members ?? [] {
                guard let text = item.string else { throw LinkStoreError("a campaign value that is not a string") }
                campaign.append((name, text))
            }
            self = .activity(LinkActivity(time: try time(), suffix: try suffix(), platform: platform, events: events, referrerHost: try optionalText("referrer"), campaign: campaign))
        case "pending":
            guard let platform = value["platform"]?.string.flatMap(AttributionPlatform.init(rawValue:)) else { throw LinkStoreError("no valid \"platform\"") }
            guard let hash = value["addressHash"]?.string.flatMap({ UInt64($0, radix: 16) }) else { throw LinkStoreError("no valid \"addressHash\"") }
            self = .pending(
                ClickRecord(
                    time: try time(), platform: platform, addressHash: hash, system: try optionalText("system"), locale: try optionalText("locale"),
                    token: try text("token"), suffix: value["suffix"] == nil ? nil : try suffix(), deepLink: try text("deepLink"), longLink: try text("longLink")))
        case "claimed":
            self = .claimed(token: try text("token"))
        default:
            throw LinkStoreError("an unknown \"record\"")
        }
    }

    /// The times a record may hold, in seconds since 1970: up to 9999-12-31T23:59:59Z.
    static let times: ClosedRange<Double> = 0...UTCTime.range.upperBound

    /// A number as JSON: whole seconds without a fraction, others to the millisecond.
    private static func number(_ value: Double) -> String {
        let milliseconds = (value * 1000).rounded() / 1000
        if milliseconds == milliseconds.rounded(), abs(milliseconds) < 1e15 { return String(Int(milliseconds)) }
        return String(milliseconds)
    }

    private static func hex(_ value: UInt64) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 16 - text.utf8.count) + text
    }
}

extension StoredLink {
    /// The link's line in a ``FileLinkStore`` file, with its `\n`, without a time.
    var recordLine: String { LedgerRecord.link(self, time: nil).line }
}
