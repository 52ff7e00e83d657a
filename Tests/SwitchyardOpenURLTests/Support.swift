import Foundation
import Testing
@testable import SwitchyardOpenURL

/// Test helpers: handlers that answer fixed results, and a counter shared across tasks.
enum Fixed {
    /// A handler named `name` that always answers `result`.
    static func handler(_ name: String, _ result: OpenURLResult) -> OpenURLHandler {
        OpenURLHandler(name) { _ in result }
    }
}

/// Counts events across tasks.
actor Counter {
    private(set) var count = 0
    private(set) var values: [String] = []

    func add(_ value: String = "") {
        count += 1
        values.append(value)
    }
}

/// Every element of a stream that has been finished.
func collected<Element>(_ stream: AsyncStream<Element>) async -> [Element] {
    var elements: [Element] = []
    for await element in stream { elements.append(element) }
    return elements
}

/// A one-shot signal: `fire()` from one task, `wait()` in another.
struct Signal: Sendable {
    private let stream: AsyncStream<Void>
    private let sink: AsyncStream<Void>.Continuation

    init() {
        (stream, sink) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingOldest(1))
    }

    func fire() { sink.yield() }

    func wait() async {
        for await _ in stream { return }
    }
}

/// Sleeps `duration`, ignoring cancellation: a handler that will not cooperate.
/// (A detached task does not inherit cancellation, and awaiting its value does not forward it.)
func stubbornSleep(_ duration: Duration) async {
    await Task.detached { try? await Task.sleep(for: duration) }.value
}

/// The (handler, result) pairs of a trace, for compact assertions.
func steps(_ outcome: OpenURLOutcome) -> [String] {
    outcome.trace.map { step in
        let depth = String(repeating: ">", count: step.depth)
        let cause = step.cause.map { " [\($0)]" } ?? ""
        return "\(depth)\(step.handler) \(step.url) \(step.result)\(cause)"
    }
}

/// A flag that threads share, set once: what a test and a handler that blocks (and so cannot
/// await anything) tell each other.
final class Latch: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }

    func set() { lock.withLock { value = true } }
}
