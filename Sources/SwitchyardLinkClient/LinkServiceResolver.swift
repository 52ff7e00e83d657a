#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Foundation)
import Foundation
import SwitchyardLinks

/// A ``ShortLinkResolver`` that asks the link service that issued a short link for its long
/// link, over HTTP: `POST <service>/v1/reopenAttribution`, as Firebase's iOS SDK did.
///
/// ```swift
/// let resolver = LinkServiceResolver(service: URL(string: "https://l.raycipe.example.com")!, bundleID: "com.example.raycipe")
/// let decoder = DynamicLinkDecoder(prefixes: [try DynamicLinkPrefix("https://l.raycipe.example.com")])
/// let route = try await router.resolveLink(url, decoder: decoder, resolver: resolver)
/// ```
///
/// One request per short link, with a timeout; no retry (a failure is the caller's to see,
/// not hidden behind a second try). A suffix the service does not know (`404`) is `nil`;
/// anything else that is not an answer (no connection, the timeout, another status, a body
/// that is not the service's answer) throws ``LinkServiceResolverError``, saying which.
///
/// It exists where Foundation's networking does (Apple platforms, and Linux with
/// `FoundationNetworking`).
public struct LinkServiceResolver: ShortLinkResolver {
    /// The service's base URL (`https://l.raycipe.example.com`): requests go to
    /// `<service>/v1/reopenAttribution`.
    public let service: URL
    /// The app's bundle ID, sent as `bundleId`.
    public let bundleID: String
    /// How long one request may take.
    public let timeout: Duration
    private let session: URLSession

    /// A resolver over the service at `service`.
    ///
    /// - Parameters:
    ///   - service: the service's base URL.
    ///   - bundleID: the app's bundle ID.
    ///   - timeout: how long one request may take; ten seconds by default.
    ///   - session: the session to send with; `URLSession.shared` by default.
    public init(service: URL, bundleID: String, timeout: Duration = .seconds(10), session: URLSession = .shared) {
        self.service = service
        self.bundleID = bundleID
        self.timeout = timeout
        self.session = session
    }

    /// The long link behind `link`, from the service; `nil` when the service does not know it.
    ///
    /// - Throws: ``LinkServiceResolverError`` when the service cannot be reached in time, or
    ///   answers anything but the long link or `404`.
    public func longLink(for link: ShortDynamicLink) async throws -> String? {
        let answer = try await reopenAttribution(for: link.url)
        return answer.map(\.resolvedLink)
    }

    /// The service's whole answer for `requestedLink` (a short or long link of the service);
    /// `nil` for `404`.
    ///
    /// - Throws: ``LinkServiceResolverError``.
    public func reopenAttribution(for requestedLink: String) async throws(LinkServiceResolverError) -> ReopenAttribution? {
        let endpoint = service.appendingPathComponent("v1").appendingPathComponent("reopenAttribution")
        var request = URLRequest(url: endpoint)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let (seconds, attoseconds) = timeout.components
        request.timeoutInterval = Double(seconds) + Double(attoseconds) / 1e18
        do {
            request.httpBody = try JSONSerialization.data(withJSONObject: ["requestedLink": requestedLink, "bundleId": bundleID])
        } catch {
            throw LinkServiceResolverError(.badAnswer, "the request could not be written: \(error)")
        }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            throw LinkServiceResolverError(.unreachable, "\(endpoint.absoluteString) did not answer: \(error.localizedDescription)")
        }
        guard let http = response as? HTTPURLResponse else {
            throw LinkServiceResolverError(.badAnswer, "\(endpoint.absoluteString) did not answer over HTTP")
        }
        if http.statusCode == 404 { return nil }
        let body = String(decoding: data, as: UTF8.self)
        guard http.statusCode == 200 else {
            throw LinkServiceResolverError(.status(http.statusCode), "\(endpoint.absoluteString) answered \(http.statusCode): \(body)")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let deepLink = object["deepLink"] as? String, let resolvedLink = object["resolvedLink"] as? String
        else {
            throw LinkServiceResolverError(.badAnswer, "\(endpoint.absoluteString) answered without deepLink and resolvedLink: \(body)")
        }
        func text(_ key: String) -> String? { object[key] as? String }
        return ReopenAttribution(
            deepLink: deepLink, resolvedLink: resolvedLink, utmSource: text("utmSource"), utmMedium: text("utmMedium"),
            utmCampaign: text("utmCampaign"), utmContent: text("utmContent"), utmTerm: text("utmTerm"),
            iosMinAppVersion: text("iosMinAppVersion"))
    }
}
#endif
