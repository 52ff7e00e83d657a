@testable import SwitchyardLinkService
import Testing

@Suite("Reading long links")
struct LongLinkReaderTests {
    @Test("encoded and unencoded values are read as any query is")
    func values() throws {
        let encoded = try LongLinkReader.read("https://l.example.com/?link=https%3A%2F%2Fexample.com%2Fx%3Fid%3D1&apn=com.example&amv=12&isi=123&efr=1&st=A+title&unknown=1")
        #expect(encoded.deepLink == "https://example.com/x?id=1")
        #expect(encoded.androidPackage == "com.example")
        #expect(encoded.androidMinimumVersion == 12)
        #expect(encoded.appStoreID == "123")
        #expect(encoded.forcedRedirect)
        #expect(encoded.socialTitle == "A title")
        #expect(encoded.unknownParameters == ["unknown"])
        #expect(encoded.prefix == "https://l.example.com")
        let raw = try LongLinkReader.read("https://l.example.com/?link=https://example.com/x?id=1&apn=com.example")
        #expect(raw.deepLink == "https://example.com/x?id=1")
        #expect(raw.androidPackage == "com.example")
    }

    @Test(
        "links that cannot be served fail with the field and the reason",
        arguments: [
            ("https://l.example.com/", LongLinkError(field: "link", reason: "the long link has no query")),
            ("https://l.example.com/?apn=x", LongLinkError(field: "link", reason: "the deep link is missing: a long link needs 'link', a callback 'deep_link_id'")),
            ("https://l.example.com/?link=ftp://example.com/", LongLinkError(field: "link", reason: "the deep link 'ftp://example.com/' is not an absolute http or https URL")),
            ("https://l.example.com/?link=https://l.example.com/AbCd", LongLinkError(field: "link", reason: "the deep link 'https://l.example.com/AbCd' is itself a dynamic link")),
            ("https://l.example.com/?link=https://e.com/&link=https://f.com/", LongLinkError(field: "link", reason: "the parameter 'link' is given more than once")),
            ("https://l.example.com/?link=https://e.com/&amv=abc", LongLinkError(field: "amv", reason: "amv must be an integer of zero or more, not 'abc'")),
            ("https://l.example.com/?link=https://e.com/&isi=12a", LongLinkError(field: "isi", reason: "isi must be digits, not '12a'")),
            ("ftp://l.example.com/?link=https://e.com/", LongLinkError(field: "prefix", reason: "the prefix ftp://l.example.com/ is not https://host[/path]: 'ftp://l.example.com/' is not a dynamic link prefix: the scheme must be https, not ftp")),
        ])
    func failures(longLink: String, error: LongLinkError) {
        #expect(throws: error) { try LongLinkReader.read(longLink) }
    }
}
