import Foundation
import Testing
@testable import SwitchyardQRCode

/// The files under Data/, found relative to this source file.
enum ReferenceData {
    static let directory: String = {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent() // Support
        url.deleteLastPathComponent() // SwitchyardQRCodeTests
        return url.appendingPathComponent("Data").path
    }()

    static func read(_ name: String) throws -> String {
        try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
    }

    /// Bytes from hex text (`-` is empty).
    static func bytes(hex: Substring) -> [UInt8] {
        guard hex != "-" else { return [] }
        let digits = Array(hex.utf8)
        return stride(from: 0, to: digits.count, by: 2).map { UInt8(String(decoding: digits[$0..<$0 + 2], as: UTF8.self), radix: 16)! }
    }

    static func level(_ letter: Substring) -> QRErrorCorrection { QRErrorCorrection(rawValue: String(letter))! }

    /// One symbol of reference-matrices.txt.
    struct Symbol: CustomTestStringConvertible, Sendable {
        var line: Int
        var version: Int
        var level: QRErrorCorrection
        var mask: Int
        var segments: [QRSegment]
        var text: String
        var rows: [[Bool]]

        var testDescription: String {
            "line \(line): version \(version) \(level) mask \(mask) \(segments.map(\.description).joined(separator: ", "))"
        }
    }

    static func symbols() throws -> [Symbol] {
        let lines = try read("reference-matrices.txt").split(separator: "\n", omittingEmptySubsequences: false)
        var symbols: [Symbol] = []
        var index = 0
        while index < lines.count {
            let fields = lines[index].split(separator: " ")
            guard fields.first == "symbol" else {
                index += 1
                continue
            }
            let version = Int(fields[1])!
            let size = 4 * version + 17
            let segments = fields[4].split(separator: ",").map { part in
                let pieces = part.split(separator: ":")
                return QRSegment(mode: QRMode(rawValue: String(pieces[0]))!, characterCount: Int(pieces[1])!)
            }
            let rows = lines[(index + 1)...(index + size)].map { hexRow -> [Bool] in
                let bits = hexRow.flatMap { digit -> [Bool] in
                    let value = Int(String(digit), radix: 16)!
                    return (0..<4).map { value >> (3 - $0) & 1 == 1 }
                }
                return Array(bits.prefix(size))
            }
            symbols.append(
                Symbol(
                    line: index + 1, version: version, level: level(fields[2]), mask: Int(fields[3])!,
                    segments: segments, text: String(decoding: bytes(hex: fields[5]), as: UTF8.self), rows: rows
                ))
            index += size + 1
        }
        return symbols
    }

    /// One line of reference-versions.txt.
    struct VersionCase: CustomTestStringConvertible, Sendable {
        var line: Int
        var level: QRErrorCorrection
        var segnoVersion: Int
        var segmentedVersion: Int
        var text: String

        var testDescription: String { "line \(line): \(level) \(text.prefix(60))" }
    }

    static func versionCases() throws -> [VersionCase] {
        try read("reference-versions.txt").split(separator: "\n").enumerated().compactMap { index, line in
            let fields = line.split(separator: " ")
            guard fields.first == "version" else { return nil }
            return VersionCase(
                line: index + 1, level: level(fields[1]), segnoVersion: Int(fields[2])!, segmentedVersion: Int(fields[3])!,
                text: String(decoding: bytes(hex: fields[4]), as: UTF8.self)
            )
        }
    }
}
