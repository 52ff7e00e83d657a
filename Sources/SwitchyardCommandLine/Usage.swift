/// The command's help text and its usage errors.
enum Usage {
    static let text = """
    usage: switchyard <command> [options]
           switchyard --version

      match   [--routes FILE] [--json] [URL ...]
                                            route each URL (or each line of standard input), one JSON object a line
      explain [--routes FILE] [--json] URL  the candidates for a URL and why each matched or failed
      url     [--routes FILE] [--scheme S] [--json] NAME [key=value ...]
                                            the URL built for a route
      check   [--routes FILE] [--json]      validate a routes file: every error and warning
      open    [--routes FILE] [--system dry-run|xdg-open] [--json] URL
                                            dispatch a URL through the sample open-URL chain
      inbox   [--routes FILE] [--window S] [--max-age S] [--capacity N] [--json]
                                            run a script of arriving links (standard input) through an inbox;
                                            its built-in table adds screens that need signedIn and onboarded

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
