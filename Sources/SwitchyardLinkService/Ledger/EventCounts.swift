/// One line of a stats answer: how many events of a kind on a platform.
public struct LinkEventCount: Sendable, Hashable {
    /// The platform.
    public var platform: StatsPlatform
    /// The event.
    public var event: LinkEventKind
    /// How many.
    public var count: Int

    /// A count of `event` on `platform`.
    public init(platform: StatsPlatform, event: LinkEventKind, count: Int) {
        self.platform = platform
        self.event = event
        self.count = count
    }

    /// `{"platform":"IOS","count":"3","event":"CLICK"}`: Firebase's member order, the count
    /// as a string (an int64 in Google's JSON).
    var json: String {
        JSONText.object([("platform", JSONText.quoted(platform.rawValue)), ("count", JSONText.quoted(String(count))), ("event", JSONText.quoted(event.rawValue))])
    }

    /// `{"linkEventStats":[…]}`, the answer of the stats call and of `switchyard stats`.
    package static func statsJSON(_ counts: [LinkEventCount]) -> String {
        JSONText.object([("linkEventStats", JSONText.array(counts.map(\.json)))])
    }
}

/// The counts of one link, by day (since 1970, UTC), platform and event.
struct EventCounts: Sendable, Hashable {
    private struct Key: Hashable, Sendable {
        var day: Int
        var platform: StatsPlatform
        var event: LinkEventKind
    }

    private var counts: [Key: Int] = [:]

    /// Counts `activity`'s events on its day.
    mutating func add(_ activity: LinkActivity) {
        let day = UTCTime.day(activity.time)
        for event in activity.events { counts[Key(day: day, platform: activity.platform, event: event), default: 0] += 1 }
    }

    /// The counts of the days in `days`, summed per platform and event, platforms then events
    /// in their declared order; kinds with no event are left out.
    func totals(days: ClosedRange<Int>) -> [LinkEventCount] {
        var sums: [Key: Int] = [:]
        for (key, count) in counts where days.contains(key.day) {
            sums[Key(day: 0, platform: key.platform, event: key.event), default: 0] += count
        }
        return sums.map { LinkEventCount(platform: $0.key.platform, event: $0.key.event, count: $0.value) }
            .sorted { ($0.platform, $0.event) < ($1.platform, $1.event) }
    }
}
