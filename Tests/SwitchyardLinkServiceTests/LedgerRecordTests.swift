@testable import SwitchyardLinkService
import Testing

@Suite("Store records, times and click facts")
struct LedgerRecordTests {
    @Test(
        "UTC times are written and read as RFC 3339",
        arguments: [
            (0.0, "1970-01-01T00:00:00Z"), (1_796_299_200, "2026-12-03T12:00:00Z"), (951_825_600, "2000-02-29T12:00:00Z"),
            (-1, "1969-12-31T23:59:59Z"), (4_102_444_799, "2099-12-31T23:59:59Z"),
        ])
    func times(seconds: Double, text: String) {
        #expect(UTCTime.text(seconds) == text)
        #expect(UTCTime.seconds(text) == seconds)
    }

    @Test("times that are not RFC 3339 in UTC are refused", arguments: ["2026-12-03", "2026-12-03T12:00:00", "2026-12-03T12:00:00+01:00", "2026-13-01T00:00:00Z", "2025-02-29T00:00:00Z", "2026-12-03T24:00:00Z", "2026-12-03T12:00:00.Z"])
    func badTimes(text: String) {
        #expect(UTCTime.seconds(text) == nil)
    }

    @Test("times past the years 1 to 9999 are taken as the nearest end, never a crash")
    func clampedTimes() {
        #expect(UTCTime.text(1e300) == "9999-12-31T23:59:59Z")
        #expect(UTCTime.text(-.infinity) == "0001-01-01T00:00:00Z")
        #expect(UTCTime.day(.nan) == 0)
    }

    @Test("a fraction of a second is read")
    func fraction() {
        #expect(UTCTime.seconds("2026-12-03T12:00:00.25z") == 1_796_299_200.25)
        #expect(UTCTime.day(1_796_299_200) == 20_790)
        #expect(UTCTime.dateText(day: 20_790) == "2026-12-03")
    }

    @Test(
        "the referrer's host: lower-cased, without user info, port or path",
        arguments: [
            ("https://News.Example/a?b#c", "news.example"), ("http://user:pw@news.example:8080/", "news.example"), ("https://[2001:db8::1]:443/x", "[2001:db8::1]"),
            ("android-app://com.google.android.gm/", "com.google.android.gm"),
        ])
    func referrerHost(referrer: String, host: String) {
        #expect(ClickFacts.referrerHost(referrer) == host)
    }

    @Test("no host from what is not a URL", arguments: ["", "news.example", "https://", "https://a\"b/"])
    func noReferrerHost(referrer: String) {
        #expect(ClickFacts.referrerHost(referrer) == nil)
    }

    @Test("every kind of record reads back as written")
    func roundTrip() throws {
        var settings = LinkSettings()
        settings.tags = ["mail", "winter"]
        settings.expireTime = 1_798_761_599
        settings.maxClicks = 10
        settings.disabled = true
        let click = ClickRecord(
            time: 1_796_299_200.5, platform: .iOS, addressHash: 0x0F3A_0000_0000_0001, system: "iOS 18.1", locale: "en-gb", token: "abc", suffix: "summer-sale",
            deepLink: "https://raycipe.example.com/recipes/2", longLink: testPrefix + "/?link=https://raycipe.example.com/recipes/2")
        let records: [LedgerRecord] = [
            .link(StoredLink(suffix: "AbCd", longLink: testPrefix + "/?link=x", option: .short), time: 1_796_299_200.125),
            .link(StoredLink(suffix: "summer-sale", longLink: testPrefix + "/?link=y", option: .unguessable), time: nil),
            .settings(suffix: "AbCd", longLink: testPrefix + "/?link=z", settings),
            .settings(suffix: "AbCd", longLink: testPrefix + "/?link=z", LinkSettings()),
            .delete(suffix: "AbCd", time: 5),
            .activity(LinkActivity(time: 7, suffix: "AbCd", platform: .android, events: [.click, .redirect], referrerHost: "news.example", campaign: [("utm_source", "mail"), ("pt", "1")])),
            .activity(LinkActivity(time: 8, suffix: "AbCd", platform: .iOS, events: [.appInstall, .appFirstOpen, .appReOpen])),
            .pending(click),
            .claimed(token: "abc"),
        ]
        for record in records {
            let line = record.line
            #expect(line.hasSuffix("\n"))
            #expect(try LedgerRecord(line: ArraySlice(line.utf8.dropLast())) == record, "\(line)")
        }
        // Times are written to the millisecond, so a line reads back as itself.
        let tiny = LedgerRecord.delete(suffix: "AbCd", time: 0.00001).line
        #expect(tiny == #"{"record":"delete","suffix":"AbCd","time":0}"# + "\n")
        #expect(try LedgerRecord(line: ArraySlice(tiny.utf8.dropLast())).line == tiny)
        #expect(records[5].line == #"{"record":"activity","suffix":"AbCd","time":7,"platform":"ANDROID","events":["CLICK","REDIRECT"],"referrer":"news.example","campaign":{"utm_source":"mail","pt":"1"}}"# + "\n")
    }

    @Test(
        "bad records say what is wrong",
        arguments: [
            (#"{"record":"activity","suffix":"AbCd","time":1,"platform":"MOON","events":[]}"#, "no valid \"platform\""),
            (#"{"record":"activity","suffix":"AbCd","time":1,"platform":"IOS","events":["LIKE"]}"#, "an unknown event in \"events\""),
            (#"{"record":"settings","suffix":"AbCd","longLink":"x","tags":[1],"disabled":false}"#, "no valid \"tags\""),
            (#"{"record":"delete","suffix":"Ab/d","time":1}"#, "no valid \"suffix\""),
            (#"{"record":"rename","suffix":"AbCd"}"#, "an unknown \"record\""),
            ("[]", "not a JSON object"),
            (#"{"record":"delete","suffix":"AbCd","time":1e300}"#, "no valid \"time\""),
            (#"{"record":"delete","suffix":"AbCd","time":-1}"#, "no valid \"time\""),
            (#"{"record":"settings","suffix":"AbCd","longLink":"x","tags":[],"expireTime":1e20,"disabled":false}"#, "no valid \"expireTime\""),
        ])
    func badRecords(line: String, message: String) {
        #expect(throws: LinkStoreError(message)) { try LedgerRecord(line: ArraySlice(line.utf8)) }
    }

    @Test("an access log line escapes what a client sent, so it cannot forge a line")
    func accessLogEscapes() {
        #expect(AccessLogLine.quoted("a\"b\\c\n\u{1}") == #""a\"b\\c\x0a\x01""#)
        #expect(AccessLogLine.quoted(nil) == #""-""#)
        #expect(AccessLogLine.quoted("café\u{2028}x\u{85}") == #""café\u2028x\x85""#)
        #expect(AccessLogLine.redacted("/v1/links?key=secret&tag=a") == "/v1/links?key=REDACTED&tag=a")
    }
}
