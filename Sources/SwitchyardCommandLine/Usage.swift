/// The command's help text and its usage errors.
enum Usage {
    static let text = """
        usage: switchyard <command> [options]
               switchyard --version

          match   [--routes FILE] [--method M] [--json] [URL ...]
                                                route each URL (or each line of standard input), one JSON object a line
          explain [--routes FILE] [--method M] [--json] URL
                                                the candidates for a URL and why each matched or failed
          url     [--routes FILE] [--scheme S] [--json] NAME [key=value ...]
                                                the URL built for a route
          check   [--routes FILE] [--json]      validate a routes file: every error and warning
          generate FILE                         the typed routes of a routes file, as Swift (what the build-tool plugin compiles)
          open    [--routes FILE] [--system dry-run|xdg-open] [--json] URL
                                                dispatch a URL through the sample open-URL chain
          inbox   [--routes FILE] [--window S] [--max-age S] [--capacity N] [--json]
                                                run a script of arriving links (standard input) through an inbox;
                                                its built-in table adds screens that need signedIn and onboarded
          link build --prefix URL --link URL [--ibi ID --isi DIGITS --apn NAME --efr ...]
                                                write a long dynamic link (every parameter has an option named as it, with a descriptive alias)
          link decode [--prefix URL]... [--routes FILE] [URL ...]
                                                decode dynamic links, one JSON object a line, with the route the deep link reaches
          serve   --domain URL... [--host H] [--port N] [--routes FILE] [--store FILE | --database URL]
                  [--allow PATTERN]... [--app-id TEAMID.BUNDLEID] [--android-package NAME] [--android-fingerprint FP]
                  [--api-key-file FILE] [--web-only NAME]... [--max-connections N] [--idle-timeout SECONDS]
                  [--trusted-proxy CIDR]... [--attribution-limit N/SECONDS | off] [--app-name NAME] [--app-icon URL]
                  [--page-template FILE]
                                                the link service on a development server (--port 0 picks a port and prints it)
          stats   --store FILE [--days N] [--until YYYY-MM-DD] LINK
                                                a short link's counts per platform and event, as the stats call answers them
          links import FILE --store STORE --domain URL [--routes FILE] [--allow PATTERN]...
                                                add the links of an export file to a link store, reporting what was skipped
          aasa    [--routes FILE] --app-id TEAMID.BUNDLEID... [--web-only NAME]... [--for-host HOST]...
                                                the apple-app-site-association file for the table's https routes
          assetlinks --android-package NAME --android-fingerprint AB:CD:...
                                                the assetlinks.json file
          android-filters [--routes FILE] [--web-only NAME]... [--for-host HOST]...
                                                Android intent filters for the table's https routes, one per host
          qr      [--ec L|M|Q|H] [--format text|svg|png] [--output FILE] [--scale N] [--border N] [--invert] TEXT
          qr      [--routes FILE] [--scheme S] --route NAME [key=value ...]
                                                the QR code for a text, or for a route's URL in its QR-friendly form

        switchyard help COMMAND (or COMMAND --help) gives one command's options.
        Without --routes, the built-in recipe-app table is used. --json prints results as JSON.
        Standard input: one URL a line; blank lines and lines starting with # are skipped.
        Exit status: 0 success, 1 no match / not built / not accepted, 2 usage error or a table that does not build.

        """
}

/// A mistake in the command line itself: exit status 2.
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
