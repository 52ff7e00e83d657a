/// The command's help text and its usage errors.
enum Usage {
    static let text = """
    usage: switchyard <command> [options]

      match   [--routes FILE] [URL ...]     route each URL (or each line of standard input), one JSON object a line
      explain [--routes FILE] URL           the candidates for a URL and why each matched or failed
      url     [--routes FILE] [--scheme S] NAME [key=value ...]
                                            the URL built for a route
      check   [--routes FILE]               validate a routes file: every error and warning
      open    [--routes FILE] [--system dry-run|xdg-open] [--json] URL
                                            dispatch a URL through the sample open-URL chain
      qr      [--ec L|M|Q|H] [--format text|svg|png] [--output FILE] [--scale N] [--border N] [--invert] TEXT
      qr      [--routes FILE] [--scheme S] --route NAME [key=value ...]
                                            the QR code for a text, or for a route's URL in its QR-friendly form

    Without --routes, the built-in recipe-app table is used.
    Exit status: 0 success, 1 no match / not built / not accepted, 2 usage error or a table that does not build.

    """
}

/// A mistake in the command line itself: exit status 2.
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
