@testable import SwitchyardLinkService
import Testing

@Suite("Pages")
struct PageTests {
    static let link =
        testPrefix + "/?link=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2&ibi=com.example.raycipe&isi=1234567890"
        + "&st=Pasta+%3Cb%3E&sd=Fresh&si=https%3A%2F%2Fraycipe.example.com%2Fimg.png"

    static func settings() -> PageSettings {
        var settings = PageSettings()
        settings.appName = "Raycipe <&>"
        settings.appIcon = "https://raycipe.example.com/icon.png?a=1&b=\"2\""
        return settings
    }

    @Test("the preview page: viewport, style, the app's name and icon, og:site_name, og:type, og:url as the short link")
    func preview() throws {
        let link = try LongLinkReader.read(Self.link)
        let page = ClickAnswer.response(for: link, platform: .crawler, shortLink: testPrefix + "/AbCd", pages: Self.settings()).text
        #expect(page.contains(#"<meta name="viewport" content="width=device-width, initial-scale=1">"#))
        #expect(page.contains("<style>"))
        #expect(page.contains(#"<meta property="og:site_name" content="Raycipe &lt;&amp;&gt;">"#))
        #expect(page.contains(#"<meta property="og:type" content="website">"#))
        #expect(page.contains(#"<meta property="og:url" content="https://l.raycipe.example.com/AbCd">"#))
        #expect(page.contains(#"<div class="app"><img src="https://raycipe.example.com/icon.png?a=1&amp;b=&quot;2&quot;" alt="" width="48" height="48"><span>Raycipe &lt;&amp;&gt;</span></div>"#))
        #expect(page.contains(#"<h1>Pasta &lt;b&gt;</h1>"#))
        #expect(!page.contains("<b>"))
        // A crawler's button is the deep link, with no app to try.
        #expect(page.contains(#"<a id="continue" class="button" role="button" href="https://raycipe.example.com/recipes/2">Continue</a>"#))
        #expect(!page.contains("<script>"))
    }

    @Test("og:site_name is the link's host without an app name; og:url the long link clicked on the domain")
    func defaults() async throws {
        let service = makeService()
        let page = await service.respond(to: request("GET", "/?link=https://raycipe.example.com/recipes/2&st=Hi", agent: Agent.slackbot)).text
        #expect(page.contains(#"<meta property="og:site_name" content="l.raycipe.example.com">"#))
        #expect(page.contains(#"<meta property="og:url" content="https://l.raycipe.example.com/?link=https://raycipe.example.com/recipes/2&amp;st=Hi">"#))
    }

    struct ButtonCase: Sendable, CustomStringConvertible {
        var description: String
        var parameters: String
        var platform: Platform
        var app: String?
    }

    static let buttonCases: [ButtonCase] = [
        ButtonCase(description: "iPhone, bundle ID", parameters: "&ibi=com.example.raycipe&isi=1", platform: .iPhone, app: "com.example.raycipe://google/link/?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2&amp;match_type=unique"),
        ButtonCase(description: "iPhone, custom scheme first", parameters: "&ibi=com.example.raycipe&ius=raycipe", platform: .iPhone, app: "raycipe://google/link/?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2&amp;match_type=unique"),
        ButtonCase(description: "iPad, its own bundle ID", parameters: "&ibi=com.example.raycipe&ipbi=com.example.raycipe.pad", platform: .iPad, app: "com.example.raycipe.pad://google/link/?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2&amp;match_type=unique"),
        ButtonCase(description: "iPhone, no iOS app named", parameters: "&isi=1", platform: .iPhone, app: nil),
        ButtonCase(description: "a crawler never tries an app", parameters: "&ibi=com.example.raycipe", platform: .crawler, app: nil),
        ButtonCase(description: "a scheme the browser would run is never tried", parameters: "&ibi=com.example.raycipe&ius=JavaScript", platform: .iPhone, app: nil),
    ]

