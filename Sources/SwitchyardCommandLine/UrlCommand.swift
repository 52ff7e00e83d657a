import Switchyard

/// `switchyard url [--routes FILE] [--scheme S] [--json] NAME [key=value ...]`: the URL built
/// for a route (Docs/BuildingURLs.md, Docs/Command.md), on standard output; exit 0 when built, 1 with the
/// reason on standard error when it cannot be built, 2 for usage errors. With `--json`, one
/// JSON object on standard output either way: `{"route":NAME,"url":URL}` when built,
/// `{"route":NAME,"url":null,"error":REASON}` when not.
///
/// Values are text: each is converted to its parameter's declared type (`int`, `double`,
/// `bool`, `uuid`) and printed back, so `id=007` builds `…/7`; a value that does not convert
/// fails with the parameter, the text and the type. Keys the pattern does not name become
/// query items.
///
/// ```
/// $ switchyard url recipe.detail id=2
/// raycipe://recipes/2
/// $ switchyard url --scheme https recipe.detail id=2 utm_source=qr
/// https://raycipe.example.com/recipes/2?utm_source=qr
/// $ switchyard url recipe.slug slug=new
/// switchyard: cannot build route 'recipe.slug' (raycipe://recipes/:slug): the URL raycipe://recipes/new would be matched by route 'recipe.new' (raycipe://recipes/new), not by this one
/// $ switchyard url --json recipe.detail id=2
/// {"route":"recipe.detail","url":"raycipe://recipes/2"}
/// ```
enum UrlCommand {
    static func run(_ arguments: [String], _ environment: CommandEnvironment) throws -> Int32 {
        let options = try Options(arguments, allowed: ["--routes", "--scheme", "--json"])
        guard let name = options.operands.first else {
            throw UsageError("url needs a route name: switchyard url [--routes FILE] [--scheme S] NAME [key=value ...]")
        }
        let values = try KeyValueOperands.parse(options.operands.dropFirst())
        let table = try TableLoader.load(options, environment)
        do {
            let url = try table.url(for: name, parameterTexts: values, scheme: options.scheme)
            environment.write((options.json ? json(name, url: url, error: nil) : url) + "\n")
            return 0
        } catch {
            if options.json {
                environment.write(json(name, url: nil, error: "\(error)") + "\n")
            } else {
                environment.writeError("switchyard: \(error)\(suggestion(for: name, after: error, in: table))\n")
            }
            return 1
        }
    }

    /// "; did you mean 'recipe.detail'?" after a route name no route has, when one is close.
    private static func suggestion(for name: String, after error: any Error, in table: RouteTable) -> String {
        guard (error as? URLBuildError)?.reason == .unknownRoute else { return "" }
        let names = Array(Set(table.definitions.map(\.name)))
        return Suggestion.nearest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
    }

    private static func json(_ name: String, url: String?, error: String?) -> String {
        var json = JSONWriter()
        json.beginObject()
        json.key("route"); json.string(name)
        json.key("url")
        if let url { json.string(url) } else { json.null() }
        if let error { json.key("error"); json.string(error) }
        json.endObject()
        return json.text
    }
}
