/// The buckets of a ``RequestRateLimit``, one per client address, in this process's memory.
actor AddressRateLimiter {
    private struct Bucket {
        var tokens: Double
        var updated: Double
    }

    let limit: RequestRateLimit
    private var buckets: [String: Bucket] = [:]

    init(limit: RequestRateLimit) {
        self.limit = limit
    }

    /// The number of addresses remembered.
    var count: Int { buckets.count }

    private var capacity: Double { Double(limit.bucketSize) }
    /// Requests regained per second.
    private var rate: Double { capacity / limit.period }

    /// Takes one request from `address`'s bucket at `now` (seconds): `nil` when it is allowed,
    /// else the seconds until one would be.
    func admit(_ address: String, now: Double) -> Double? {
        var bucket: Bucket
        if let known = buckets[address] {
            bucket = known
            bucket.tokens = level(of: known, at: now)
            // A clock set back regains nothing, and is not counted twice later.
            bucket.updated = max(known.updated, now)
        } else {
            if buckets.count >= limit.addressLimit { makeRoom(now: now) }
            bucket = Bucket(tokens: capacity, updated: now)
        }
        defer { buckets[address] = bucket }
        guard bucket.tokens >= 1 else { return (1 - bucket.tokens) / rate }
        bucket.tokens -= 1
        return nil
    }

    /// The requests left in `bucket` at `now`.
    private func level(of bucket: Bucket, at now: Double) -> Double {
        min(capacity, bucket.tokens + max(0, now - bucket.updated) * rate)
    }

    /// Forgets every address whose bucket is full again (it would start full anyway); when
    /// that is not enough, the half of the addresses last seen longest ago.
    private func makeRoom(now: Double) {
        buckets = buckets.filter { level(of: $0.value, at: now) < capacity }
        guard buckets.count >= limit.addressLimit else { return }
        let kept = buckets.sorted { $0.value.updated > $1.value.updated }.prefix(limit.addressLimit / 2)
        buckets = Dictionary(uniqueKeysWithValues: kept.map { ($0.key, $0.value) })
    }
}
