import SwitchyardLinkService
import SwitchyardPlatform

/// `switchyard stats --store FILE [--days N] [--until YYYY-MM-DD] LINK`: a link's counts, as the
/// stats call answers them (`{"linkEventStats":[…]}`), read from a file store without changing
/// it, so it can run beside the `serve` that writes the file.
enum StatsCommand {
    static let store = OptionSpec("--store", takesValue: true)
    static let days = OptionSpec("--days", takesValue: true)
    static let until = OptionSpec("--until", takesValue: true)

    static func run(_ arguments: [String], _ environment: CommandEnvironment) throws -> Int32 {
        let options = try Options(arguments, accepting: [store, days, until])
        guard let path = options.value(store.name) else { throw UsageError("stats needs --store FILE: the link store serve writes") }
        guard options.operands.count == 1, let link = options.operands.first else { throw UsageError("stats takes one short link or suffix") }
        let suffix = link.contains("/") ? String(link.split(separator: "/", omittingEmptySubsequences: false).last ?? "") : link
        guard SuffixAlphabet.isSuffix(Substring(suffix)) else { throw UsageError("'\(link)' is not a short link or a suffix (letters, digits, '-' and '_')") }
        let daysText = options.value(days.name) ?? "7"
        guard let count = Int(daysText), (1...LinkService.maximumDurationDays).contains(count) else {
            throw UsageError("--days must be a whole number from 1 to \(LinkService.maximumDurationDays), not '\(daysText)'")
        }
        var last = UTCTime.day(WallClock.now())
        if let text = options.value(until.name) {
            guard let seconds = UTCTime.seconds(text + "T00:00:00Z"), UTCTime.dateText(day: UTCTime.day(seconds)) == text else {
                throw UsageError("--until must be a date, YYYY-MM-DD, not '\(text)'")
            }
            last = UTCTime.day(seconds)
        }
        let counts: [LinkEventCount]?
        do {
            counts = try FileLinkStore.stats(readingOnly: path, suffix: suffix, days: (last - count + 1)...last)
        } catch {
            throw UsageError("--store: \(error)")
        }
        guard let counts else {
            environment.writeError("switchyard: \(path) has no link with the suffix '\(suffix)'\n")
            return 1
        }
        environment.write(LinkEventCount.statsJSON(counts) + "\n")
        return 0
    }
}
