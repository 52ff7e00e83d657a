/// A system opener that opens nothing and accepts every URL, reporting what it
/// would have opened. The default of `switchyard open`.
///
/// ```swift
/// let chain = OpenURLChain(system: DryRunSystemOpener { url in print("would open \(url)") })
/// ```
public struct DryRunSystemOpener: SystemOpener {
    private let report: (@Sendable (String) -> Void)?

    /// Makes a dry-run opener.
    ///
    /// - Parameter report: called with each URL it would open; `nil` to stay silent
    ///   (the trace still shows the URL as a `system:dry-run` step).
    public init(report: (@Sendable (String) -> Void)? = nil) {
        self.report = report
    }

    /// `dry-run`.
    public var name: String { "dry-run" }

    /// Reports `url` and accepts it.
    public func open(_ url: String) async throws(SystemOpenerError) {
        report?(url)
    }
}
