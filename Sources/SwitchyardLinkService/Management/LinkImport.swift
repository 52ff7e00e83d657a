/// Links brought over from an export: one JSON object a line, each a Firebase-style link with
/// the suffix it had.
///
/// ```
/// {"suffix":"summer-sale","longDynamicLink":"https://raycipe.page.link/?link=https://raycipe.example.com/recipes/2&apn=com.example.raycipe"}
/// {"shortLink":"https://raycipe.page.link/Xy7z","dynamicLinkInfo":{"domainUriPrefix":"https://raycipe.page.link","link":"https://raycipe.example.com/recipes/3"}}
/// {"suffix":"spring_2024","longDynamicLink":"…","option":"UNGUESSABLE","tags":["spring"],"expireTime":"2027-01-01T00:00:00Z","maxClicks":500,"disabled":false}
/// ```
///
/// - The suffix is `suffix`, or what follows the last `/` of `shortLink`: letters, digits,
///   `-` and `_`, as Firebase allowed them, 1 to 64 characters.
/// - The long link is `longDynamicLink`, or the one `dynamicLinkInfo` makes (as a create takes
///   it); its parameters are kept and its prefix becomes the service's own.
/// - `option` (`SHORT` by default), `tags`, `expireTime`, `maxClicks` and `disabled` are
///   optional and mean what they mean in a `PATCH`.
/// - Blank lines and lines starting with `#` are skipped without a word.
///
/// A line is skipped, with the reason, when it is not such an object, when its long link does
/// not read or the allowlist refuses its deep link or a fallback, or when its suffix is taken
/// (by the same long link: "already stored", so an import can be run again).
package enum LinkImport {
    /// What an import did.
    package struct Report: Sendable {
        /// How many links were stored.
        package var imported = 0
        /// The lines skipped: their number (from 1), the suffix when it was read, and why.
        package var skipped: [(line: Int, suffix: String?, reason: String)] = []
    }

    /// Imports every line of `text` into `store`, checked against `configuration` (its prefix
    /// and its allowlist); each link is durable before the next line is read.
    ///
    /// - Throws: ``LinkStoreError`` when the store cannot write (the report so far is lost;
    ///   what was stored stays, and a second run skips it as already stored).
    package static func run(_ text: String, into store: FileLinkStore, configuration: LinkServiceConfiguration, time: Double) async throws(LinkStoreError) -> Report {
        var report = Report()
        var number = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let trimmed = ASCIIText.trimmed(line)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let parsed: (link: StoredLink, settings: LinkSettings)
            do {
                parsed = try read(String(trimmed), configuration: configuration)
            } catch {
                report.skipped.append((number, error.suffix, error.reason))
                continue
            }
            if let reason = try await store.importLink(parsed.link, settings: parsed.settings, time: time) {
                report.skipped.append((number, parsed.link.suffix, reason))
            } else {
                report.imported += 1
            }
        }
        return report
    }

    /// Why a line is skipped.
    struct Skip: Error {
        var suffix: String?
        var reason: String
    }

    static func read(_ line: String, configuration: LinkServiceConfiguration) throws(Skip) -> (link: StoredLink, settings: LinkSettings) {
        let value: JSONValue
        do {
            value = try JSONParser.parse(line)
        } catch {
            throw Skip(reason: "not JSON: \(error)")
        }
        guard let members = value.members else { throw Skip(reason: "not a JSON object") }
        let linkFields = ["suffix", "shortLink", "longDynamicLink", "dynamicLinkInfo", "option"]
        for (key, _) in members where !linkFields.contains(key) && !LinkEdit.fields.contains(key) {
            throw Skip(reason: "unknown field '\(key)'")
        }
        guard let suffix = value["suffix"]?.string ?? value["shortLink"]?.string.map({ String($0.split(separator: "/", omittingEmptySubsequences: false).last ?? "") }) else {
            throw Skip(reason: "no 'suffix' or 'shortLink'")
        }
        guard SuffixAlphabet.isSuffix(Substring(suffix)) else { throw Skip(suffix: suffix, reason: "the suffix must be 1 to 64 letters, digits, '-' or '_'") }
        guard suffix != "healthz" else { throw Skip(suffix: suffix, reason: "/healthz is the service's health check, not a link") }
        var option = SuffixOption.short
        if let given = value["option"] {
            guard let parsed = given.string.flatMap(SuffixOption.init(rawValue:)) else { throw Skip(suffix: suffix, reason: "'option' must be \"SHORT\" or \"UNGUESSABLE\"") }
            option = parsed
        }
        let given: String
        switch (value["longDynamicLink"], value["dynamicLinkInfo"]) {
        case (.some(let long), nil):
            guard let text = long.string else { throw Skip(suffix: suffix, reason: "'longDynamicLink' must be a string") }
            given = text
        case (nil, .some(let info)):
            do {
                given = try DynamicLinkInfo.longLink(from: info)
            } catch {
                throw Skip(suffix: suffix, reason: error.message)
            }
        case (.some, .some):
            throw Skip(suffix: suffix, reason: "give either 'longDynamicLink' or 'dynamicLinkInfo', not both")
        case (nil, nil):
            throw Skip(suffix: suffix, reason: "no 'longDynamicLink' or 'dynamicLinkInfo'")
        }
        guard let query = given.firstRange(of: "/?") else { throw Skip(suffix: suffix, reason: "the long link has no parameters (\(given))") }
        let longLink = configuration.prefix + given[query.lowerBound...]
        do {
            try configuration.allowlist.check(try LongLinkReader.read(longLink))
        } catch let error as LongLinkError {
            throw Skip(suffix: suffix, reason: "'\(error.field)': \(error.reason)")
        } catch let error as AllowlistRefusal {
            throw Skip(suffix: suffix, reason: "\(error.reason): \(error.url)")
        } catch {
            throw Skip(suffix: suffix, reason: "\(error)")
        }
        let settings: LinkSettings
        do {
            settings = try LinkEdit(body: .object(members.filter { LinkEdit.fields.contains($0.0) && $0.0 != "longDynamicLink" })).applied(to: LinkSettings())
        } catch {
            throw Skip(suffix: suffix, reason: error.message)
        }
        return (StoredLink(suffix: suffix, longLink: longLink, option: option), settings)
    }
}
