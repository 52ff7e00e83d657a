/// The usage of each subcommand: what `switchyard help match` and `switchyard match --help`
/// print, and what a usage error in that subcommand ends with. A command without an entry
/// here falls back to the whole ``Usage/text``.
enum CommandUsage {
    /// The usage of `command`, or `nil` when it has none of its own.
    static func text(for command: String) -> String? {
        texts[command]
    }

    /// Whether `arguments` ask for help (`--help` or `-h` before any `--`).
    static func asksForHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "--help" || argument == "-h" { return true }
        }
        return false
    }

    /// The subcommands that have a usage of their own, in the order the help lists them.
    static let names = ["match", "explain", "url", "check", "generate", "open", "inbox", "link", "serve", "stats", "links", "aasa", "assetlinks", "android-filters", "qr"]

    private static let routes = "  --routes FILE   the routes file (without it, the built-in recipe-app table)"
    private static let rest = """
          --json          print the result as JSON
          --              end the options: every argument after it is an operand
          -h, --help      this text
        """
    private static let common = routes + "\n" + rest

    private static let texts: [String: String] = [
        "match": """
        usage: switchyard match [--routes FILE] [--method M] [--json] [URL ...]

        Routes each URL, or each line of standard input when no URL is given, and prints one
        JSON object a line (always JSON: --json changes nothing). A URL that matches no route
        gets its reason and "nearest", the route that came closest and where it failed.
        With --method, only the routes that answer M take the URL, and the line gains "method";
        a path whose routes answer other methods gives "reason":"method-not-allowed" and
        "allow", the methods it answers (an OPTIONS no route declares: "reason":"options").

          --method M      route as a request with the HTTP method M (GET, DELETE, PURGE, ...)
        \(common)

        Standard input: a trailing \\r is removed; blank lines and lines starting with # are skipped.
        Exit status: 0 every URL matched, 1 any did not, 2 usage error or a table that does not build.

        """,
        "explain": """
        usage: switchyard explain [--routes FILE] [--method M] [--json] URL

        How the URL reads, and the routes that came closest, nearest first, with where and why
        each one failed: the eight nearest for a person, or with --json one JSON object with
        every route. With --method, the result is the one for M, and each route shows the
        methods it answers (~ marks a route that matches the path but answers other methods).

          --method M      explain a request with the HTTP method M
        \(common)

        Exit status: 0 matched (or answered: OPTIONS), 1 not, 2 usage error or a table that does not build.

        """,
        "url": """
        usage: switchyard url [--routes FILE] [--scheme S] [--json] NAME [key=value ...]

        The URL built for the route NAME from the values given; keys the pattern does not name
        become query items. With --json: {"route":NAME,"url":URL}, or "url":null and "error".

        \(routes)
          --scheme S      use the route's pattern for this scheme (https, raycipe)
        \(rest)

        Exit status: 0 built, 1 cannot be built (the reason on standard error), 2 usage error
        or a table that does not build.

        """,
        "check": """
        usage: switchyard check [--routes FILE] [--json]

        Every error and warning of the routes file, not just the first: FILE:LINE:COLUMN:
        error: … on standard error and a summary line on standard output, or with --json one
        JSON object a problem on standard output.

        \(common)

        Exit status: 0 no errors (warnings allowed), 2 errors or a usage error.

        """,
        "generate": """
        usage: switchyard generate FILE

        The Swift file the build-tool plugin generates from a routes file: one typed
        RouteDeclaration per route name, in an enum named after the file, and the file's table
        (Docs/RoutesFiles.md). Every error and warning goes to standard error as
        FILE:LINE:COLUMN: error: …; with an error, nothing is printed.

          --              end the options: every argument after it is an operand
          -h, --help      this text

        Exit status: 0 generated (warnings allowed), 2 errors or a usage error.

        """,
        "open": """
        usage: switchyard open [--routes FILE] [--system dry-run|xdg-open] [--prefix URL]... [--service URL]
                               [--grant NAME]... [--json] URL

        Dispatches the URL through the app's chain (Docs/Apps.md): the URL arrives in an inbox
        that is ready (an ordinary URL routed, a dynamic link by its deep link with its
        confidence, a short link resolved by --service; a guarded route waits for --grant);
        a URL no route takes goes on to the app's own links (discarded, with the reason), then
        to the system opener. Prints each step and the outcome.

        \(routes)
          --system NAME   the system opener: dry-run (the default) or xdg-open
          --prefix URL    a link domain whose links are dynamic links (repeatable; added to the
                          hosts ending in .page.link or .app.goo.gl)
          --service URL   the link service that resolves short links (POST /v1/reopenAttribution)
          --grant NAME    a condition met (repeatable): routes that require it are delivered
        \(rest)

        Exit status: 0 accepted, 1 not, 2 usage error or a table that does not build.

        """,
        "inbox": """
        usage: switchyard inbox [--routes FILE] [--window S] [--max-age S] [--capacity N] [--json]

        Runs a script from standard input, one event a line, through an inbox of pending links
        on a clock that starts at 0 and moves only with `at`, and prints one JSON line per
        thing that happens: delivered, waiting, duplicate, expired, dropped, refused.

          open URL [confidence=none|weak|default|unique]   a link arrives
          grant NAME | revoke NAME                          a condition is met / no longer met
          ready | pause                                     the app can / cannot navigate
          at SECONDS                                        the clock moves to this time
          drop URL | clear | list                           drop, clear or list what waits

          --routes FILE   the routes file (without it, the recipe app with screens that need
                          signedIn and onboarded)
          --window S      the duplicate window in seconds (default 1)
          --max-age S     how long a link may wait, in seconds (default 600)
          --capacity N    how many links may wait (default 16)
        \(rest)

        Blank lines and lines starting with # are skipped. The whole script is read first: a bad
        line is reported as <stdin>:LINE:COLUMN: error: … and nothing runs.
        Exit status: 0 the script ran, 2 a bad line, a usage error or a table that does not build.

        """,
        "link": LinkCommand.usage,
        "serve": """
        usage: switchyard serve --domain URL [options]

        The link service on a development server for trying it with curl and a browser: short
        links, clicks, association files, POST /v1/shortLinks, install attribution, the stats
        call and the management of links (Docs/LinkService.md).
        Prints "listening on http://HOST:PORT, …" first, then one line a request on standard
        error; stops cleanly on SIGINT or SIGTERM. Not for the internet: see Docs/LinkService.md.

          --domain URL            a link prefix served (https://l.example.com, or with a path),
                                  repeatable: several link domains on one store (the first is
                                  the default for a Host that names none)
          --host ADDRESS          the address listened on (default 127.0.0.1)
          --port N                the port (default 8080; 0 picks a free one and prints it)
        \(routes)
          --store FILE            keep links, clicks and counts in FILE, one JSON record a line
                                  (default: in memory)
          --database URL          keep them in PostgreSQL instead (postgresql://USER@HOST/DB),
                                  shared by every serve given the same URL; needs libpq5
          --allow PATTERN         a route pattern deep links and fallbacks must match, repeatable
                                  (default: the table's own http and https routes)
          --app-id ID             TEAMID.BUNDLEID for apple-app-site-association, repeatable
          --android-package NAME  the package for assetlinks.json
          --android-fingerprint FP  a signing-certificate SHA-256 (AB:CD:…), repeatable
          --web-only NAME         a route the app must not open (excluded), repeatable
          --api-key-file FILE     API keys, one a line; without it creating is off
          --max-connections N     connections at once (default 64; one more gets 503)
          --idle-timeout SECONDS  silence allowed, and the time a request may take (default 10)
          --trusted-proxy CIDR    a reverse proxy whose Forwarded / X-Forwarded-For /
                                  X-Forwarded-Proto are believed (10.0.0.0/8, ::1), repeatable
          --attribution-limit N/SECONDS  install and reopen attribution requests a client
                                  address may make per SECONDS (default 60/60), or off
          --app-name NAME         the app's name on the pages ("Open in NAME")
          --app-icon URL          the app's icon on the pages
          --page-template FILE    a team's own preview page, with {{placeholders}}
          -h, --help              this text

        GET /healthz answers 200 when the store answers, 503 when it does not.

        Exit status: 0 stopped by a signal, 2 usage error or a table that does not build.

        """,
        "stats": """
        usage: switchyard stats --store FILE [--days N] [--until YYYY-MM-DD] LINK

        A short link's counts, as GET /v1/LINK/linkStats answers them: {"linkEventStats":[…]},
        per platform and event, over the N days that end on --until (today, UTC, by default).
        LINK is the short link or its suffix. The store is read, never changed, so this can run
        beside the serve that writes it.

          --store FILE         the link store serve keeps
          --days N             how many days, 1 to 3653 (default 7)
          --until YYYY-MM-DD   the last day counted (default today)
          -h, --help           this text

        Exit status: 0 printed, 1 the store has no such link, 2 usage error or a store that cannot be read.

        """,
        "links": """
        usage: switchyard links import FILE --store STORE --domain URL [--routes FILE] [--allow PATTERN]...

        Adds the links of an export file to a link store, each checked as a create checks it,
        and reports every line skipped and why. FILE holds one JSON object a line:
        {"suffix":"summer-sale","longDynamicLink":"https://x.page.link/?link=…"} (or "shortLink"
        for the suffix, "dynamicLinkInfo" for the long link; optional "option", "tags",
        "expireTime", "maxClicks", "disabled"). The long link's prefix becomes --domain. Stop the
        serve that uses the store first.

          --store FILE            the link store to add to (made when missing)
          --domain URL            the link prefix the store serves
        \(routes)
          --allow PATTERN         a route pattern deep links and fallbacks must match, repeatable
                                  (default: the table's own http and https routes)
          -h, --help              this text

        Blank lines and lines starting with # are skipped. A line whose suffix is stored with the
        same long link is skipped as already stored, so an import can be run again.
        Exit status: 0 every link imported, 1 some skipped, 2 usage error or a store that cannot be written.

        """,
        "aasa": """
        usage: switchyard aasa [--routes FILE] --app-id TEAMID.BUNDLEID... [--web-only NAME]... [--for-host HOST]...

        The apple-app-site-association file for the table's routes pinned to https hosts.

        \(routes)
          --app-id ID     TEAMID.BUNDLEID, repeatable
          --web-only NAME a route the app must not open: written with "exclude", repeatable
          --for-host HOST only the routes of HOST, repeatable (default: every https host)
          -h, --help      this text

        Exit status: 0 written, 1 cannot be written (over 128 KB, a bad app ID), 2 usage error.

        """,
        "assetlinks": """
        usage: switchyard assetlinks --android-package NAME --android-fingerprint AB:CD:...

        The assetlinks.json file for the Android app.

          --android-package NAME    the package name (com.example.app)
          --android-fingerprint FP  a signing-certificate SHA-256, 32 hex bytes with colons, repeatable
          -h, --help                this text

        Exit status: 0 written, 1 a bad name or fingerprint, 2 usage error.

        """,
        "android-filters": """
        usage: switchyard android-filters [--routes FILE] [--web-only NAME]... [--for-host HOST]...

        Android intent filters for the table's routes pinned to https hosts, one filter per host.

        \(routes)
          --web-only NAME a route the app must not open: left out, repeatable
          --for-host HOST only the routes of HOST, repeatable
          -h, --help      this text

        Exit status: 0 written, 1 the table has no https route, 2 usage error.

        """,
        "qr": """
        usage: switchyard qr [--ec L|M|Q|H] [--format text|svg|png] [--output FILE] [--scale N] [--border N] [--invert] TEXT
               switchyard qr [--routes FILE] [--scheme S] --route NAME [key=value ...]

        Writes the QR code for TEXT, or for the URL built for a route (as `url` builds it) in its
        QR-friendly form: upper-case scheme and web host, upper-case literals in a table with
        @case-insensitive-paths, upper-case int and uuid values; it scans smaller.

          --ec L|M|Q|H          the least error correction (default M; raised when it costs no size)
          --format text|svg|png text for the terminal (default), SVG, or a PNG file
          -o, --output FILE     write to FILE instead of standard output
          --scale N             PNG pixels a module, 1 to 100 (default 8)
          --border N            the quiet zone in modules, 0 to 100 (default 4)
          --invert              text for a dark terminal (light modules drawn)
          --route NAME          encode the URL built for this route from the key=value operands
          --scheme S            build the route's pattern for this scheme
          --routes FILE         the routes file (without it, the built-in recipe-app table)
          --                    end the options: every argument after it is an operand
          -h, --help            this text

        A PNG is not written to a terminal: give --output or redirect standard output.
        Exit status: 0 written, 1 the text does not fit or the URL cannot be built, 2 usage error.

        """,
    ]
}
