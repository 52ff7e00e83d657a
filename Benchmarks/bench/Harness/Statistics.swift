/// Order statistics over the per-round figures of one suite.
struct Spread: Sendable {
    var median: Double
    var minimum: Double
    var maximum: Double
    var p10: Double
    var p90: Double

    /// - Precondition: `samples` is not empty.
    init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "no samples")
        let sorted = samples.sorted()
        median = Spread.quantile(sorted, 0.5)
        minimum = sorted[0]
        maximum = sorted[sorted.count - 1]
        p10 = Spread.quantile(sorted, 0.1)
        p90 = Spread.quantile(sorted, 0.9)
    }

    /// Linear interpolation between the closest ranks.
    private static func quantile(_ sorted: [Double], _ q: Double) -> Double {
        let position = q * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, sorted.count - 1)
        let fraction = position - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
    }
}
