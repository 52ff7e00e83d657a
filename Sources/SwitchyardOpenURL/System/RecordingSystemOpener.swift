/// A system opener for tests: records every URL it is given, and accepts or
/// refuses as configured.
///
/// ```swift
/// let system = RecordingSystemOpener()
/// let chain = OpenURLChain(system: system)
/// _ = await chain.root.open("https://example.com/")
/// #expect(await system.opened == ["https://example.com/"])
/// ```
public actor RecordingSystemOpener: SystemOpener {
    /// The URLs given to ``open(_:)``, in order, accepted or not.
    public private(set) var opened: [String] = []

    private let refusal: String?

    /// Makes a recording opener.
    ///
    /// - Parameter refusing: `nil` to accept every URL; otherwise the message it refuses each with.
    public init(refusing: String? = nil) {
        self.refusal = refusing
    }

    /// `recording`.
    public nonisolated var name: String { "recording" }

    /// Records `url`; accepts it, or refuses with the configured message.
    public func open(_ url: String) async throws(SystemOpenerError) {
        opened.append(url)
        if let refusal { throw SystemOpenerError(refusal) }
    }
}
