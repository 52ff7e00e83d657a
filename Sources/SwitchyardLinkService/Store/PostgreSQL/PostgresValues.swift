/// Values as the text protocol carries them, both ways.
enum PostgresValues {
    /// A time or other double, exact (`String(_:)` of a `Double` round-trips).
    static func number(_ value: Double) -> String { String(value) }

    /// A boolean as PostgreSQL writes it in text: `t` or `f`.
    static func bool(_ text: String?) -> Bool { text == "t" || text == "true" }

    /// A `double precision` column, `nil` for `NULL`.
    static func double(_ text: String?) -> Double? { text.flatMap(Double.init) }

    /// An integer column, `nil` for `NULL`.
    static func int(_ text: String?) -> Int? { text.flatMap { Int($0) } }

    /// A day number as the `integer` column takes it (`Int.min...Int.max` clamped).
    static func day(_ day: Int) -> String { String(min(max(day, -2_000_000_000), 2_000_000_000)) }

    /// Tags as the `tags` column keeps them: one a line.
    static func tags(_ tags: [String]) -> String { tags.joined(separator: "\n") }
}
