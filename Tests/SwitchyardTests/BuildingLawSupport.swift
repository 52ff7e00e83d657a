import Foundation
import Switchyard

extension SeededRandom {
    /// The building law's seed: set `SWITCHYARD_SEED` to replay a failure.
    static var seedFromEnvironment: UInt64 {
        ProcessInfo.processInfo.environment["SWITCHYARD_SEED"].flatMap { UInt64($0) } ?? 0x5717_C4A2_D0_2026
    }
}

/// The route tables the law is checked on: the command's built-in table, the four public
/// route sets in Data/routes, and a table of edge cases (typed parameters, `**name`, query
/// constraints, custom schemes and web hosts).
enum LawTables {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static func routesFile(_ name: String) throws -> (text: String, name: String) {
        let url = directory.appendingPathComponent("Data/routes/\(name).routes")
        return (try String(contentsOf: url, encoding: .utf8), "\(name).routes")
    }

    /// The command's built-in table.
    static func builtIn() -> (text: String, name: String) {
        (ExampleRoutes.recipeApp, "<built-in>")
    }

    /// The table of edge cases, `Data/edge.routes` (the fuzz targets check it too).
    static func edge() throws -> (text: String, name: String) {
        (try String(contentsOf: directory.appendingPathComponent("Data/edge.routes"), encoding: .utf8), "edge.routes")
    }
}

/// A pattern read by the test itself (not by the library), as an independent oracle.
struct LawPattern {
    enum Segment { case literal(String), parameter(name: String, type: String), wildcard, rest(name: String?) }
    enum Constraint { case present(key: String), literal(key: String, value: String), parameter(key: String, name: String, type: String) }

    var text: String
    var scheme: String?
    /// The path, after the source, ends with `/`: a built URL must end its path with one too.
    var trailingSlash = false
    var segments: [Segment] = []
    var constraints: [Constraint] = []

    init(_ text: String) {
        self.text = text
        var rest = Substring(text)
        if let separator = rest.range(of: "://"), !rest[..<separator.lowerBound].contains("/") {
            let scheme = rest[..<separator.lowerBound].lowercased()
            self.scheme = scheme
            rest = rest[separator.upperBound...]
            if scheme == "http" || scheme == "https" {
                rest = rest.drop(while: { $0 != "/" && $0 != "?" })
            }
        }
        let path = rest.prefix(while: { $0 != "?" })
        trailingSlash = path.hasSuffix("/")
        for segment in path.split(separator: "/") {
            if segment == "*" {
                segments.append(.wildcard)
            } else if segment == "**" {
                segments.append(.rest(name: nil))
            } else if segment.hasPrefix("**") {
                segments.append(.rest(name: String(segment.dropFirst(2))))
            } else if segment.hasPrefix(":") {
                let (n, t) = Self.parameter(segment.dropFirst()); segments.append(.parameter(name: n, type: t))
            } else {
                segments.append(.literal(String(segment).removingPercentEncoding ?? String(segment)))
            }
        }
        if let question = rest.firstIndex(of: "?") {
            for item in rest[rest.index(after: question)...].split(separator: "&") {
                let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let key = String(parts[0]).removingPercentEncoding!
                if parts.count == 1 { constraints.append(.present(key: key)) } else if parts[1].hasPrefix(":") { let (n, t) = Self.parameter(parts[1].dropFirst()); constraints.append(.parameter(key: key, name: n, type: t)) } else { constraints.append(.literal(key: key, value: String(parts[1]).removingPercentEncoding!)) }
            }
        }
    }

    private static func parameter(_ text: Substring) -> (String, String) {
        guard let open = text.firstIndex(of: "(") else { return (String(text), "string") }
        return (String(text[..<open]), String(text[text.index(after: open)..<text.index(before: text.endIndex)]))
    }

    /// Parameters in pattern order: name, declared type, and where the value goes.
    var parameters: [(name: String, type: String, place: Place)] {
        var result: [(String, String, Place)] = []
        for segment in segments {
            switch segment {
            case .parameter(let name, let type): result.append((name, type, .segment))
            case .rest(let name?): result.append((name, "string", .rest))
            default: break
            }
        }
        for case .parameter(_, let name, let type) in constraints { result.append((name, type, .query)) }
        return result
    }

    enum Place { case segment, rest, query }

    var hasWildcard: Bool { segments.contains { if case .wildcard = $0 { true } else { false } } }

    func constraintKind(of key: String) -> String? {
        for constraint in constraints {
            switch constraint {
            case .present(let k) where k == key: return "present"
            case .literal(let k, _) where k == key: return "literal"
            case .parameter(let k, _, _) where k == key: return "parameter"
            default: continue
            }
        }
        return nil
    }

