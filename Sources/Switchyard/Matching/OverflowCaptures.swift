/// What keeps an owned ``RouteMatch`` of a route with more than eight capture slots alive: its
/// table and the slots past the eighth. A match of any other route holds its table alone, so
/// that it owns two references (the table and the URL's string), not three.
@usableFromInline
final class OverflowCaptures: Sendable {
    let storage: RouteTableStorage
    /// The capture slots past the eighth, by their index among those.
    let slots: [UInt64]

    init(storage: RouteTableStorage, slots: [UInt64]) {
        self.storage = storage
        self.slots = slots
    }
}
