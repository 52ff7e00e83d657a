/// The limits of an ``Inbox``: the duplicate window, how long a link may wait, how many may.
///
/// ```swift
/// var configuration = InboxConfiguration()       // 1 second, 10 minutes, 16 links
/// configuration.maximumAge = .seconds(120)       // a link older than two minutes is dropped
/// let inbox = Inbox(table: table, configuration: configuration)
/// ```
public struct InboxConfiguration: Sendable, Hashable {
    /// Arrivals of the same URL less than this long after the one that counted are
    /// duplicates: reported, not delivered. Default one second; `.zero` counts every arrival.
    public var duplicateWindow: Duration
    /// A waiting link that has waited longer than this is dropped as expired. Default ten minutes.
    public var maximumAge: Duration
    /// The most links that may wait at once; when one more must wait, the oldest is dropped.
    /// Default 16.
    public var capacity: Int

    /// The documented defaults (the pending-links guide, Docs/PendingLinks.md), or your own limits.
    ///
    /// - Precondition (checked by ``Inbox/init(router:decoder:allowlist:configuration:clock:)``): the window is not
    ///   negative, the maximum age is positive, the capacity is at least 1.
    public init(duplicateWindow: Duration = .seconds(1), maximumAge: Duration = .seconds(600), capacity: Int = 16) {
        self.duplicateWindow = duplicateWindow
        self.maximumAge = maximumAge
        self.capacity = capacity
    }

    /// What is wrong with these limits, in words; `nil` when they are usable.
    public var problem: String? {
        if duplicateWindow < .zero { return "the duplicate window must not be negative" }
        if maximumAge <= .zero { return "the maximum age must be more than zero" }
        if capacity < 1 { return "the capacity must be at least 1 link" }
        return nil
    }
}
