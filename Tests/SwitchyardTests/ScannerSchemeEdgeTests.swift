@testable import Switchyard
import Testing

// Edge cases of the URL scanner's scheme (URLScanner.swift): schemes ending at, before and
// after the edge of an 8-byte word or of the input, text that is not a scheme, and `http` and
// `https` in every mix of cases, checked against the contract's reading (ReferenceURL, in Support/).

extension RoutingCoreTests {
    @Suite("Scanner edges: scheme")
    struct ScannerSchemeEdgeTests {
        @Test("the scheme ends at the first colon", arguments: try CaseFile.cases("scanner-scheme.schemes"))
        func schemeEnds(_ c: Case<String, String>) throws {
            #expect(ScannerProbe.schemeAndHost(c.input) == c.expected + " -")
        }

        @Test("no scheme: a first byte that is not a letter, a byte that may not be in one, no colon")
        func noScheme() {
            for text in ["1a:x", "+a:x", ":x", "ab_c:x", "abcdefgh_:x", "ab/c:x", "abcdefghijk", "a", "ab", "abcdefgh", "abcdefg/:", "é:x", "ab é:x", "a\u{0}:x"] {
                let bytes = Array(text.utf8)
                #expect(ReferenceURL.schemeEnd(bytes[...]) == nil, "\(text)")
                #expect(bytes.withUnsafeBufferPointer { URLScanner.schemeEnd($0, 0..<$0.count) } == nil, "\(text)")
            }
        }

        @Test("schemeEnd looks no further than its range, whatever follows in the buffer")
        func schemeEndRange() {
            let bytes = Array("abcdefghijklmnop:rest".utf8)
            bytes.withUnsafeBufferPointer { buffer in
                for end in 0...buffer.count {
                    for start in 0...end {
                        let expected = ReferenceURL.schemeEnd(bytes[start..<end])
                        #expect(URLScanner.schemeEnd(buffer, start..<end) == expected, "\(start)..<\(end)")
                    }
                }
            }
        }

        @Test("http and https in every mix of cases, and schemes that are close")
        func webSchemes() {
            for scheme in ["http", "https", "httpx", "htt", "httpss", "hxtp", "ftp", "h", "ttps", "http1"] {
                let letters = Array(scheme.utf8)
                for mask in 0..<(1 << letters.count) {
                    let mixed = letters.enumerated().map { mask & (1 << $0.offset) != 0 ? ASCII.isAlpha($0.element) ? $0.element & ~0x20 : $0.element : $0.element }
                    let bytes = mixed + Array("://abc/".utf8)
                    let expected = ReferenceURL.isWebScheme(bytes[0..<mixed.count])
                    #expect(bytes.withUnsafeBufferPointer { URLScanner.isWebScheme($0, 0..<mixed.count) } == expected)
                    #expect(expected == (scheme == "http" || scheme == "https"))
                }
            }
            // Every byte in every position: only the letters of `https`, in either case, pass.
            let https: [UInt8] = Array("https".utf8)
            for position in 0..<5 {
                for b in 0...255 {
                    var bytes = https
                    bytes[position] = UInt8(b)
                    let expected = ReferenceURL.isWebScheme(bytes[0..<5])
                    #expect(bytes.withUnsafeBufferPointer { URLScanner.isWebScheme($0, 0..<5) } == expected)
                    #expect(expected == (b == Int(https[position]) || b == Int(https[position]) - 0x20))
                }
            }
        }
    }
}
