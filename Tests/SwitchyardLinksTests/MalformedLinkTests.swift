import Testing
import SwitchyardLinks

@Suite("Malformed links: each fails with its reason, nothing is guessed")
struct MalformedLinkTests {
    typealias Case = MalformedLinkCase

    static let prefix = "https://rayciperw.page.link/?"

    static let cases: [Case] = [
        Case(
            name: "a repeated parameter", url: prefix + "link=https://raycipe.example.com/&isi=1&isi=2",
            error: .repeatedParameter("isi"), message: "the parameter 'isi' is given more than once"),
        Case(
            name: "a repeated link", url: prefix + "link=https://raycipe.example.com/&link=https://evil.example/",
            error: .repeatedParameter("link"), message: "the parameter 'link' is given more than once"),
        Case(
            name: "a parameter repeated under an encoded name", url: prefix + "link=https://raycipe.example.com/&%69si=1&isi=2",
            error: .repeatedParameter("isi"), message: "the parameter 'isi' is given more than once"),
        Case(
            name: "no link", url: prefix + "ibi=com.example.raycipe",
            error: .missingLink, message: "the deep link is missing: a long link needs 'link', a callback 'deep_link_id'"),
        Case(
            name: "no query at all", url: "https://rayciperw.page.link/",
            error: .missingLink, message: "the deep link is missing: a long link needs 'link', a callback 'deep_link_id'"),
        Case(
            name: "a custom-scheme link", url: prefix + "link=raycipe://recipes/2",
            error: .linkNotWeb("raycipe://recipes/2"), message: "the deep link 'raycipe://recipes/2' is not an absolute http or https URL"),
        Case(
            name: "a relative link", url: prefix + "link=/recipes/2",
            error: .linkNotWeb("/recipes/2"), message: "the deep link '/recipes/2' is not an absolute http or https URL"),
        Case(
            name: "a network-path link", url: prefix + "link=//raycipe.example.com/recipes/2",
            error: .linkNotWeb("//raycipe.example.com/recipes/2"), message: "the deep link '//raycipe.example.com/recipes/2' is not an absolute http or https URL"),
        Case(
            name: "a link that is not a URL", url: prefix + "link=https%3A%2F%2Fbad%20host%2F",
            error: .wrongType(.link, "https://bad host/"), message: "link must be a URL, not 'https://bad host/'"),
        Case(
            name: "a link that is itself a dynamic link", url: prefix + "link=https%3A%2F%2Fother.page.link%2F%3Flink%3Dhttps%3A%2F%2Fe.example%2F",
            error: .linkIsDynamicLink("https://other.page.link/?link=https://e.example/"),
            message: "the deep link 'https://other.page.link/?link=https://e.example/' is itself a dynamic link"),
        Case(
            name: "a link that is a short link", url: prefix + "link=https://rayciperw.page.link/AbCd",
            error: .linkIsDynamicLink("https://rayciperw.page.link/AbCd"), message: "the deep link 'https://rayciperw.page.link/AbCd' is itself a dynamic link"),
        Case(
            name: "amv that is not an integer", url: prefix + "link=https://raycipe.example.com/&amv=abc",
            error: .wrongType(.androidMinimumVersionCode, "abc"), message: "amv must be an integer of zero or more, not 'abc'"),
        Case(
            name: "a negative amv", url: prefix + "link=https://raycipe.example.com/&amv=-3",
            error: .wrongType(.androidMinimumVersionCode, "-3"), message: "amv must be an integer of zero or more, not '-3'"),
        Case(
            name: "an amv past Int", url: prefix + "link=https://raycipe.example.com/&amv=99999999999999999999",
            error: .wrongType(.androidMinimumVersionCode, "99999999999999999999"), message: "amv must be an integer of zero or more, not '99999999999999999999'"),
        Case(
            name: "an isi with letters", url: prefix + "link=https://raycipe.example.com/&isi=id123",
            error: .wrongType(.iosAppStoreID, "id123"), message: "isi must be digits, not 'id123'"),
        Case(
            name: "efr that is not a flag", url: prefix + "link=https://raycipe.example.com/&efr=yes",
            error: .wrongType(.forcedRedirect, "yes"), message: "efr must be 1 or 0, not 'yes'"),
        Case(
            name: "d that is not a flag", url: prefix + "link=https://raycipe.example.com/&d=2",
            error: .wrongType(.debug, "2"), message: "d must be 1 or 0, not '2'"),
        Case(
            name: "a fallback that is not a URL", url: prefix + "link=https://raycipe.example.com/&ifl=https%3A%2F%2F",
            error: .wrongType(.iosFallback, "https://"), message: "ifl must be a URL, not 'https://'"),
        Case(
            name: "bad percent-encoding in a value", url: prefix + "link=https://raycipe.example.com/&st=100%ZZ",
            error: .badPercentEncoding(name: "st", rawText: "100%ZZ"),
            message: "the parameter 'st' has bad percent-encoding: '100%ZZ' does not decode to UTF-8 text without control characters"),
        Case(
            name: "a cut escape in the link", url: prefix + "link=https%3A%2F%2Fraycipe.example.com%2",
            error: .badPercentEncoding(name: "link", rawText: "https%3A%2F%2Fraycipe.example.com%2"),
            message: "the parameter 'link' has bad percent-encoding: 'https%3A%2F%2Fraycipe.example.com%2' does not decode to UTF-8 text without control characters"),
        Case(
            name: "an escape that is not UTF-8", url: prefix + "link=https://raycipe.example.com/&st=%C3%28",
            error: .badPercentEncoding(name: "st", rawText: "%C3%28"),
            message: "the parameter 'st' has bad percent-encoding: '%C3%28' does not decode to UTF-8 text without control characters"),
        Case(
            name: "an encoded control character", url: prefix + "link=https://raycipe.example.com/&st=a%0Ab",
            error: .badPercentEncoding(name: "st", rawText: "a%0Ab"),
            message: "the parameter 'st' has bad percent-encoding: 'a%0Ab' does not decode to UTF-8 text without control characters"),
        Case(
            name: "bad percent-encoding in a name", url: prefix + "link=https://raycipe.example.com/&%G1=1",
            error: .badPercentEncoding(name: "%G1", rawText: "%G1"),
            message: "the parameter '%G1' has bad percent-encoding: '%G1' does not decode to UTF-8 text without control characters"),
        Case(
            name: "an http prefix", url: "http://rayciperw.page.link/?link=https://raycipe.example.com/recipes/2",
            error: .httpPrefix("http://rayciperw.page.link/?link=https://raycipe.example.com/recipes/2"),
            message: "'http://rayciperw.page.link/?link=https://raycipe.example.com/recipes/2' is a dynamic link over http: links are only read over https"),
        Case(
            name: "an http short link", url: "http://rayciperw.page.link/AbCd",
            error: .httpPrefix("http://rayciperw.page.link/AbCd"),
            message: "'http://rayciperw.page.link/AbCd' is a dynamic link over http: links are only read over https"),
        Case(
            name: "a path deeper than a suffix", url: "https://rayciperw.page.link/a/b?link=https://raycipe.example.com/",
            error: .unexpectedPath("https://rayciperw.page.link/a/b?link=https://raycipe.example.com/"),
            message: "'https://rayciperw.page.link/a/b?link=https://raycipe.example.com/' is on a link domain, but its path is neither the prefix (a long link) nor one suffix (a short link)"),
    ]

