import Foundation
@testable import Switchyard
import Testing

/// The data files the tests read, found relative to this source file (no bundle resources),
/// so `swift test` works from any directory on any clone of the repository.
enum TestData {
    static let directory: String = {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent() // Support
        url.deleteLastPathComponent() // SwitchyardTests
        return url.appendingPathComponent("Data").path
    }()

    static func path(_ components: String...) -> String {
        ([directory] + components).joined(separator: "/")
    }

    static func read(_ components: String...) throws -> String {
        let path = ([directory] + components).joined(separator: "/")
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    /// The stems of the files with `extension` in `folder`, sorted.
    static func stems(in folder: String, extension ext: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path(folder))) ?? []
        return names.filter { $0.hasSuffix(".\(ext)") }.map { String($0.dropLast(ext.count + 1)) }.sorted()
    }

    /// Tab-separated lines, without comments and blank lines, with their line numbers.
    static func records(_ text: String) -> [(line: Int, fields: [String])] {
        var result: [(Int, [String])] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            result.append((index + 1, line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)))
        }
        return result
    }
}

/// A JSON scalar in a flat object of expected parameters.
enum JSONScalar: Equatable, CustomStringConvertible {
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    var description: String {
        switch self {
        case .string(let s): return "\"\(s)\""
        case .number(let n): return n
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        }
    }

    /// True when a matched parameter's decoded text stands for this value.
    func isRepresented(by text: String) -> Bool {
        switch self {
        case .string(let s): return s == text
        case .number(let n):
            if let expected = Int(n) { return Int(text) == expected }
            guard let expected = Double(n) else { return false }
            return Double(text) == expected
        case .bool(let b): return text == (b ? "true" : "false")
        case .null: return false
        }
    }
}

/// A reader for flat JSON objects of scalars, `{"k": "v", "n": 42}`, keeping key order.
struct FlatJSON {
    enum Failure: Error { case syntax(String, at: Int) }

    static func parse(_ text: String) throws -> [(String, JSONScalar)] {
        var reader = FlatJSON(Array(text.unicodeScalars))
        return try reader.object()
    }

    private let scalars: [Unicode.Scalar]
    private var i = 0

    private init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    private mutating func skipSpace() {
        while i < scalars.count, [" ", "\t", "\n", "\r"].contains(scalars[i]) { i += 1 }
    }

    private mutating func expect(_ c: Unicode.Scalar) throws {
        skipSpace()
        guard i < scalars.count, scalars[i] == c else { throw Failure.syntax("expected \(c)", at: i) }
        i += 1
    }

    private mutating func peek() -> Unicode.Scalar? {
        skipSpace()
        return i < scalars.count ? scalars[i] : nil
    }

    mutating func object() throws -> [(String, JSONScalar)] {
        try expect("{")
        var result: [(String, JSONScalar)] = []
        if peek() == "}" { i += 1; return result }
        while true {
            let key = try string()
            try expect(":")
            result.append((key, try value()))
            if peek() == "," { i += 1; continue }
            try expect("}")
            skipSpace()
            guard i == scalars.count else { throw Failure.syntax("text after the object", at: i) }
            return result
        }
    }

    private mutating func value() throws -> JSONScalar {
        switch peek() {
        case "\"": return .string(try string())
        case "t": try word("true"); return .bool(true)
        case "f": try word("false"); return .bool(false)
        case "n": try word("null"); return .null
        default:
            let start = i
            while i < scalars.count, "+-.eE0123456789".unicodeScalars.contains(scalars[i]) { i += 1 }
            guard i > start else { throw Failure.syntax("expected a value", at: i) }
            return .number(String(String.UnicodeScalarView(scalars[start..<i])))
        }
    }

    private mutating func word(_ w: String) throws {
        for c in w.unicodeScalars { try expect(c) }
    }

    private mutating func string() throws -> String {
        try expect("\"")
        var out = String.UnicodeScalarView()
        while i < scalars.count {
            let c = scalars[i]
            i += 1
            switch c {
            case "\"": return String(out)
            case "\\":
                guard i < scalars.count else { break }
                let e = scalars[i]
                i += 1
                switch e {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "b": out.append("\u{08}")
                case "f": out.append("\u{0C}")
                case "u":
                    guard i + 4 <= scalars.count, let v = UInt32(String(String.UnicodeScalarView(scalars[i..<i + 4])), radix: 16) else {
                        throw Failure.syntax("bad \\u escape", at: i)
                    }
                    i += 4
                    var value = v
                    if (0xD800..<0xDC00).contains(v), i + 6 <= scalars.count, scalars[i] == "\\", scalars[i + 1] == "u",
                        let low = UInt32(String(String.UnicodeScalarView(scalars[i + 2..<i + 6])), radix: 16)
                    {
                        value = 0x10000 + ((v - 0xD800) << 10) + (low - 0xDC00)
                        i += 6
                    }
                    guard let scalar = Unicode.Scalar(value) else { throw Failure.syntax("bad scalar", at: i) }
                    out.append(scalar)
                default: out.append(e)
                }
            default: out.append(c)
            }
        }
        throw Failure.syntax("unterminated string", at: i)
    }
}

/// Compares a match's parameters with an expected flat JSON object; `nil` when they agree,
/// else a sentence saying how they differ.
func parameterMismatch(_ match: RouteMatch, expected: [(String, JSONScalar)]) -> String? {
    let got = match.parameters
    let gotNames = got.map(\.name).sorted()
    let expectedNames = expected.map(\.0).sorted()
    guard gotNames == expectedNames else { return "parameters \(gotNames), expected \(expectedNames)" }
    for (name, value) in expected {
        let text = got.first { $0.name == name }!.text
        if !value.isRepresented(by: text) { return "parameter \(name) = \"\(text)\", expected \(value)" }
    }
    return nil
}

/// Runs CPU-heavy test work on a thread of its own, off Swift's cooperative pool (two threads
/// on a two-core machine), so that it does not starve timing-sensitive tests running beside it.
/// The body must not record issues itself: it returns what the test then checks.
func offCooperativePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result { try body() }) }
        thread.stackSize = 8 << 20
        thread.start()
    }
}
