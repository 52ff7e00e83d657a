// The same uses as Unguarded.swift behind availability guards: none may be reported.
import Synchronization

func text(_ bytes: [UInt8]) -> String? {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        return String(validating: bytes, as: UTF8.self)
    }
    return nil
}

func count() -> Int {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return 0 }
    let counter = Mutex(0)
    return counter.withLock { $0 }
}

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
func length(_ span: borrowing UTF8Span) -> Int {
    span.count
}
