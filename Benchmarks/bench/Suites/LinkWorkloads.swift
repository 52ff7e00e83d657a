import Switchyard
import SwitchyardLinks

/// Routes each dynamic link to its destination, with `Router.destination(forLink:)` (the fast
/// form) or with `Router.resolveLink(_:)` (the full answer), keeping the destinations of the
/// last batch; checks them against the screen each link must open.
final class LinkRouteWorkload: Workload {
    private let router: Router<RecipeApp.Screen>
    private let links: [String]
    private let screens: [RecipeApp.Screen]
    private let resolves: Bool
    private let decoder = DynamicLinkDecoder()
    private var results: [RecipeApp.Screen?]

    var operationsPerBatch: Int { links.count }

    init(router: Router<RecipeApp.Screen>, links: [String], screens: [RecipeApp.Screen], resolves: Bool) {
        self.router = router
        self.links = links
        self.screens = screens
        self.resolves = resolves
        self.results = Array(repeating: nil, count: links.count)
    }

    private func destination(_ link: String) -> RecipeApp.Screen? {
        if resolves { return router.resolveLink(link, decoder: decoder).destination }
        return router.destination(forLink: link, decoder: decoder).destination
    }

    func runBatch() {
        for index in links.indices {
            results[index] = destination(links[index])
        }
    }

    func run(operations count: Int) {
        var next = 0
        var digest = 0
        for _ in 0..<count {
            if destination(links[next]) != nil { digest &+= 1 }
            next += 1
            if next == links.count { next = 0 }
        }
        blackHole(digest)
    }

    func verify() -> [String] {
        links.indices.compactMap { index in
            let result = results[index]
            let screen = screens[index]
            return result == screen ? nil : "\(links[index]): opened \(result.map { "\($0)" } ?? "nothing"), want \(screen)"
        }
    }
}

/// Decodes each dynamic link, with `decode` (its values made) or with `read` (kept as its
/// text, as `resolveLink` reads it), keeping the deep links of the last batch.
final class LinkDecodeWorkload: Workload {
    private let links: [String]
    private let deepLink: String
    private let keepsValues: Bool
    private let decoder = DynamicLinkDecoder()
    private var results: [String?]

    var operationsPerBatch: Int { links.count }

    init(links: [String], deepLink: String, keepsValues: Bool) {
        self.links = links
        self.deepLink = deepLink
        self.keepsValues = keepsValues
        self.results = Array(repeating: nil, count: links.count)
    }

    private func decoded(_ link: String) -> DecodedDynamicLink? {
        if keepsValues { return try? decoder.decode(link) }
        guard case .decoded(let decoded) = decoder.read(link) else { return nil }
        return decoded
    }

    func runBatch() {
        for index in links.indices {
            results[index] = decoded(links[index])?.deepLink?.text
        }
    }

    func run(operations count: Int) {
        var next = 0
        var digest = 0
        for _ in 0..<count {
            if let decoded = decoded(links[next]), decoded.confidence == .unique { digest &+= 1 }
            next += 1
            if next == links.count { next = 0 }
        }
        blackHole(digest)
    }

    func verify() -> [String] {
        zip(links, results).compactMap { link, result in
            result == deepLink ? nil : "\(link): decoded \(result ?? "nothing"), want \(deepLink)"
        }
    }
}
