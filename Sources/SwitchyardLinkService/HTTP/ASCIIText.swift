#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// ASCII helpers for header names and tokens, without Foundation.
enum ASCIIText {
    /// `text` with `A`–`Z` lower-cased; every other byte as it was.
    static func lowercased(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return text }
        return String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// `text` without leading and trailing spaces and tabs.
    static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }

    /// Whether `text` contains `needle`, comparing bytes exactly.
    static func contains(_ text: String, _ needle: String) -> Bool {
        var text = text
        return text.withUTF8 { haystack in contains(haystack, Array(needle.utf8)) }
    }

    /// Whether `haystack` contains `needle`, comparing bytes exactly: `memchr` finds each
    /// place the first byte occurs, `memcmp` compares the rest.
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard let base = haystack.baseAddress, haystack.count >= needle.count else { return false }
        return needle.withUnsafeBufferPointer { needle in
            let end = base + (haystack.count - needle.count + 1)
            var cursor = base
            while cursor < end {
                guard let found = memchr(cursor, Int32(first), end - cursor) else { return false }
                let candidate = found.assumingMemoryBound(to: UInt8.self)
                if memcmp(candidate, needle.baseAddress!, needle.count) == 0 { return true }
                cursor = UnsafePointer(candidate) + 1
            }
            return false
        }
    }

    /// Compares two byte strings in time that depends only on their lengths, not on where
    /// they first differ: for API keys.
    static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        var difference = UInt8(a.count == b.count ? 0 : 1)
        let count = max(a.count, b.count)
        for index in 0..<count {
            let x = index < a.count ? a[index] : 0
            let y = index < b.count ? b[index] : 0
            difference |= x ^ y
        }
        return difference == 0
    }
}
