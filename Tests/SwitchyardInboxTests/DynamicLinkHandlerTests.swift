import Testing
import Switchyard
import SwitchyardLinks
import SwitchyardOpenURL
import SwitchyardInbox

@Suite("Dynamic links in the open-URL chain")
struct DynamicLinkHandlerTests {
    enum Screen: Sendable, Equatable {
        case recipe(id: Int)
    }

    actor Seen {
        var values: [String] = []
        func add(_ value: String) { values.append(value) }
    }

    static let router = try! Router<Screen> {
        Route("recipe.detail", "raycipe://recipes/:id(int)", "https://raycipe.example.com/recipes/:id(int)") { (id: Int) in .recipe(id: id) }
    }

    static let recipeLink = "https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/2&ibi=com.example.raycipe"

    /// The links handler in an inner scope, under an outer handler that records what it is forwarded.
    func chain(resolver: (any ShortLinkResolver)? = nil, allowlist: RouteTable? = nil)
        -> (scope: OpenURLScope, seen: Seen, outer: Seen, system: RecordingSystemOpener)
    {
        let seen = Seen()
        let outer = Seen()
        let system = RecordingSystemOpener()
        let links = OpenURLHandler.dynamicLinks(Self.router, allowlist: allowlist, resolver: resolver) { routed, _ in
            if let screen = routed.destination {
                await seen.add("unique \(screen)")
            } else if let screen = routed.riskyDestination {
                await seen.add("\(routed.confidence) public page of \(screen)")
            } else {
                return .discarded
            }
            return .handled
        }
        let scope = OpenURLChain(system: system).root
            .child(
                "outer",
                handler: OpenURLHandler("outer") { url in
                    await outer.add(url)
                    return .forward
                }
            )
            .child("links", handler: links)
        return (scope, seen, outer, system)
    }

    @Test func aLongLinkReachesTheHandlerAtUnique() async {
        let (scope, seen, outer, system) = chain()
        let outcome = await scope.open(Self.recipeLink)
        #expect(outcome.accepted)
        #expect(outcome.decidedBy == "dynamic-links")
        #expect(await seen.values == ["unique recipe(id: 2)"])
        #expect(await outer.values == [])
        #expect(await system.opened == [])
    }

    @Test func aCallbackReachesItBelowUnique() async {
        let (scope, seen, _, _) = chain()
        let outcome = await scope.open("raycipe://google/link/?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F3&match_type=weak")
        #expect(outcome.accepted)
        #expect(await seen.values == ["weak public page of recipe(id: 3)"])
    }

    @Test func anOrdinaryURLIsForwarded() async {
        let (scope, seen, outer, _) = chain()
        _ = await scope.open("raycipe://recipes/2")
        #expect(await seen.values == [])
        #expect(await outer.values == ["raycipe://recipes/2"])
    }

    @Test func aBrokenLinkIsDiscardedAndNeverReachesTheSystem() async {
        let (scope, seen, outer, system) = chain()
        let outcome = await scope.open("https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/2&link=https://evil.example/")
        #expect(!outcome.accepted)
        #expect(outcome.decidedBy == "dynamic-links")
        #expect(await seen.values == [])
        #expect(await outer.values == [])
        #expect(await system.opened == [])
    }

    @Test func aDeepLinkOutsideTheAllowlistIsDiscarded() async throws {
        let allowlist = try RouteTable([RouteDefinition(name: "other", pattern: "https://raycipe.example.com/about")])
        let (scope, seen, _, _) = chain(allowlist: allowlist)
        let outcome = await scope.open(Self.recipeLink)
        #expect(!outcome.accepted)
        #expect(await seen.values == [])
    }

    @Test func aShortLinkIsResolvedAndItsLongLinkOpenedInTheSameDispatch() async {
        let (scope, seen, outer, _) = chain(resolver: SuffixTableResolver(["AbCd": Self.recipeLink]))
        let outcome = await scope.open("https://rayciperw.page.link/AbCd")
        #expect(outcome.accepted)
        #expect(await seen.values == ["unique recipe(id: 2)"])
        #expect(await outer.values == [])
        #expect(outcome.trace.map(\.url) == ["https://rayciperw.page.link/AbCd", Self.recipeLink])
    }

    @Test func aShortLinkNoOneCanResolveIsForwarded() async {
        let (scope, seen, outer, _) = chain()
        _ = await scope.open("https://rayciperw.page.link/AbCd")
        #expect(await seen.values == [])
        #expect(await outer.values == ["https://rayciperw.page.link/AbCd"])
    }
}

/// The chain example of Docs/DynamicLinks.md (step 5), run. Keep the two in step.
@Suite("Docs/DynamicLinks.md: the handler in the chain")
struct DynamicLinkHandlerDocumentationExample {
    enum Screen: Sendable, Equatable {
        case recipe(id: Int)
        case publicRecipe(id: Int)
    }

    actor Navigator {
        var shown: [Screen] = []
        func show(_ screen: Screen) { shown.append(screen) }
    }

    @Test func theHandlerOfStepFive() async throws {
        let router = try Router<Screen> {
            Route("recipe.detail", "https://raycipe.example.com/recipes/:id(int)") { (id: Int) in .recipe(id: id) }
        }
        let allowlist = try RouteTable([RouteDefinition(name: "recipes", pattern: "https://raycipe.example.com/recipes/**")])
        let resolver = SuffixTableResolver([:])
        let navigator = Navigator()

        let links = OpenURLHandler.dynamicLinks(router, allowlist: allowlist, resolver: resolver) { routed, _ in
            if let screen = routed.destination {
                await navigator.show(screen)
            } else if case .recipe(let id)? = routed.riskyDestination {
                await navigator.show(.publicRecipe(id: id))
            } else {
                return .discarded
            }
            return .handled
        }

        let scope = OpenURLChain(system: RecordingSystemOpener()).root.child("links", handler: links)
        #expect(await scope.open("https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/2").accepted)
        #expect(await scope.open("raycipe://google/link/?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F3&match_type=unique").accepted)
        #expect(await navigator.shown == [.recipe(id: 2), .publicRecipe(id: 3)])
    }
}
