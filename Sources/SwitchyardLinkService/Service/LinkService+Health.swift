/// `GET /healthz`: whether the service can serve, for a load balancer or an orchestrator.
extension LinkService {
    /// `200 {"status":"ok","store":"reachable"}` when a lookup in the store answers;
    /// `503` with `Retry-After` and the API's JSON error naming the store's reason when it
    /// throws. Never cached; no key needed, and nothing about the links is revealed.
    func health() async -> LinkResponse {
        do {
            // A lookup of a one-character suffix, shorter than any the service gives out: a
            // real round trip to the store that finds nothing (or an imported link, unrevealed).
            _ = try await store.longLink(forSuffix: "0")
        } catch {
            return .apiError(
                503, "the link store is not reachable: \(error)",
                extra: [Self.retryAfter, (name: "Cache-Control", value: "no-store")])
        }
        return LinkResponse(
            status: 200,
            headers: [(name: "Content-Type", value: "application/json"), (name: "Cache-Control", value: "no-store")],
            body: Array(#"{"status":"ok","store":"reachable"}"#.utf8) + [0x0A])
    }
}
