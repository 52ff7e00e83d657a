@testable import SwitchyardLinkService
import Testing

@Suite("Clicks")
struct ClickTests {
    static let full =
        testPrefix + "/?link=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2"
        + "&apn=com.example.raycipe&ibi=com.example.raycipe&isi=1234567890"
        + "&ofl=https%3A%2F%2Fweb.raycipe.example.com%2Fr%2F2&st=Pasta+%3Cb%3E%26+%22more%22&sd=Fresh+%27n%27+quick&si=https%3A%2F%2Fraycipe.example.com%2Fimg.png"

    struct ClickCase: Sendable, CustomStringConvertible {
        var description: String
        var longLink: String
        var agent: String
        var headers: [String] = []
        var status: Int
        var location: String?
    }

    static let cases: [ClickCase] = [
        ClickCase(description: "iPhone: the preview page", longLink: full, agent: Agent.iPhoneSafari, status: 200),
        ClickCase(description: "iPhone with efr=1: the App Store", longLink: full + "&efr=1", agent: Agent.iPhoneSafari, status: 302, location: "https://apps.apple.com/app/id1234567890"),
        ClickCase(
            description: "iPhone with efr=1 and ifl: the iOS fallback",
            longLink: full + "&efr=1&ifl=https%3A%2F%2Fweb.raycipe.example.com%2Fios", agent: Agent.iPhoneSafari, status: 302, location: "https://web.raycipe.example.com/ios"),
        ClickCase(
            description: "iPad with efr=1 and ipfl: the iPad fallback",
            longLink: full + "&efr=1&ifl=https%3A%2F%2Fweb.raycipe.example.com%2Fios&ipfl=https%3A%2F%2Fweb.raycipe.example.com%2Fipad", agent: Agent.iPadSafari, status: 302, location: "https://web.raycipe.example.com/ipad"),
        ClickCase(
            description: "iPadOS as a Mac with the hint, efr=1", longLink: full + "&efr=1&ipfl=https%3A%2F%2Fweb.raycipe.example.com%2Fipad",
            agent: Agent.macSafari, headers: ["Sec-CH-UA-Platform", "\"iOS\""], status: 302, location: "https://web.raycipe.example.com/ipad"),
        ClickCase(
            description: "iPhone with efr=1 and no store or fallback: the deep link",
            longLink: testPrefix + "/?link=https://raycipe.example.com/recipes/2&efr=1", agent: Agent.iPhoneSafari, status: 302, location: "https://raycipe.example.com/recipes/2"),
        ClickCase(
            description: "Android: an intent that falls back to afl",
            longLink: full + "&afl=https%3A%2F%2Fweb.raycipe.example.com%2Fandroid", agent: Agent.androidChrome, status: 302,
            location: "intent://raycipe.example.com/recipes/2#Intent;scheme=https;package=com.example.raycipe;S.browser_fallback_url=https%3A%2F%2Fweb.raycipe.example.com%2Fandroid;end"),
        ClickCase(
            description: "Android without apn: afl", longLink: testPrefix + "/?link=https://raycipe.example.com/recipes/2&afl=https://web.raycipe.example.com/a",
            agent: Agent.androidChrome, status: 302, location: "https://web.raycipe.example.com/a"),
        ClickCase(description: "desktop: ofl", longLink: full, agent: Agent.windowsChrome, status: 302, location: "https://web.raycipe.example.com/r/2"),
        ClickCase(
            description: "desktop without ofl: the deep link", longLink: testPrefix + "/?link=https://raycipe.example.com/recipes/2", agent: Agent.windowsChrome,
            status: 302, location: "https://raycipe.example.com/recipes/2"),
        ClickCase(description: "a crawler: the preview page, even with efr=1", longLink: full + "&efr=1", agent: Agent.slackbot, status: 200),
    ]

    @Test("what each platform gets", arguments: cases)
    func platforms(_ testCase: ClickCase) async throws {
        let (service, suffix) = try await serviceWithLink(testCase.longLink)
        var headers: [(String, String)] = []
        if testCase.headers.count == 2 { headers.append((testCase.headers[0], testCase.headers[1])) }
        let response = await click(service, suffix, agent: testCase.agent, headers: headers)
        #expect(response.status == testCase.status)
        #expect(response.header("Cache-Control") == "no-store")
        if let location = testCase.location {
            #expect(response.header("Location") == location)
            #expect(response.text.contains("Continue"))
        } else {
            #expect(response.header("Location") == nil)
            #expect(response.header("Content-Type") == "text/html; charset=utf-8")
        }
    }

    @Test("Android's store fallback carries the attribution token as the Play Store referrer")
    func androidReferrer() async throws {
        let (service, suffix) = try await serviceWithLink(Self.full)
        let response = await click(service, suffix, agent: Agent.androidChrome)
        let location = try #require(response.header("Location"))
        let prefix =
            "intent://raycipe.example.com/recipes/2#Intent;scheme=https;package=com.example.raycipe;S.browser_fallback_url="
            + "https%3A%2F%2Fplay.google.com%2Fstore%2Fapps%2Fdetails%3Fid%3Dcom.example.raycipe%26referrer%3Dswitchyard_token%253D"
        #expect(location.hasPrefix(prefix))
        let token = location.dropFirst(prefix.count).dropLast(";end".count)
        #expect(token.count == 17)
        #expect(SuffixAlphabet.isSuffix(token))
    }

