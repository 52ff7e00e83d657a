/// The rate limit of the attribution calls, per client address.
extension LinkService {
    /// `429` with `Retry-After` (whole seconds, at least 1) when `request`'s client has used up
    /// ``LinkServiceConfiguration/attributionRateLimit``; `nil` when the request may go on.
    func attributionLimitRefusal(_ request: LinkRequest) async -> LinkResponse? {
        guard let attributionLimiter else { return nil }
        guard let wait = await attributionLimiter.admit(request.clientAddress, now: configuration.now()) else { return nil }
        let seconds = Self.retryAfter(wait)
        return .apiError(
            429, "too many attribution requests from this address (at most \(attributionLimiter.limit.rate)); retry after \(seconds) s",
            extra: [(name: "Retry-After", value: String(seconds))])
    }

    /// `wait` seconds as a `Retry-After` value: rounded up, from 1 second to one day.
    static func retryAfter(_ wait: Double) -> Int {
        guard wait.isFinite, wait > 1 else { return 1 }
        return wait >= 86_400 ? 86_400 : Int(wait.rounded(.up))
    }
}
