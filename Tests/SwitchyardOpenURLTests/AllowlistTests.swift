import Switchyard
import Testing
@testable import SwitchyardOpenURL

@Suite("The allowlist guards rewritten URLs on their way to the system opener")
struct AllowlistTests {
    static let allowlist = try! OpenURLAllowlist(patterns: [
        "https://raycipe.example.com/**",
        "https://help.example.com/articles/:id(int)",
        "mailto://**",
    ])

    static func refusal(_ url: String) -> String {
        "not on the allowlist: \(url) (a URL rewritten on its way to the system opener must match it)"
    }

    @Test(arguments: [
        ("https://raycipe.example.com/recipes/2", true),
        ("https://raycipe.example.com/", true),
        ("HTTPS://RAYCIPE.example.com./recipes", true),
        ("https://help.example.com/articles/12", true),
        ("mailto:chef@raycipe.example.com", true),
        ("https://help.example.com/articles/twelve", false),
        ("https://raycipe.example.com.evil.example/", false),
        ("https://raycipe.example.com@evil.example/", false),
        ("https://evil.example/?next=https://raycipe.example.com/", false),
        ("http://raycipe.example.com/recipes/2", false),
        ("https://raycipe.example.com/recipes/../../x", false),
        ("https://raycipe.example.com/a b", false),
        ("javascript:alert(1)", false),
        ("//evil.example/x", false),
    ])
    func matchesAsTheRouterDoes(url: String, allowed: Bool) {
        #expect(Self.allowlist.allows(url) == allowed)
    }

    @Test func theDefaultAllowsNoRewrite() {
        #expect(!OpenURLAllowlist.none.allows("https://raycipe.example.com/"))
        #expect(!OpenURLChain(system: DryRunSystemOpener()).allowlist.allows("https://example.com/"))
    }

    @Test func aBadPatternIsRejectedWithItsError() {
        #expect(throws: RouteTableError.self) {
            try OpenURLAllowlist(patterns: ["https://raycipe.example.com/:id(nope)"])
        }
    }

    /// Each way a rewritten URL can reach the system opener: a name, and a scope that sends
    /// `target` there when asked to open anything else.
    static let carriers: [(name: String, make: @Sendable (String, RecordingSystemOpener) -> OpenURLScope)] = [
        (
            "systemAction(url)",
            { target, system in
                OpenURLChain(system: system, allowlist: allowlist).root
                    .child("a", handler: Fixed.handler("a", .systemAction(target)))
            }
        ),
        (
            "forward(url) past the outermost handler",
            { target, system in
                OpenURLChain(system: system, allowlist: allowlist).root
                    .child("outer", handler: Fixed.handler("outer", .forward))
                    .child("inner", handler: OpenURLHandler("inner") { url in url == target ? .forward : .forward(target) })
            }
        ),
        (
            "a re-entrant open",
            { target, system in
                OpenURLChain(system: system, allowlist: allowlist).root
                    .child(
                        "a",
                        handler: OpenURLHandler.withRequest("a") { request in
                            if request.url == target { return .systemAction }
                            return await request.open(target).accepted ? .handled : .discarded
                        })
            }
        ),
    ]

    @Test(arguments: 0..<3)
    func aRewriteOffTheAllowlistIsDiscardedWhicheverResultCarriedIt(carrier: Int) async {
        let (name, make) = Self.carriers[carrier]
        let system = RecordingSystemOpener()
        let outcome = await make("https://evil.example/phish", system).open("https://raycipe.example.com/recipes/2")

        #expect(!outcome.accepted, "\(name)")
        let refusal = outcome.trace.first { $0.handler == "chain" }
        #expect(refusal?.url == "https://evil.example/phish", "\(name)")
        #expect(refusal?.cause == .notAllowlisted("https://evil.example/phish"), "\(name)")
        #expect(await system.opened == [], "\(name)")
        if name == "a re-entrant open" {
            // The refusal ends the nested dispatch; the handler that opened it sees `accepted == false`
            // and decides (here: discarded).
            #expect(outcome.decidedBy == "a")
            #expect(refusal?.depth == 1)
        } else {
            #expect(outcome.decidedBy == "chain", "\(name)")
            #expect(outcome.reason == Self.refusal("https://evil.example/phish"), "\(name)")
            #expect(outcome.trace.last == refusal, "\(name)")
        }
    }

    @Test(arguments: 0..<3)
    func aRewriteOnTheAllowlistReachesTheSystem(carrier: Int) async {
        let (name, make) = Self.carriers[carrier]
        let system = RecordingSystemOpener()
        let outcome = await make("https://help.example.com/articles/7", system).open("https://raycipe.example.com/recipes/2")

        #expect(outcome.accepted, "\(name)")
        #expect(await system.opened == ["https://help.example.com/articles/7"], "\(name)")
    }

    @Test func theOriginalURLNeedsNoAllowlistEvenViaSystemAction() async {
        let system = RecordingSystemOpener()
        let scope = OpenURLChain(system: system).root.child("a", handler: Fixed.handler("a", .systemAction))
        #expect(await scope.open("https://evil.example/").accepted)
        #expect(await system.opened == ["https://evil.example/"])
    }
}