    @Test("the preview page: social tags escaped, a button that continues")
    func previewPage() throws {
        let link = try LongLinkReader.read(Self.full)
        let page = ClickAnswer.response(for: link, platform: .crawler).text
        #expect(page.contains(#"<meta property="og:title" content="Pasta &lt;b&gt;&amp; &quot;more&quot;">"#))
        #expect(page.contains(#"<meta property="og:description" content="Fresh &#39;n&#39; quick">"#))
        #expect(page.contains(#"<meta property="og:image" content="https://raycipe.example.com/img.png">"#))
        #expect(page.contains(#"<meta name="twitter:card" content="summary_large_image">"#))
        #expect(page.contains(#"<meta name="twitter:title" content="Pasta &lt;b&gt;&amp; &quot;more&quot;">"#))
        #expect(page.contains(#"<h1>Pasta &lt;b&gt;&amp; &quot;more&quot;</h1>"#))
        #expect(page.contains(#"<a id="continue" class="button" role="button" href="https://raycipe.example.com/recipes/2">Continue</a>"#))
        #expect(!page.contains("<b>"))
        let iPhone = ClickAnswer.response(for: link, platform: .iPhone, token: "q3ZbT0xW9kLmR2aPv").text
        #expect(
            iPhone.contains(
                #"<a id="continue" class="button" role="button" href="https://apps.apple.com/app/id1234567890" data-app="com.example.raycipe://google/link/?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2&amp;match_type=unique" data-token="switchyard_token=q3ZbT0xW9kLmR2aPv">Open in the app</a>"#
            ))
        #expect(iPhone.contains(#"navigator.clipboard.writeText(t)"#))
    }

    @Test("d=1 shows what each platform would get and redirects nothing")
    func debugPage() async throws {
        let (service, suffix) = try await serviceWithLink(Self.full + "&efr=1")
        let response = await service.respond(to: request("GET", "/\(suffix)?d=1", agent: Agent.androidChrome))
        #expect(response.status == 200)
        #expect(response.header("Location") == nil)
        let page = response.text
        #expect(page.contains("<h1>Link \(testPrefix)/\(suffix)</h1>"))
        #expect(page.contains(#"<dt>iphone</dt><dd>302 to</dd><dt>target</dt><dd><code>https://apps.apple.com/app/id1234567890</code></dd>"#))
        #expect(page.contains(#"<dt>desktop</dt><dd>302 to</dd><dt>target</dt><dd><code>https://web.raycipe.example.com/r/2</code></dd>"#))
        #expect(page.contains(#"<dt>crawler</dt><dd>the preview page, then</dd><dt>target</dt><dd><code>https://raycipe.example.com/recipes/2</code></dd>"#))
        #expect(page.contains(#"<dt>android</dt><dd>302 to</dd><dt>target</dt><dd><code>intent://raycipe.example.com/recipes/2#Intent;scheme=https;package=com.example.raycipe;"#))
        #expect(await service.rememberedClicks == 0)
    }

    @Test("HEAD gets the headers of GET and no body")
    func head() async throws {
        let (service, suffix) = try await serviceWithLink(Self.full)
        let get = await click(service, suffix, agent: Agent.windowsChrome)
        let head = await service.respond(to: request("HEAD", "/" + suffix, agent: Agent.windowsChrome))
        #expect(head.status == 302)
        #expect(head.body.isEmpty)
        #expect(head.header("Content-Length") == String(get.body.count))
        #expect(head.header("Location") == get.header("Location"))
    }

    @Test("a long link clicked on the domain is served when the allowlist passes it, else 400 naming the field")
    func longLinkOnDomain() async {
        let service = makeService()
        let ok = await service.respond(to: request("GET", "/?link=https://raycipe.example.com/recipes/2&ofl=https://web.raycipe.example.com/x", agent: Agent.windowsChrome))
        #expect(ok.status == 302)
        #expect(ok.header("Location") == "https://web.raycipe.example.com/x")
        let refused = await service.respond(to: request("GET", "/?link=https://raycipe.example.com/recipes/2&ofl=https://evil.example/x", agent: Agent.windowsChrome))
        #expect(refused.status == 400)
        #expect(refused.text.contains("<p>&#39;ofl&#39;: the fallback &#39;ofl&#39; is not on the allowlist</p>"))
    }

    @Test("a prefix with a path serves links under it only")
    func prefixPath() async throws {
        var configuration = LinkServiceConfiguration(prefix: "https://raycipe.example.com/link/", allowlist: testAllowlist)
        configuration.apiKeys = [testKey]
        let service = LinkService(configuration: configuration, store: InMemoryLinkStore())
        let body = #"{"longDynamicLink":"https://raycipe.example.com/link/?link=https://raycipe.example.com/recipes/2"}"#
        let created = await service.respond(to: request("POST", "/v1/shortLinks?key=\(testKey)", body: body))
        let short = try #require(try JSONParser.parse(created.body)["shortLink"]?.string)
        #expect(short.hasPrefix("https://raycipe.example.com/link/"))
        let suffix = String(short.dropFirst("https://raycipe.example.com/link/".count))
        #expect(await service.respond(to: request("GET", "/link/" + suffix, agent: Agent.windowsChrome)).status == 302)
        #expect(await click(service, suffix, agent: Agent.windowsChrome).status == 404)
    }
}
