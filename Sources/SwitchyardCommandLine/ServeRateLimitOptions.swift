import SwitchyardLinkService

/// `--attribution-limit REQUESTS/SECONDS` or `--attribution-limit off`: how many install- and
/// reopen-attribution requests one client address may make (``RequestRateLimit``; 60/60 by
/// default), counted by each `serve` process for itself.
enum ServeRateLimitOptions {
    static let attributionLimit = OptionSpec("--attribution-limit", takesValue: true)

    /// The limit the option gives, `nil` for `off`, or `current` when it is not given.
    static func attributionLimit(_ options: Options, current: RequestRateLimit?) throws(UsageError) -> RequestRateLimit? {
        guard let text = options.value(attributionLimit.name) else { return current }
        if text == "off" { return nil }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let requests = Int(parts[0]), requests >= 1, requests <= 1_000_000,
            let seconds = Double(parts[1]), seconds > 0, seconds <= 86_400
        else {
            throw UsageError(
                "--attribution-limit must be REQUESTS/SECONDS (a whole number from 1 to 1000000, per seconds above 0 up to 86400, as in 60/60) or off, not '\(text)'"
            )
        }
        return RequestRateLimit(requests: requests, per: seconds)
    }
}
