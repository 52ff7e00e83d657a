/// What the root of a chain does with a URL that no handler kept: opens it
/// with the system (or pretends to).
///
/// Returning means the URL was opened (`accepted == true`); throwing refuses it
/// with a message for the trace.
///
/// ```swift
/// struct LoggingOpener: SystemOpener {
///     var name: String { "log" }
///     func open(_ url: String) async throws(SystemOpenerError) {
///         print("would open", url)
///     }
/// }
/// ```
///
/// Provided: ``DryRunSystemOpener``, ``RecordingSystemOpener`` and, on Linux,
/// ``XDGOpenSystemOpener``.
public protocol SystemOpener: Sendable {
    /// A short name; the trace shows the opener as `system:<name>`.
    var name: String { get }

    /// Opens `url`, or throws to refuse it.
    func open(_ url: String) async throws(SystemOpenerError)
}

extension SystemOpener {
    /// The name the trace and `decidedBy` use: `system:<name>`.
    var traceName: String { "system:\(name)" }
}
