import Switchyard

/// Opens each recipe-app link as a `RecipeApp.Screen` with one of three openers (the core
/// table, reading typed path parameters and query values; the declarative `Router`; or the
/// hand-written baseline), keeping every screen of the last batch; checks them against the
/// links' screens.
final class ScreenWorkload: Workload {
    /// What turns a link into a screen.
    enum Opener {
        /// `match(_:)` on the table, then the screen of the route's kind; `kinds` holds the
        /// kind of each route index, decided once from the route names.
        case table(RouteTable, kinds: [ScreenKind])
        /// `destination(for:)` of the declarative router.
        case router(Router<RecipeApp.Screen>)
        /// The hand-written router, then the app's own conversion of its strings.
        case handWritten(HandWrittenRouter)

        /// The table opener, with the kinds of its routes.
        static func table(_ table: RouteTable) -> Opener {
            .table(table, kinds: table.definitions.map { ScreenKind(routeName: $0.name) })
        }
    }

    private let opener: Opener
    private let links: [RecipeApp.Link]
    private let inputs: [String]
    private var results: [RecipeApp.Screen?]

    var operationsPerBatch: Int { inputs.count }

    init(_ opener: Opener, links: [RecipeApp.Link]) {
        self.opener = opener
        self.links = links
        self.inputs = links.map(\.url)
        self.results = Array(repeating: nil, count: links.count)
    }

    func runBatch() {
        let inputs = self.inputs
        switch opener {
        case .table(let table, let kinds): recordEach(&results) { ScreenKind.screen(for: inputs[$0], in: table, kinds: kinds) }
        case .router(let router): recordEach(&results) { router.destination(for: inputs[$0]) }
        case .handWritten(let router): recordEach(&results) { router.screen(for: inputs[$0]) }
        }
    }

    func run(operations count: Int) {
        let inputs = self.inputs
        switch opener {
        case .table(let table, let kinds): runCycling(count, period: inputs.count) { ScreenKind.screen(for: inputs[$0], in: table, kinds: kinds) != nil ? 1 : 0 }
        case .router(let router): runCycling(count, period: inputs.count) { router.destination(for: inputs[$0]) != nil ? 1 : 0 }
        case .handWritten(let router): runCycling(count, period: inputs.count) { router.screen(for: inputs[$0]) != nil ? 1 : 0 }
        }
    }

    func verify() -> [String] {
        zip(links, results).compactMap { link, screen in
            screen == link.screen ? nil : "\(link.url): opened \(screen.map { "\($0)" } ?? "nothing"), want \(link.screen)"
        }
    }
}
