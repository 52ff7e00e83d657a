/// A link as the management API writes it.
///
/// ```json
/// {"suffix":"7H68","shortLink":"https://l.example.com/7H68","longDynamicLink":"…","option":"SHORT",
///  "createTime":"2026-12-03T18:00:00Z","tags":["summer"],"expireTime":null,"maxClicks":null,
///  "disabled":false,"state":"active","clicks":3,"linkEventStats":[…]}
/// ```
///
/// `createTime` is left out for a link stored before the store kept times; `clicks` is what
/// `maxClicks` limits (crawlers' preview fetches not counted); `linkEventStats` are the counts
/// of every day, as the stats call writes them.
enum LinkEntryJSON {
    static func text(_ entry: LinkEntry, shortLink: String, now: Double, stats: [LinkEventCount]) -> String {
        var members = [
            ("suffix", JSONText.quoted(entry.link.suffix)),
            ("shortLink", JSONText.quoted(shortLink)),
            ("longDynamicLink", JSONText.quoted(entry.link.longLink)),
            ("option", JSONText.quoted(entry.link.option.rawValue)),
        ]
        if let created = entry.createTime { members.append(("createTime", JSONText.quoted(UTCTime.text(created)))) }
        members += [
            ("tags", JSONText.array(entry.settings.tags.map(JSONText.quoted))),
            ("expireTime", entry.settings.expireTime.map { JSONText.quoted(UTCTime.text($0)) } ?? "null"),
            ("maxClicks", entry.settings.maxClicks.map(String.init) ?? "null"),
            ("disabled", entry.settings.disabled ? "true" : "false"),
            ("state", JSONText.quoted(entry.state(now: now).rawValue)),
            ("clicks", String(entry.clicks)),
            ("linkEventStats", JSONText.array(stats.map(\.json))),
        ]
        return JSONText.object(members)
    }
}
