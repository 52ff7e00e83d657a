/// Parses pattern text (Docs/PatternSyntax.md) into a ``Pattern``, collecting every problem.
///
/// ```
/// [scheme "://" [host]] path ["?" constraint ("&" constraint)*]
/// ```
struct PatternParser {
    let registry: ParameterTypeRegistry
    private(set) var errors: [PatternError] = []
    private let text: String
    private let bytes: [UInt8]

    init(_ text: String, registry: ParameterTypeRegistry) {
        self.text = text
        self.bytes = Array(text.utf8)
        self.registry = registry
    }

    /// Parses `text`; returns the pattern, or every problem found.
    static func parse(_ text: String, registry: ParameterTypeRegistry) -> (pattern: Pattern?, errors: [PatternError]) {
        var parser = PatternParser(text, registry: registry)
        let pattern = parser.parse()
        return parser.errors.isEmpty ? (pattern, []) : (nil, parser.errors)
    }

    private mutating func fail(_ offset: Int, _ message: String) {
        errors.append(PatternError(pattern: text, offset: offset, message: message))
    }

    private mutating func parse() -> Pattern {
        var end = bytes.count
        if let hash = bytes.firstIndex(of: ASCII.hash) {
            fail(hash, "a pattern has no fragment (#); fragments take no part in matching")
            end = hash
        }
        var pathEnd = end
        var constraints: [Pattern.QueryConstraint] = []
        if let question = bytes[..<end].firstIndex(of: ASCII.question) {
            pathEnd = question
            constraints = parseConstraints(question &+ 1..<end)
        }
        let (source, pathStart) = parseSource(0..<pathEnd)
        let segments = parseSegments(pathStart..<pathEnd)
        checkUniqueNames(segments: segments, constraints: constraints)
        return Pattern(text: text, source: source, segments: segments, constraints: constraints)
    }

    // MARK: Source

    /// Reads `scheme://host` or `scheme://`; returns the source and where the path starts.
    mutating func parseSource(_ range: Range<Int>) -> (PatternSource, Int) {
        guard let separator = schemeSeparator(range) else { return (.unpinned, range.lowerBound) }
        let scheme = String(decoding: bytes[range.lowerBound..<separator], as: UTF8.self).lowercased()
        let afterSeparator = separator &+ 3
        guard scheme == "http" || scheme == "https" else { return (.scheme(scheme), afterSeparator) }
        let hostEnd = bytes[afterSeparator..<range.upperBound].firstIndex(of: ASCII.slash) ?? range.upperBound
        guard let host = parseHost(afterSeparator..<hostEnd) else { return (.unpinned, hostEnd) }
        return (.web(scheme: scheme, host: host), hostEnd)
    }

    private func schemeSeparator(_ range: Range<Int>) -> Int? {
        bytes.withUnsafeBufferPointer { Self.schemeSeparator($0, range) }
    }

    /// The offset of the `:` of a leading `scheme://` in `range`, or `nil`: only `://`
    /// introduces a scheme in a pattern (`a:b` is a literal segment).
    static func schemeSeparator(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard let first = range.first, ASCII.isAlpha(bytes[first]) else { return nil }
        var i = first &+ 1
        while i < range.upperBound && ASCII.isSchemeCharacter(bytes[i]) { i &+= 1 }
        guard i &+ 3 <= range.upperBound, bytes[i] == ASCII.colon, bytes[i &+ 1] == ASCII.slash, bytes[i &+ 2] == ASCII.slash
        else { return nil }
        return i
    }

    private mutating func parseHost(_ range: Range<Int>) -> String? {
        if range.isEmpty {
            fail(range.lowerBound, "a web pattern needs a host, as in https://example.com/path")
            return nil
        }
        for i in range {
            let b = bytes[i]
            switch b {
            case ASCII.at: fail(i, "a host must not carry user info (user@)"); return nil
            case ASCII.colon: fail(i, "a host takes no port: ports take no part in matching"); return nil
            case ASCII.star: fail(i, "a host cannot be a wildcard: name each host, or declare it with @source"); return nil
            case ASCII.percent: fail(i, "a host must not be percent-encoded"); return nil
            default:
                if b >= 0x80 { fail(i, "a host must be ASCII: write internationalised names as xn-- labels"); return nil }
                if !ASCII.isUnreserved(b) {
                    fail(i, "a host holds a character other than letters, digits, - . _ ~")
                    return nil
                }
            }
        }
        var host = String(decoding: bytes[range], as: UTF8.self).lowercased()
        if host.hasSuffix(".") { host.removeLast() }
        if host.isEmpty { fail(range.lowerBound, "a web pattern needs a host"); return nil }
        return host
    }

