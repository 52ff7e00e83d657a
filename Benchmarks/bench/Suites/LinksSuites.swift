import Switchyard
import SwitchyardLinks

/// `Links`: the recipe tutorial's long dynamic link (as the tutorial writes it, and
/// percent-encoded), decoded offline and its deep link routed into the app's own
/// `RecipeApp.Screen` through the declarative router: `router.destination(forLink: url)`, the
/// one call an app makes to reach its destination. `Links:Resolve`: the same through
/// `router.resolveLink(url)`, the full answer (the match and the decoded link).
/// `Links:Ordinary`: the same fast call on `FullURL`'s links, none of them a dynamic link
/// (compared with `FullURL:Router`, which routes them with `destination(for:)`).
/// `Links:Decode`: the decoding alone, to the typed `DynamicLink` with its values made
/// (`decoder.decode(url)`). `Links:Read`: the decoding as `resolveLink` does it
/// (`decoder.read(url)`), the link kept as its text and its values made only when asked for.
/// Compared with `FullURL` (one link matched into a `Screen`).
enum LinksSuites {
    static let links = [
        "https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/2&ibi=com.example.raycipe&isi=1234567890",
        "https://rayciperw.page.link/?link=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2&ibi=com.example.raycipe&isi=1234567890",
    ]

    static func suites() -> [Suite] {
        [
            Suite(name: "Links", baseline: nil) { _ in
                PreparedSuite(
                    workload: LinkRouteWorkload(router: try RecipeApp.router(), links: links, screens: links.map { _ in .recipe(id: 2, servings: nil) }, resolves: false))
            },
            Suite(name: "Links:Resolve", baseline: nil) { _ in
                PreparedSuite(
                    workload: LinkRouteWorkload(router: try RecipeApp.router(), links: links, screens: links.map { _ in .recipe(id: 2, servings: nil) }, resolves: true))
            },
            Suite(name: "Links:Ordinary", baseline: nil) { _ in
                PreparedSuite(
                    workload: LinkRouteWorkload(
                        router: try RecipeApp.router(), links: RecipeApp.links.map(\.url), screens: RecipeApp.links.map(\.screen), resolves: false))
            },
            Suite(name: "Links:Decode", baseline: nil) { _ in
                PreparedSuite(workload: LinkDecodeWorkload(links: links, deepLink: "https://raycipe.example.com/recipes/2", keepsValues: true))
            },
            Suite(name: "Links:Read", baseline: nil) { _ in
                PreparedSuite(workload: LinkDecodeWorkload(links: links, deepLink: "https://raycipe.example.com/recipes/2", keepsValues: false))
            },
        ]
    }
}
