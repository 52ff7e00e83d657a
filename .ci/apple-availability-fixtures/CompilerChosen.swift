// Calls whose newer form the compiler picks only where the floor allows it: none may be reported.

// `&*` is a `FixedWidthInteger` requirement from macOS 15; on `UInt64` it runs `UInt64`'s own
// operator, which every platform has.
func mix(_ value: UInt64) -> UInt64 {
    value &* 0x9E37_79B9_7F4A_7C15
}

// `for await` calls `next(isolation:)` from macOS 15 and `next()` below.
func sum(_ stream: AsyncStream<Int>) async -> Int {
    var total = 0
    for await value in stream { total += value }
    return total
}