    // MARK: Path

    private mutating func parseSegments(_ range: Range<Int>) -> [Pattern.Segment] {
        var segments: [Pattern.Segment] = []
        segments.reserveCapacity(bytes[range].reduce(1) { $1 == ASCII.slash ? $0 &+ 1 : $0 })
        var restAt: Int?
        var i = range.lowerBound
        while i < range.upperBound {
            if bytes[i] == ASCII.slash { i &+= 1; continue }
            let start = i
            while i < range.upperBound && bytes[i] != ASCII.slash { i &+= 1 }
            if let restAt {
                fail(restAt, "** must be the last segment of a pattern")
            }
            guard let segment = parseSegment(start..<i) else { continue }
            if case .rest = segment { restAt = start } else { restAt = nil }
            segments.append(segment)
        }
        return segments
    }

    private mutating func parseSegment(_ range: Range<Int>) -> Pattern.Segment? {
        let first = bytes[range.lowerBound]
        if first == ASCII.colon {
            guard let (name, kind) = parseParameter(range.lowerBound &+ 1..<range.upperBound) else { return nil }
            return .parameter(name: name, kind: kind)
        }
        if first == ASCII.star {
            if range.count == 1 { return .parameter(name: nil, kind: .string) }
            guard bytes[range.lowerBound &+ 1] == ASCII.star else {
                fail(range.lowerBound, "a segment starting with * must be *, ** or **name; write %2A for a literal *")
                return nil
            }
            if range.count == 2 { return .rest(name: nil) }
            guard let name = identifier(range.lowerBound &+ 2..<range.upperBound) else { return nil }
            return .rest(name: name)
        }
        guard let literal = decodeLiteral(range, what: "a literal segment") else { return nil }
        // Only a literal with a dot can be (or decode to) a dot part.
        var dots = DotPartDetector()
        if literal.contains(ASCII.dot) {
            for b in literal { dots.feed(b) }
        }
        if dots.finish() {
            fail(range.lowerBound, "a literal segment that is . or .. (or decodes to such a part) can never match")
            return nil
        }
        return .literal(literal)
    }

    /// `name` or `name(type)` after a `:`.
    private mutating func parseParameter(_ range: Range<Int>) -> (String, ParameterKind)? {
        var nameEnd = range.upperBound
        var kind = ParameterKind.string
        if let open = bytes[range].firstIndex(of: 0x28) { // (
            nameEnd = open
            guard bytes[range.upperBound &- 1] == 0x29, range.upperBound &- 1 > open else { // )
                fail(open, Self.typeSyntaxProblem(bytes[open..<range.upperBound]))
                return nil
            }
            let typeName = String(decoding: bytes[open &+ 1..<range.upperBound &- 1], as: UTF8.self)
            guard let found = registry.kind(named: Substring(typeName)) else {
                let known = registry.entries.map(\.name).joined(separator: ", ")
                fail(open &+ 1, "unknown parameter type '\(typeName)' (known: \(known))")
                return nil
            }
            kind = found
        }
        guard let name = identifier(range.lowerBound..<nameEnd) else { return nil }
        return (name, kind)
    }

    /// What is wrong with `typeText`, the `(` of a parameter's type and what follows it in the
    /// segment, when it is not `(type)` ending the segment.
    static func typeSyntaxProblem(_ typeText: ArraySlice<UInt8>) -> String {
        if !typeText.contains(0x29) { return "a parameter type is missing its closing ): write :name(type)" }
        return "a parameter type is written :name(type), with the ) last in the segment"
    }