    @Test("the button tries the app's custom-scheme callback first on iOS, then goes to its own target", arguments: buttonCases)
    func button(_ testCase: ButtonCase) throws {
        let link = try LongLinkReader.read(testPrefix + "/?link=https://raycipe.example.com/recipes/2" + testCase.parameters)
        let page = ClickAnswer.response(for: link, platform: testCase.platform).text
        if let app = testCase.app {
            #expect(page.contains(#" data-app="\#(app)">Open in the app</a>"#))
            #expect(page.contains(#"window.location.href=a;setTimeout(function(){if(!document.hidden&&Date.now()-s<4000)window.location.href=b.href},1500)"#))
        } else {
            #expect(!page.contains("data-app="))
        }
    }

    @Test("the debug page and the pages that say why are styled and fit a phone")
    func otherPages() async throws {
        let (service, suffix) = try await serviceWithLink(Self.link)
        for page in [
            await service.respond(to: request("GET", "/\(suffix)?d=1")).text,
            await service.respond(to: request("GET", "/Zz9Q")).text,
            await service.respond(to: request("GET", "/?link=https://evil.example/")).text,
        ] {
            #expect(page.hasPrefix("<!doctype html>\n<html lang=\"en\">"))
            #expect(page.contains(#"<meta name="viewport" content="width=device-width, initial-scale=1">"#))
            #expect(page.contains("overflow-wrap:anywhere"))
        }
    }

    @Test("a team's template: every placeholder filled, every value escaped")
    func template() throws {
        var settings = Self.settings()
        settings.template = try PageTemplate(
            text: """
                <html><head>{{head}}<title>{{ title }}</title></head><body>
                <img src="{{app_icon}}"><b>{{app_name}}</b><i>{{site_name}}</i><p>{{description}}</p><img src="{{image}}">
                <a href="{{button_url}}" data-app="{{app_url}}">{{button_label}}</a>{{button}}
                <small>{{short_link}} {{deep_link}}</small>{{script}}</body></html>
                """, fileName: "preview.html")
        let link = try LongLinkReader.read(Self.link.replacing("&sd=Fresh", with: "&sd=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E"))
        let page = ClickAnswer.response(for: link, platform: .iPhone, shortLink: testPrefix + "/AbCd", pages: settings).text
        #expect(page.hasPrefix(#"<html><head><meta name="description" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">"#))
        #expect(page.contains("<title>Pasta &lt;b&gt;</title>"))
        #expect(page.contains(#"<img src="https://raycipe.example.com/icon.png?a=1&amp;b=&quot;2&quot;"><b>Raycipe &lt;&amp;&gt;</b><i>Raycipe &lt;&amp;&gt;</i><p>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p><img src="https://raycipe.example.com/img.png">"#))
        #expect(page.contains(#"<a href="https://apps.apple.com/app/id1234567890" data-app="com.example.raycipe://google/link/?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2&amp;match_type=unique">Open in Raycipe &lt;&amp;&gt;</a><a id="continue""#))
        #expect(page.contains("<small>https://l.raycipe.example.com/AbCd https://raycipe.example.com/recipes/2</small><script>"))
        #expect(!page.contains("<script>alert"))
    }

    struct TemplateErrorCase: Sendable, CustomStringConvertible {
        var description: String
        var text: String
        var message: String
    }

    static let templateErrors: [TemplateErrorCase] = [
        TemplateErrorCase(
            description: "an unknown placeholder", text: "<p>\n  {{titel}}</p>",
            message:
                "t.html:2:3: unknown placeholder '{{titel}}'; the placeholders are {{title}}, {{description}}, {{image}}, {{app_name}}, {{app_icon}}, {{site_name}}, {{short_link}}, {{deep_link}}, {{button_url}}, {{button_label}}, {{app_url}}, {{head}}, {{button}}, {{script}}"
        ),
        TemplateErrorCase(description: "a {{ never closed", text: "<p>{{title}}</p>{{head", message: "t.html:1:17: '{{' has no '}}'"),
    ]

    @Test("a template that cannot be used says where and why", arguments: templateErrors)
    func templateError(_ testCase: TemplateErrorCase) {
        #expect(throws: PageTemplateError.self) { try PageTemplate(text: testCase.text, fileName: "t.html") }
        do {
            _ = try PageTemplate(text: testCase.text, fileName: "t.html")
        } catch {
            #expect(error.description == testCase.message)
        }
    }
}