    @Test(arguments: cases)
    func failsWithItsReason(_ example: Case) {
        #expect(throws: example.error) { try DynamicLinkDecoder().decode(example.url) }
        #expect(DynamicLinkDecoder().read(example.url) == .invalid(example.error))
        #expect(example.error.description == example.message)
    }

    @Test func aURLTheRouterRejectsIsMalformed() throws {
        let url = "https://rayciperw.page.link/?link=https://raycipe.example.com/ x"
        do {
            _ = try DynamicLinkDecoder().decode(url)
            Issue.record("decoded \(url)")
        } catch {
            guard case .malformedURL(let miss) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(miss.reason == .malformed)
            #expect(error.description == "not a URL: malformed: a space, control character or backslash inside the URL (at byte 62)")
        }
    }

    @Test func aLinkPastTheRoutersSizeLimitIsTooLong() {
        let url = "https://rayciperw.page.link/?link=https://raycipe.example.com/&st=" + String(repeating: "a", count: 20_000)
        guard case .malformedURL(let miss)? = Self.error(url) else {
            Issue.record("not refused as too long")
            return
        }
        #expect(miss.reason == .tooLong)
    }

    static func error(_ url: String) -> DynamicLinkError? {
        do {
            _ = try DynamicLinkDecoder().decode(url)
            return nil
        } catch {
            return error
        }
    }
}
