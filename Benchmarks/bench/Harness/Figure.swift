/// A figure a suite measures during its setup, beside time and allocations
/// (build time, bytes per route).
struct Figure: Sendable {
    /// The JSON key, in lower camel case: `buildMilliseconds`.
    var key: String
    /// The column heading in the table for people: `build ms`.
    var label: String
    /// `nil` where the platform cannot measure it (bytes per route without the malloc counter).
    var value: Double?
}
