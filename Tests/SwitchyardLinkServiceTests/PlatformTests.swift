@testable import SwitchyardLinkService
import Testing

@Suite("Platforms from the user agent")
struct PlatformTests {
    struct AgentCase: Sendable, CustomStringConvertible {
        var description: String
        var userAgent: String
        var platformHint: String? = nil
        var mobileHint: String? = nil
        var platform: Platform
    }

    /// Real user-agent strings of current browsers, in-app browsers and link-preview fetchers.
    static let table: [AgentCase] = [
        AgentCase(description: "Safari on iPhone, iOS 18", userAgent: Agent.iPhoneSafari, platform: .iPhone),
        AgentCase(description: "Chrome on iPhone", userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1", platform: .iPhone),
        AgentCase(description: "Instagram's in-app browser on iPhone", userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 329.0.3.29.120 (iPhone14,5; iOS 17_4_1; en_US; en; scale=3.00; 1170x2532; 596265437)", platform: .iPhone),
        AgentCase(description: "Facebook's in-app browser on iPhone", userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.40.105;FBBV/600000000;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.5.1;FBSS/3;FBCR/;FBID/phone;FBLC/en_US;FBOP/80]", platform: .iPhone),
        AgentCase(description: "Safari on iPad in mobile mode", userAgent: Agent.iPadSafari, platform: .iPad),
        AgentCase(description: "iPadOS Safari as a Mac, with the platform hint iOS", userAgent: Agent.macSafari, platformHint: "\"iOS\"", platform: .iPad),
        AgentCase(description: "iPadOS as a Mac, with the mobile hint", userAgent: Agent.macSafari, mobileHint: "?1", platform: .iPad),
        AgentCase(description: "Safari on a Mac (no hint)", userAgent: Agent.macSafari, platform: .desktop),
        AgentCase(description: "a Mac with the hint ?0", userAgent: Agent.macSafari, platformHint: "\"macOS\"", mobileHint: "?0", platform: .desktop),
        AgentCase(description: "Chrome on Android", userAgent: Agent.androidChrome, platform: .android),
        AgentCase(description: "Samsung Internet", userAgent: "Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36", platform: .android),
        AgentCase(description: "Firefox on Android", userAgent: "Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0", platform: .android),
        AgentCase(description: "an Android web view (in-app)", userAgent: "Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230901.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36", platform: .android),
        AgentCase(description: "Chrome on Windows", userAgent: Agent.windowsChrome, platform: .desktop),
        AgentCase(description: "Edge on Windows", userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0", platform: .desktop),
        AgentCase(description: "Firefox on Linux", userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", platform: .desktop),
        AgentCase(description: "curl", userAgent: "curl/8.5.0", platform: .desktop),
        AgentCase(description: "no user agent", userAgent: "", platform: .desktop),
        AgentCase(description: "Slack's link expander", userAgent: Agent.slackbot, platform: .crawler),
        AgentCase(description: "Twitterbot", userAgent: "Twitterbot/1.0", platform: .crawler),
        AgentCase(description: "Facebook's crawler", userAgent: "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)", platform: .crawler),
        AgentCase(description: "WhatsApp", userAgent: "WhatsApp/2.23.20.0 A", platform: .crawler),
        AgentCase(description: "Discordbot", userAgent: "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)", platform: .crawler),
        AgentCase(description: "TelegramBot", userAgent: "TelegramBot (like TwitterBot)", platform: .crawler),
        AgentCase(description: "LinkedInBot", userAgent: "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)", platform: .crawler),
        AgentCase(description: "Apple Messages' link preview", userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0", platform: .crawler),
        AgentCase(description: "Googlebot for smartphones", userAgent: "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", platform: .crawler),
    ]

    @Test("a table of real user agents", arguments: table)
    func userAgents(_ testCase: AgentCase) {
        #expect(PlatformDetector.platform(userAgent: testCase.userAgent, platformHint: testCase.platformHint, mobileHint: testCase.mobileHint) == testCase.platform)
    }

    @Test("the request's headers are read in any case")
    func fromRequest() {
        let iPad = LinkRequest(method: "GET", path: "/x", headers: [("user-agent", Agent.macSafari), ("SEC-CH-UA-PLATFORM", "\"iOS\"")])
        #expect(PlatformDetector.platform(of: iPad) == .iPad)
    }
}
