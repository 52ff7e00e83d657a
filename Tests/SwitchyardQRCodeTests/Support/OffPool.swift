import Foundation

/// Runs CPU-heavy test work (encoding hundreds of symbols, waiting on zbarimg) on a thread of
/// its own, off Swift's cooperative pool (two threads on a two-core machine), so that it does
/// not starve timing-sensitive tests of other targets running beside it. The body must not
/// record issues itself: it returns what the test then checks.
func offCooperativePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result { try body() }) }
        thread.stackSize = 8 << 20
        thread.start()
    }
}
