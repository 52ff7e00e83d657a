import Foundation
@testable import SwitchyardLinkService
import Testing

/// The pages laid out by a real browser: headless Chromium draws each page at a phone's width
/// (390 pixels) and a desktop's (1280), saves a screenshot, and reports the document's
/// scroll width against its viewport: nothing may overflow.
///
/// Headless Chromium does not make a window narrower than 500 pixels, so each page is drawn
/// in an `<iframe>` of the exact size inside a host page, which reads the frame's document.
@Suite("Pages in a browser", .serialized, .enabled(if: Chromium.testsEnabled, Comment(rawValue: Chromium.missing)))
struct PageLayoutTests {
    /// The pages to draw: the preview on an iPhone (the app's name and icon, an image, the
    /// button to the app), a crawler's preview with long words, the debug page of a link with
    /// long URLs, a page that says why, the 404 page.
    static func pages() async throws -> [(name: String, html: String)] {
        var configuration = LinkServiceConfiguration(prefix: testPrefix, allowlist: testAllowlist)
        configuration.apiKeys = [testKey]
        configuration.pages.appName = "Raycipe"
        configuration.pages.appIcon = "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20width='64'%20height='64'%3E%3Crect%20width='64'%20height='64'%20fill='%23e85d04'/%3E%3C/svg%3E"
        let service = LinkService(configuration: configuration, store: InMemoryLinkStore())
        let long = String(repeating: "very-long-path-segment-without-breaks", count: 8)
        // A wide image, inline, so that the browser draws it without a network.
        let image = "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20width='1600'%20height='900'%3E%3Crect%20width='1600'%20height='900'%20fill='%23ffba08'/%3E%3C/svg%3E"
        let link =
            testPrefix + "/?link=https://raycipe.example.com/files/\(long)&ibi=com.example.raycipe&isi=1234567890&apn=com.example.raycipe"
            + "&afl=https://web.raycipe.example.com/\(long)&ofl=https://web.raycipe.example.com/\(long)%3Fq%3D\(long)"
            + "&st=Spaghetti+alla+carbonara%2C+the+real+one&sd=\(long)+and+a+description+long+enough+to+wrap+over+several+lines"
            + "&si=" + LinkPercentDecoding.encode(image)
            + "&utm_source=newsletter&utm_campaign=\(long)&pt=98765&ct=\(long)&passutm=1"
        let suffix = try await createSuffix(service, longLink: link)
        _ = await apiCall(service, "PATCH", "/v1/links/" + suffix, body: "{}")
        let expired = try await createSuffix(service, longLink: testPrefix + "/?link=https://raycipe.example.com/recipes/2")
        _ = await apiCall(service, "PATCH", "/v1/links/" + expired, body: #"{"disabled":true}"#)
        return [
            ("preview-iphone", await service.respond(to: request("GET", "/" + suffix, agent: Agent.iPhoneSafari)).text),
            ("preview-crawler", await service.respond(to: request("GET", "/" + suffix, agent: Agent.slackbot)).text),
            ("debug", await service.respond(to: request("GET", "/\(suffix)?d=1")).text),
            ("disabled", await service.respond(to: request("GET", "/" + expired, agent: Agent.iPhoneSafari)).text),
            ("not-found", await service.respond(to: request("GET", "/Zz9Q")).text),
        ]
    }

    /// The host page: the page in a frame of `width`×`height`, and the frame's document's
    /// scroll width and client width written into `data-measure` once it has loaded.
    static func host(frame: String, width: Int, height: Int) -> String {
        """
        <!doctype html><html><body style="margin:0;overflow:hidden"><iframe id="f" style="border:0;width:\(width)px;height:\(height)px"></iframe>
        <script>var f=document.getElementById("f");f.onload=function(){var d=f.contentDocument.documentElement;document.body.setAttribute("data-measure",d.scrollWidth+" "+d.clientWidth)};f.src="\(frame)";</script></body></html>
        """
    }

    /// The frame's scroll width and client width, as Chromium laid the page out.
    static func measure(_ directory: String, page: String, width: Int, height: Int) throws -> (scroll: Int, client: Int) {
        let hostPath = directory + "/host-\(page)-\(width).html"
        try host(frame: page + ".html", width: width, height: height).write(toFile: hostPath, atomically: true, encoding: .utf8)
        let dom = try Chromium.run(["--dump-dom"], url: "file://" + hostPath, width: width, height: height)
        guard let start = dom.firstRange(of: "data-measure=\"")?.upperBound, let end = dom[start...].firstIndex(of: "\"") else {
            throw TestFailure("the page \(page) reported no measure at \(width) px")
        }
        let numbers = dom[start..<end].split(separator: " ").compactMap { Int($0) }
        guard numbers.count == 2 else { throw TestFailure("a bad measure: \(dom[start..<end])") }
        return (numbers[0], numbers[1])
    }

    static let sizes = [(width: 390, height: 844), (width: 1280, height: 800)]

    @Test("the preview, debug and error pages fit 390 and 1280 pixels, with a screenshot of each")
    func noOverflow() async throws {
        let directory = try temporaryDirectory()
        let pages = try await Self.pages()
        for (name, html) in pages {
            try html.write(toFile: directory + "/\(name).html", atomically: true, encoding: .utf8)
            for size in Self.sizes {
                let measure = try await offPool { try Self.measure(directory, page: name, width: size.width, height: size.height) }
                #expect(measure.client == size.width, "\(name) at \(size.width): the frame is \(measure.client) wide")
                #expect(measure.scroll <= measure.client, "\(name) overflows at \(size.width) px: \(measure.scroll) > \(measure.client)")
                let shot = directory + "/\(name)-\(size.width).png"
                let host = directory + "/host-\(name)-\(size.width).html"
                _ = try await offPool { try Chromium.run(["--screenshot=\(shot)"], url: "file://" + host, width: size.width, height: size.height) }
                let png = Chromium.pngSize(shot)
                #expect(png?.width == size.width, "\(name): screenshot \(shot)")
                #expect(png?.height == size.height)
            }
        }
        print("page screenshots in \(directory)")
    }

    @Test("the measure sees an overflow: a page wider than the phone is caught")
    func overflowIsCaught() async throws {
        let directory = try temporaryDirectory()
        try #"<!doctype html><meta name="viewport" content="width=device-width"><div style="width:600px">wide</div>"#.write(toFile: directory + "/wide.html", atomically: true, encoding: .utf8)
        let measure = try await offPool { try Self.measure(directory, page: "wide", width: 390, height: 844) }
        #expect(measure.client == 390)
        #expect(measure.scroll > 390)
    }
}
