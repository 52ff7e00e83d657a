/// Every route's parameter records in one block of memory the table owns, for finding a
/// parameter with plain loads: no array to retain, no bounds to check twice.
///
/// Route `r`'s records are those from `spans[r].start` up to `spans[r].end`, in slot order, as
/// in the table's ``RouteTableStorage/parameters``; `spans[-1]`, the span of a miss's route, is
/// empty, so that a lookup finds its records with no branch. A record holds the name's
/// ``NameFingerprint`` and an ``Entry``, where the parameter was captured.
///
/// Invariant: the memory is written once, when the table is built, and freed with the table
/// (``RouteTableStorage``'s `deinit`); a route index handed in is one of the table's
/// (checked in debug builds).
@usableFromInline
struct ParameterDirectory: @unchecked Sendable {
    /// Where a parameter was captured, in a coding of our own: bits 31–2 its capture slot
    /// (from 0), bits 1–0 its ``RouteTableStorage/ParameterInfo/Location`` (`segment` 0,
    /// `rest` 1, `query` 2), that is `slot << 2 | location`; -1 (every bit set) for no such
    /// parameter. ``entry(slot:location:)`` makes one, ``slot(_:)`` and ``location(_:)`` read
    /// it back, ``isInlineSegment(_:)`` tests it.
    @usableFromInline
    typealias Entry = Int32

    @usableFromInline
    struct Record {
        @usableFromInline var fingerprint: NameFingerprint
        @usableFromInline var entry: Entry
        /// The name's index in ``RouteTableStorage/parameterNames``, to compare a long name.
        @usableFromInline var nameIndex: Int32
    }

    @usableFromInline
    struct Span {
        @usableFromInline var start: UnsafePointer<Record>
        @usableFromInline var end: UnsafePointer<Record>
    }

    /// One span per route, after the empty span of route -1.
    @usableFromInline let spans: UnsafeMutablePointer<Span>
    @usableFromInline let records: UnsafeMutablePointer<Record>
    @usableFromInline let routeCount: Int
    /// The number of records (every route's parameters).
    let recordCount: Int

    init(routes: [RouteTableStorage.RouteInfo], parameters: [RouteTableStorage.ParameterInfo], names: [String]) {
        routeCount = routes.count
        recordCount = parameters.count
        records = .allocate(capacity: Swift.max(parameters.count, 1))
        spans = .allocate(capacity: routes.count &+ 1) + 1
        spans[-1] = Span(start: UnsafePointer(records), end: UnsafePointer(records))
        for (index, route) in routes.enumerated() {
            let start = UnsafePointer(records + Int(route.parametersStart))
            spans[index] = Span(start: start, end: start + Int(route.parametersCount))
        }
        for (index, parameter) in parameters.enumerated() {
            records[index] = Record(
                fingerprint: NameFingerprint(names[Int(parameter.nameIndex)]), entry: Self.entry(slot: parameter.slot, location: parameter.location),
                nameIndex: parameter.nameIndex
            )
        }
    }

    /// Frees the memory (the table's `deinit`).
    func deallocate() {
        (spans - 1).deallocate()
        records.deallocate()
    }

    static func entry(slot: Int32, location: RouteTableStorage.ParameterInfo.Location) -> Entry {
        slot &<< 2 | Int32(location.rawValue)
    }

    /// The entry of a path segment captured in `slot`: ``entry(slot:location:)`` for
    /// `segment`, whose location bits are 0.
    @inlinable @inline(__always)
    static func entry(segmentInSlot slot: Int32) -> Entry {
        slot &<< 2
    }

    /// The entry of the parameter of `route` whose name has `fingerprint`, an exact one (a
    /// name of up to 15 bytes), or -1.
    @inlinable @inline(__always)
    func entry(exact fingerprint: NameFingerprint, route: Int32) -> Entry {
        let (start, end) = records(of: route)
        return Self.entry(exact: fingerprint, from: start, to: end)
    }