    /// An ASCII identifier, `[A-Za-z_][A-Za-z0-9_]*`.
    private mutating func identifier(_ range: Range<Int>) -> String? {
        guard let first = range.first else {
            fail(range.lowerBound &- 1, "a parameter needs a name, as in :id or **rest")
            return nil
        }
        let isStart = { (b: UInt8) in ASCII.isAlpha(b) || b == 0x5F }
        guard isStart(bytes[first]), bytes[range].allSatisfy({ isStart($0) || ASCII.isDigit($0) }) else {
            fail(first, "a parameter name must be an ASCII identifier ([A-Za-z_][A-Za-z0-9_]*), not '\(String(decoding: bytes[range], as: UTF8.self))'")
            return nil
        }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    /// Strictly percent-decodes literal text; control characters and non-UTF-8 are rejected.
    private mutating func decodeLiteral(_ range: Range<Int>, what: String) -> [UInt8]? {
        let plain = bytes.withUnsafeBufferPointer { all in
            !all[range].contains { $0 == ASCII.percent || $0 < 0x20 || $0 == 0x7F }
        }
        if plain { return Array(bytes[range]) }
        var output = [UInt8](repeating: 0, count: range.count)
        let count = bytes.withUnsafeBufferPointer { all in
            output.withUnsafeMutableBufferPointer { out in
                PercentDecoding.decode(UnsafeBufferPointer(rebasing: all[range]), plusIsSpace: false, into: out)
            }
        }
        guard let count else {
            fail(range.lowerBound, "\(what) has bad percent-encoding, or decodes to a control character or to bytes that are not UTF-8")
            return nil
        }
        output.removeLast(output.count &- count)
        return output
    }

    // MARK: Query

    private mutating func parseConstraints(_ range: Range<Int>) -> [Pattern.QueryConstraint] {
        var constraints: [Pattern.QueryConstraint] = []
        var seen: Set<[UInt8]> = []
        var i = range.lowerBound
        while i < range.upperBound {
            let start = i
            while i < range.upperBound && bytes[i] != ASCII.ampersand { i &+= 1 }
            let item = start..<i
            i &+= 1
            if item.isEmpty { continue }
            let equals = bytes[item].firstIndex(of: ASCII.equals)
            let keyRange = item.lowerBound..<(equals ?? item.upperBound)
            guard !keyRange.isEmpty else { fail(item.lowerBound, "a query constraint needs a key, as in ?key=value"); continue }
            guard let key = decodeLiteral(keyRange, what: "a query key") else { continue }
            guard seen.insert(key).inserted else {
                fail(item.lowerBound, "the query key '\(String(decoding: key, as: UTF8.self))' is constrained twice")
                continue
            }
            var value = Pattern.QueryConstraint.Value.present
            if let equals {
                let valueRange = equals &+ 1..<item.upperBound
                if valueRange.first.map({ bytes[$0] == ASCII.colon }) == true {
                    guard let (name, kind) = parseParameter(valueRange.lowerBound &+ 1..<valueRange.upperBound) else { continue }
                    value = .parameter(name: name, kind: kind)
                } else {
                    guard let literal = decodeLiteral(valueRange, what: "a query value") else { continue }
                    value = .literal(literal)
                }
            }
            constraints.append(Pattern.QueryConstraint(key: key, value: value))
        }
        return constraints
    }

    private mutating func checkUniqueNames(segments: [Pattern.Segment], constraints: [Pattern.QueryConstraint]) {
        // Most patterns name one parameter or none: nothing to compare, nothing to allocate.
        var named = 0
        for segment in segments {
            switch segment {
            case .parameter(_?, _), .rest(_?): named &+= 1
            default: break
            }
        }
        for constraint in constraints {
            if case .parameter = constraint.value { named &+= 1 }
        }
        guard named > 1 else { return }
        let names = Pattern(text: text, source: .unpinned, segments: segments, constraints: constraints).parameterNames
        guard names.count > 1 else { return }
        for (index, name) in names.enumerated() where names[..<index].contains(name) {
            fail(offsetOfSecond(name) ?? 0, "the parameter name '\(name)' is used twice")
        }
    }

    /// The offset of the second `:name` or `**name` occurrence of `name`, for error positions.
    private func offsetOfSecond(_ name: String) -> Int? {
        var found = 0
        let nameBytes = Array(name.utf8)
        var i = 0
        while i < bytes.count {
            let isMarker = bytes[i] == ASCII.colon || (bytes[i] == ASCII.star && i > 0 && bytes[i &- 1] == ASCII.star)
            if isMarker, bytes[(i &+ 1)...].starts(with: nameBytes) {
                let after = i &+ 1 &+ nameBytes.count
                if after == bytes.count || !(ASCII.isAlphanumeric(bytes[after]) || bytes[after] == 0x5F) {
                    found &+= 1
                    if found == 2 { return bytes[i] == ASCII.star ? i &- 1 : i }
                }
            }
            i &+= 1
        }
        return nil
    }
}
