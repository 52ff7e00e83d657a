#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import SwitchyardLinkClient

/// `switchyard link resolve --service URL [--bundle-id ID] [LINK ...]`: asks the link service
/// at `URL` what each short or long link of its domain leads to (`POST /v1/reopenAttribution`),
/// and prints its answer, one JSON object a line (each line of standard input when no link is
/// given). Exit 0 when every link was answered, 1 when any was not (the line says why), 2 for
/// a usage error.
///
/// ```
/// $ switchyard link resolve --service http://127.0.0.1:8080 https://l.raycipe.example.com/AbCd
/// {"link":"https://l.raycipe.example.com/AbCd","deepLink":"https://raycipe.example.com/recipes/2","resolvedLink":"https://l.raycipe.example.com/?link=…",…}
/// ```
enum LinkResolveCommand {
    static let service = OptionSpec("--service", takesValue: true)
    static let bundleID = OptionSpec("--bundle-id", takesValue: true)

    static func run(_ arguments: [String], _ environment: CommandEnvironment) async throws -> Int32 {
        let options = try Options(arguments, accepting: [service, bundleID, .json])
        let resolver = try resolver(options)
        var links = options.operands
        if links.isEmpty {
            while let line = environment.readLine() {
                let link = line.trimmingCharacters(in: .whitespaces)
                if !link.isEmpty { links.append(link) }
            }
        }
        var status: Int32 = 0
        for link in links {
            var json = JSONWriter()
            json.beginObject()
            json.key("link"); json.string(link)
            do {
                if let answer = try await resolver.reopenAttribution(for: link) {
                    json.key("deepLink"); json.string(answer.deepLink)
                    json.key("resolvedLink"); json.string(answer.resolvedLink)
                    for (key, value) in [
                        ("utmSource", answer.utmSource), ("utmMedium", answer.utmMedium), ("utmCampaign", answer.utmCampaign),
                        ("utmContent", answer.utmContent), ("utmTerm", answer.utmTerm), ("iosMinAppVersion", answer.iosMinAppVersion),
                    ] {
                        json.key(key)
                        if let value { json.string(value) } else { json.null() }
                    }
                } else {
                    json.key("error"); json.string("the link service does not know this link (404)")
                    status = 1
                }
            } catch {
                json.key("error"); json.string(error.message)
                status = 1
            }
            json.endObject()
            environment.write(json.text + "\n")
        }
        return status
    }

    /// The resolver for `--service` and `--bundle-id` (the bundle ID defaults to `switchyard`).
    static func resolver(_ options: Options) throws(UsageError) -> LinkServiceResolver {
        guard let text = options.value(service.name) else {
            throw UsageError("link resolve needs --service URL: the link service's base URL (http://127.0.0.1:8080)")
        }
        guard text.hasPrefix("http://") || text.hasPrefix("https://"), let url = URL(string: text), url.host != nil else {
            throw UsageError("--service must be an http or https URL, not '\(text)'")
        }
        return LinkServiceResolver(service: url, bundleID: options.value(bundleID.name) ?? "switchyard", timeout: .seconds(10))
    }
}
