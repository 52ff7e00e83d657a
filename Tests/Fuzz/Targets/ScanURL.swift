// fuzz-modules: Switchyard
// fuzz-dictionary: url.dict
// URL scanning: any bytes, read as a URL. The structure scanner and the full reader must not
// crash, must report a reason for every URL they reject, keep every range inside the input,
// and the ways of handing a URL over (bytes, String, Substring) must agree.
@testable import Switchyard

private let permissive = try! RouteTable(
    routesFile: """
        any      /**
        custom   raycipe://**
        web      https://raycipe.example.com/**
        @source  http://other.example
        """, fileName: "scan.routes")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScanURL(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Fuzz.bytes(data, size)
    var url = ScannedURL(range: 0..<bytes.count)
    if URLScanner.scanStructure(bytes, into: &url) == nil {
        for range in [url.scheme, url.host, url.path] {
            Fuzz.check(range.lowerBound >= 0 && range.upperBound <= bytes.count, "a range \(range) outside \(bytes.count) bytes")
        }
    }
    let fromBytes = permissive.match(utf8: Array(bytes))
    if let noMatch = fromBytes.noMatch {
        Fuzz.checkNoMatch(noMatch, Fuzz.text(bytes))
        Fuzz.check(noMatch.offset.map { $0 >= 0 && $0 <= bytes.count } ?? true, "offset \(String(describing: noMatch.offset)) outside the input")
    }
    if let text = String(validatingUTF8Bytes: bytes) {
        let fromText = permissive.match(text)
        // Cut by UTF-8 offsets, not by Characters: a prepended mark (U+0605) joins the `>`.
        let padded = "<" + text + ">"
        let fromSlice = permissive.match(padded[padded.utf8.index(after: padded.startIndex)..<padded.utf8.index(before: padded.endIndex)])
        Fuzz.check(
            fromText.match?.routeName == fromSlice.match?.routeName && fromText.noMatch == fromSlice.noMatch,
            "String and Substring disagree on \(text.debugDescription)")
        // Raw C1 controls are read as text but are not bytes a URL may hold outside the path
        // (a documented difference, RobustnessTests); elsewhere text and bytes agree.
        let c1 = text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) }
        if !c1 {
            Fuzz.check(
                fromText.match?.routeName == fromBytes.match?.routeName && fromText.noMatch?.reason == fromBytes.noMatch?.reason,
                "String and bytes disagree on \(text.debugDescription)")
        }
        if let match = fromText.match {
            _ = match.scheme
            _ = match.host
            _ = match.fragment
            for parameter in match.parameters { _ = parameter.text }
        }
    } else if let match = fromBytes.match {
        Fuzz.fail("bytes that are not UTF-8 matched \(match.routeName)")
    }
    return 0
}
