/// How an awaited piece of work ended: a value, or stopped (an error, cancellation, the deadline).
enum Settled<Value: Sendable>: Sendable {
    case value(Value)
    case stopped(SettleStop)
}

/// Why awaited work gave no value: it threw (the error's text), was cancelled, or ran past the deadline.
enum SettleStop: Sendable {
    case threw(String)
    case cancelled
    case timedOut
}

/// Runs `work` and returns exactly once, as soon as the first of these happens:
/// the work returns or throws, the calling task is cancelled, or `deadline` passes.
///
/// ```swift
/// switch await settle(deadline: .now + .seconds(1)) { try await handler.body(request) } {
/// case .value(let answer): use(answer)
/// case .stopped: discard()
/// }
/// ```
///
/// The work runs in its own task so that a handler that ignores cancellation
/// (or blocks) cannot hold the dispatch past its deadline: on cancellation or
/// timeout that task is cancelled and its eventual result is dropped. The deadline
/// is kept by a ``DeadlineAlarm``, on a Dispatch thread. The first
/// event wins through a one-element stream buffer; later ones are ignored.
/// When the caller is already cancelled or the deadline already passed, the work
/// is not started.
func settle<Value: Sendable>(
    deadline: ContinuousClock.Instant?,
    _ work: @escaping @Sendable () async throws -> Value
) async -> Settled<Value> {
    if Task.isCancelled { return .stopped(.cancelled) }
    if let deadline, deadline <= .now { return .stopped(.timedOut) }

    let (events, sink) = AsyncStream.makeStream(of: Settled<Value>.self, bufferingPolicy: .bufferingOldest(1))
    let worker = Task {
        do {
            sink.yield(.value(try await work()))
        } catch is CancellationError {
            sink.yield(.stopped(.cancelled))
        } catch {
            sink.yield(.stopped(.threw(String(describing: error))))
        }
    }
    // Off the cooperative pool, so that a blocking handler and a busy pool cannot keep it from ringing.
    let timer = deadline.map { DeadlineAlarm(at: $0) { sink.yield(.stopped(.timedOut)) } }
    var iterator = events.makeAsyncIterator()
    // `next()` returns nil when the calling task is cancelled before anything arrives.
    let first = await iterator.next() ?? .stopped(.cancelled)
    worker.cancel()
    timer?.cancel()
    sink.finish()
    return first
}
