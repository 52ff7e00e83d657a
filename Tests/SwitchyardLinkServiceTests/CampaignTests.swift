@testable import SwitchyardLinkService
import Testing

@Suite("Campaigns passed on")
struct CampaignTests {
    /// A link with every campaign parameter, the App Store and Play Store, and web fallbacks.
    static let campaignLink =
        testPrefix + "/?link=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2&apn=com.example.raycipe&isi=1234567890"
        + "&utm_source=mail&utm_medium=email&utm_campaign=winter+sale&utm_term=pasta&utm_content=top"
        + "&pt=98765&ct=spring&mt=8&at=1l3v"

    @Test("pt, ct, mt and at reach the App Store URL, on the preview's button and with efr=1")
    func appStore() async throws {
        let (service, suffix) = try await serviceWithLink(Self.campaignLink + "&efr=1")
        let redirect = await click(service, suffix, agent: Agent.iPhoneSafari)
        #expect(redirect.status == 302)
        #expect(redirect.header("Location") == "https://apps.apple.com/app/id1234567890?pt=98765&ct=spring&mt=8&at=1l3v")
        let link = try LongLinkReader.read(Self.campaignLink)
        #expect(ClickDestination.destination(for: link, platform: .iPad) == .preview(next: "https://apps.apple.com/app/id1234567890?pt=98765&ct=spring&mt=8&at=1l3v"))
    }

