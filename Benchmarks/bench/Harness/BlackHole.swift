/// Consumes a value so the optimizer must compute it.
///
/// Neither inlined nor optimized, so the call and its argument survive in a
/// release build; it costs a call, which the harness pays once per batch, not
/// per operation.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}
