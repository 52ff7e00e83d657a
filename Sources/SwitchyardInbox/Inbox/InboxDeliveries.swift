/// The links an ``Inbox`` delivers, as an `AsyncSequence`: each link once, in delivery order.
///
/// ```swift
/// .task {                                   // SwiftUI: the main actor, while the view is up
///     for await link in inbox.deliveries { if let screen = link.destination { path.append(screen) } }
/// }
/// ```
///
/// The sequence does not end on its own; a loop over it ends when its task is cancelled,
/// leaving undelivered links for the next reader. With several readers at once, each link
/// goes to one of them.
public struct InboxDeliveries<Destination: Sendable>: AsyncSequence, Sendable {
    /// A delivered link.
    public typealias Element = InboxLink<Destination>

    let inbox: Inbox<Destination>

    /// An iterator that takes the inbox's deliveries; iterators of one inbox share them.
    public func makeAsyncIterator() -> Iterator {
        Iterator(inbox: inbox)
    }

    /// Takes the next delivered link, waiting for one if none is there.
    public struct Iterator: AsyncIteratorProtocol, Sendable {
        let inbox: Inbox<Destination>

        /// The next delivered link; `nil` when the task is cancelled.
        public mutating func next() async -> InboxLink<Destination>? {
            await inbox.nextDelivery()
        }
    }
}

extension Inbox {
    /// The next delivered link, or `nil` once the calling task is cancelled (leaving the links
    /// for another reader).
    func nextDelivery() async -> InboxLink<Destination>? {
        let id = state.withLock { $0.newReaderID() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<InboxLink<Destination>?, Never>) in
                // Cancellation is checked under the lock: either this sees it and registers
                // nothing, or the handler below runs after the reader is registered and removes it.
                let taken: InboxLink<Destination>?? = state.withLock { state in
                    if Task.isCancelled { return .some(nil) }
                    return state.take(reader: id, continuation: continuation).map { .some($0) }
                }
                if let taken { continuation.resume(returning: taken) }
            }
        } onCancel: {
            state.withLock { $0.removeReader(id) }?.continuation.resume(returning: nil)
        }
    }
}