    var literals: [String] {
        segments.compactMap { if case .literal(let text) = $0 { text } else { nil } }
    }
}

/// Random values of every kind the law must survive.
struct ValueGenerator {
    var random: SeededRandom
    /// Literal segments of the table, so that values sometimes collide with other routes.
    var words: [String]

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

    mutating func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &random)] }

    mutating func scalar() -> Unicode.Scalar {
        let ranges: [ClosedRange<UInt32>] = [
            0x61...0x7A, 0x41...0x5A, 0x30...0x39, // ASCII letters and digits
            0x20...0x7E, // printable ASCII: reserved characters too
            0xA0...0xFF, 0x100...0x17F, // Latin-1, Latin Extended-A
            0x300...0x36F, // combining marks
            0x4E00...0x9FFF, // CJK
            0x1F300...0x1FAFF, 0x10000...0x10FFFF, // astral: emoji, anything up to the end
            0x200B...0x200F, 0xFEFF...0xFEFF, // zero-width, marks, BOM
        ]
        while true {
            let range = pick(ranges)
            if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &random)) { return scalar }
        }
    }

    /// A Foundation `UUID` from the seeded generator (`UUID()` would not reproduce).
    mutating func uuid() -> UUID {
        let a = random.next(), b = random.next()
        let x = withUnsafeBytes(of: (a, b)) { Array($0) }
        return UUID(uuid: (x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7], x[8], x[9], x[10], x[11], x[12], x[13], x[14], x[15]))
    }

    mutating func uuidText() -> String {
        let hex = Array("0123456789abcdefABCDEF")
        return [8, 4, 4, 4, 12].map { n in String((0..<n).map { _ in pick(hex) }) }.joined(separator: "-")
    }

    /// A string: empty, reserved characters, random Unicode, dots, control characters, words of
    /// the table, numbers, UUIDs.
    mutating func text() -> String {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<6: return ""
        case 6..<16: return words.isEmpty ? "new" : pick(words)
        case 16..<20: return pick([".", "..", "...", "./a", "a/..", "..\\x", "%2e%2e", ".a"])
        case 20..<24: return String(Int.random(in: Int.min...Int.max, using: &random))
        case 24..<27: return uuidText()
        case 27..<29: return pick(["true", "false", "2.5", "1e+300", "-0", "+7"])
        case 29..<32:
            let controls: [Unicode.Scalar] = ["\u{0}", "\u{9}", "\u{A}", "\u{1F}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}"]
            var s = String(pick(controls)); s.unicodeScalars.insert(scalar(), at: s.unicodeScalars.startIndex); return s
        default:
            var s = String.UnicodeScalarView()
            let reserved: [Unicode.Scalar] = ["/", "%", "?", "#", "+", "&", "=", ";", " ", ":", "@", "\\", "%", "2", "F"]
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                s.append(chance(35) ? pick(reserved) : scalar())
            }
            return String(s)
        }
    }

    /// A value for a parameter of a declared type: usually of that type, sometimes something else.
    mutating func value(for type: String, place: LawPattern.Place) -> any RouteParameter {
        if place == .rest {
            let count = Int.random(in: 0...4, using: &random)
            var pieces = (0..<count).map { _ in text() }
            if chance(10) { pieces.insert("", at: 0) }
            return pieces.joined(separator: "/")
        }
        if chance(15) { return text() }
        switch type {
        case "int":
            switch Int.random(in: 0..<4, using: &random) {
            case 0: return pick([Int.min, Int.max, Int.min + 1, Int.max - 1, 0, -1, 1])
            case 1: return Int.random(in: -1000...1000, using: &random)
            default: return Int.random(in: Int.min...Int.max, using: &random)
            }
        case "double":
            return doubleValue()
        case "bool":
            return chance(50)
        case "uuid":
            return chance(50) ? uuid() : uuidText()
        default:
            switch Int.random(in: 0..<11, using: &random) {
            case 0: return Int.random(in: Int.min...Int.max, using: &random)
            case 10: return uuid()
            case 1: return doubleValue()
            case 2: return chance(50)
            default: return text()
            }
        }
    }

    mutating func doubleValue() -> Double {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return pick([0.0, -0.0, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .ulpOfOne, 1e15, 1e16, .nan, .infinity])
        case 1...4: return Double(Int.random(in: -1_000_000...1_000_000, using: &random)) / 64
        default:
            while true {
                let d = Double(bitPattern: random.next())
                if d.isFinite || chance(5) { return d }
            }
        }
    }
}