    @Test("the Play Store referrer carries utm_* and the attribution token")
    func playStore() async throws {
        let (service, suffix) = try await serviceWithLink(Self.campaignLink)
        let answer = await click(service, suffix, agent: Agent.androidChrome)
        let location = try #require(answer.header("Location"))
        let fallback = try #require(location.firstRange(of: "S.browser_fallback_url=")).upperBound
        let store = LinkPercentDecoding.decode(location[fallback...].dropLast(";end".count))
        let referrerStart = try #require(store.firstRange(of: "&referrer=")).upperBound
        let referrer = LinkPercentDecoding.decode(store[referrerStart...])
        #expect(store.hasPrefix("https://play.google.com/store/apps/details?id=com.example.raycipe&referrer="))
        #expect(referrer.hasPrefix("utm_source=mail&utm_medium=email&utm_campaign=winter%20sale&utm_term=pasta&utm_content=top&switchyard_token="))
        // The app hands back the whole referrer; the token in it gives `unique`.
        let claim = await service.respond(to: request("POST", "/v1/installAttribution", address: "198.51.100.1", body: #"{"platform":"android","token":"\#(referrer)"}"#))
        let value = try JSONParser.parse(claim.body)
        #expect(value["confidence"]?.string == "unique")
        #expect(value["utmCampaign"]?.string == "winter sale")
    }

    @Test("utm_* reach the deep link and the web fallbacks only when the link asks (passutm=1)")
    func passedToLinks() throws {
        let plain = try LongLinkReader.read(testPrefix + "/?link=https://raycipe.example.com/recipes/2&ofl=https://web.raycipe.example.com/r/2&utm_source=mail")
        #expect(ClickDestination.destination(for: plain, platform: .desktop) == .redirect("https://web.raycipe.example.com/r/2"))
        let asked = try LongLinkReader.read(
            testPrefix + "/?link=https://raycipe.example.com/recipes/2&ofl=https://web.raycipe.example.com/r/2%3Fx%3D1%26utm_source%3Dweb%23top&utm_source=mail&utm_medium=email&passutm=1")
        #expect(asked.unknownParameters.isEmpty)
        #expect(asked.warnings.isEmpty)
        // The fallback's own utm_source stays; the fragment stays last.
        #expect(ClickDestination.destination(for: asked, platform: .desktop) == .redirect("https://web.raycipe.example.com/r/2?x=1&utm_source=web&utm_medium=email#top"))
        #expect(ClickDestination.destination(for: asked, platform: .crawler) == .preview(next: "https://raycipe.example.com/recipes/2?utm_source=mail&utm_medium=email"))
        let android = try LongLinkReader.read(testPrefix + "/?link=https://raycipe.example.com/recipes/2&apn=com.example.raycipe&utm_campaign=a%20b&passutm=1")
        #expect(ClickDestination.destination(for: android, platform: .android).url.hasPrefix("intent://raycipe.example.com/recipes/2?utm_campaign=a%20b#Intent;"))
    }

    @Test("a create with passutm=1 gets no warning for it")
    func noWarning() async throws {
        let service = makeService()
        let body = #"{"longDynamicLink":"\#(testPrefix)/?link=https://raycipe.example.com/recipes/2&utm_source=mail&passutm=1&zz=1"}"#
        let answer = await service.respond(to: request("POST", "/v1/shortLinks?key=\(testKey)", body: body))
        #expect(answer.status == 200)
        let warnings = try JSONParser.parse(answer.body)["warning"]?.elements ?? []
        #expect(warnings.count == 1)
        #expect(warnings.first?["warningMessage"]?.string?.contains("'zz'") == true)
    }

    @Test("the d=1 page shows the campaign and where it goes")
    func debugPage() async throws {
        let (service, suffix) = try await serviceWithLink(Self.campaignLink + "&passutm=1")
        let page = await service.respond(to: request("GET", "/\(suffix)?d=1")).text
        #expect(page.contains("<dt>utm_campaign</dt><dd>winter sale</dd>"))
        #expect(page.contains("<dt>pt</dt><dd>98765</dd>"))
        #expect(page.contains("<dt>passutm</dt><dd>1: utm_* on the deep link and the web fallbacks</dd>"))
        #expect(page.contains("<dt>App Store</dt><dd>https://apps.apple.com/app/id1234567890?pt=98765&amp;ct=spring&amp;mt=8&amp;at=1l3v</dd>"))
        #expect(page.contains("<dt>Play Store</dt><dd>https://play.google.com/store/apps/details?id=com.example.raycipe&amp;referrer=utm_source%3Dmail%26utm_medium%3Demail%26utm_campaign%3Dwinter%2520sale%26utm_term%3Dpasta%26utm_content%3Dtop</dd>"))
        #expect(page.contains("<dt>to the app</dt><dd>utm_source=mail, utm_medium=email, utm_campaign=winter sale, utm_term=pasta, utm_content=top</dd>"))
        let (plainService, plainSuffix) = try await serviceWithLink(testPrefix + "/?link=https://raycipe.example.com/recipes/2")
        #expect(await plainService.respond(to: request("GET", "/\(plainSuffix)?d=1")).text.contains(#"<p id="campaign">The link has no campaign.</p>"#))
    }

    @Test("reopenAttribution and installAttribution answer the campaign as Firebase's SDK read it")
    func attributionAnswers() async throws {
        let (service, suffix) = try await serviceWithLink(Self.campaignLink)
        let reopen = await service.respond(to: request("POST", "/v1/reopenAttribution", body: #"{"requestedLink":"\#(testPrefix)/\#(suffix)","platform":"ios"}"#))
        #expect(
            reopen.text
                == #"{"deepLink":"https://raycipe.example.com/recipes/2","resolvedLink":"\#(Self.campaignLink)","utmSource":"mail","utmMedium":"email","utmCampaign":"winter sale","utmContent":"top","utmTerm":"pasta","iosMinAppVersion":null,"longLink":"\#(Self.campaignLink)"}"#
                + "\n")
        _ = await click(service, suffix, agent: Agent.iPhoneSafari)
        let install = await service.respond(to: request("POST", "/v1/installAttribution", body: #"{"platform":"ios"}"#))
        let value = try JSONParser.parse(install.body)
        #expect(value["confidence"]?.string == "weak")
        #expect(value["utmSource"]?.string == "mail")
        #expect(value["utmTerm"]?.string == "pasta")
        #expect(value["deepLink"]?.string == "https://raycipe.example.com/recipes/2")
    }

    @Test("with passutm=1 the app's deep link carries utm_* too")
    func attributionDeepLink() async throws {
        let (service, suffix) = try await serviceWithLink(testPrefix + "/?link=https://raycipe.example.com/recipes/2&utm_source=mail&passutm=1")
        let reopen = await service.respond(to: request("POST", "/v1/reopenAttribution", body: #"{"requestedLink":"\#(testPrefix)/\#(suffix)","platform":"android"}"#))
        #expect(try JSONParser.parse(reopen.body)["deepLink"]?.string == "https://raycipe.example.com/recipes/2?utm_source=mail")
    }
}
