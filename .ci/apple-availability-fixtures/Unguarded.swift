// Planted uses of APIs newer than the package's minimums, with no guard: each must be reported.
import Synchronization

// expect: String.init(validating:as:)
func text(_ bytes: [UInt8]) -> String? {
    String(validating: bytes, as: UTF8.self)
}

// expect: Mutex
// expect: Mutex.init(_:)
let counter = Mutex(0)

// expect: UTF8Span
// expect: UTF8Span.count
func length(_ span: borrowing UTF8Span) -> Int {
    span.count
}