    /// Where the records of `route` start and end in ``records``; both at its start (none)
    /// for a route of -1, a miss.
    @inlinable @inline(__always)
    func records(of route: Int32) -> (start: UnsafePointer<Record>, end: UnsafePointer<Record>) {
        assert(route >= -1 && Int(route) < routeCount, "route \(route) outside the table's \(routeCount)")
        let span = spans[Int(route)]
        return (span.start, span.end)
    }

    /// The entry of the record from `start` up to `end` whose name has `fingerprint`, an
    /// exact one, or -1.
    @inlinable @inline(__always)
    static func entry(exact fingerprint: NameFingerprint, from start: UnsafePointer<Record>, to end: UnsafePointer<Record>) -> Entry {
        var record = start
        while record != end {
            if record.pointee.fingerprint == fingerprint { return record.pointee.entry }
            record += 1
        }
        return -1
    }

    /// The entry of parameter `name` (of any length) of `route`, or -1.
    func entry(named name: String, _ fingerprint: NameFingerprint, route: Int32, names: [String]) -> Entry {
        if fingerprint.isExact { return entry(exact: fingerprint, route: route) }
        var record = spans[Int(route)].start
        let end = spans[Int(route)].end
        while record != end {
            if record.pointee.fingerprint == fingerprint && names[Int(record.pointee.nameIndex)] == name { return record.pointee.entry }
            record += 1
        }
        return -1
    }

    /// True when `entry` is a path segment in one of the eight inline capture slots: the case
    /// read with no look at the URL when the path is plain.
    @inlinable @inline(__always)
    static func isInlineSegment(_ entry: Entry) -> Bool {
        // Location bits 0, slot bits below 8, sign bit clear.
        entry & ~0b11100 == 0
    }

    /// The capture slot of `entry` (found).
    @inlinable @inline(__always)
    static func slot(_ entry: Entry) -> Int32 { entry &>> 2 }

    /// The location of `entry` (found).
    static func location(_ entry: Entry) -> RouteTableStorage.ParameterInfo.Location {
        // Every entry is made by `entry(slot:location:)`: its low bits are a location's raw value.
        RouteTableStorage.ParameterInfo.Location(rawValue: UInt8(truncatingIfNeeded: entry & 3))!
    }
}

extension ParameterDirectory {
    /// The ways the directory breaks its invariant for the table it was made from (`routes`,
    /// `parameters`, `names`, as ``init(routes:parameters:names:)`` took them): empty when
    /// every span lies inside the records, route -1's is empty, and each record says what its
    /// parameter says. Debug builds assert the route index at each access; the tests call
    /// this in debug and release builds alike.
    func invariantViolations(
        routes: [RouteTableStorage.RouteInfo], parameters: [RouteTableStorage.ParameterInfo], names: [String]
    ) -> [String] {
        var problems: [String] = []
        guard routeCount == routes.count, recordCount == parameters.count else {
            return ["\(routeCount) routes and \(recordCount) records for a table of \(routes.count) and \(parameters.count)"]
        }
        let first = UnsafePointer(records)
        let past = first + recordCount
        if spans[-1].start != first || spans[-1].end != first { problems.append("route -1's span is not empty at the records' start") }
        for (index, route) in routes.enumerated() {
            let span = spans[index]
            guard first <= span.start && span.start <= span.end && span.end <= past else {
                problems.append("route \(index)'s span is outside the records or reversed")
                continue
            }
            if span.start - first != Int(route.parametersStart) || span.end - span.start != Int(route.parametersCount) {
                problems.append("route \(index)'s span is not its parameters'")
            }
        }
        for (index, parameter) in parameters.enumerated() {
            let record = records[index]
            let entry = Self.entry(slot: parameter.slot, location: parameter.location)
            if record.entry != entry || slot(entry) != parameter.slot || Self.location(entry) != parameter.location {
                problems.append("record \(index) has entry \(record.entry), not \(entry)")
            }
            if record.nameIndex != parameter.nameIndex || record.fingerprint != NameFingerprint(names[Int(parameter.nameIndex)]) {
                problems.append("record \(index) has another name")
            }
        }
        return problems
    }

    private func slot(_ entry: Entry) -> Int32 { Self.slot(entry) }
}
