/// The style sheet every page of the service shares: system fonts, a centred card that
/// fits a phone's width (long URLs wrap anywhere, images shrink), a real button, light and
/// dark.
enum PageStyle {
    static let css = """
        :root{color-scheme:light dark;--bg:#f4f5f7;--card:#fff;--text:#1c1c1e;--muted:#6b6b70;--line:#e2e3e6;--accent:#0a66e4;--on-accent:#fff}
        @media (prefers-color-scheme:dark){:root{--bg:#000;--card:#1c1c1e;--text:#f2f2f7;--muted:#a1a1a6;--line:#38383a;--accent:#3b8cff}}
        *{box-sizing:border-box}
        html{-webkit-text-size-adjust:100%}
        body{margin:0;min-height:100vh;background:var(--bg);color:var(--text);font:16px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;display:flex;justify-content:center;align-items:flex-start;padding:24px 16px}
        main{width:100%;max-width:30rem;background:var(--card);border:1px solid var(--line);border-radius:16px;padding:24px;overflow-wrap:anywhere;word-break:break-word}
        main.wide{max-width:56rem}
        .app{display:flex;align-items:center;gap:12px;margin-bottom:16px}
        .app img{width:48px;height:48px;border-radius:11px;flex:none}
        .app span{font-weight:600;font-size:1.05rem}
        .hero{display:block;width:100%;max-height:16rem;object-fit:cover;border-radius:12px;margin-bottom:16px}
        h1{font-size:1.4rem;line-height:1.25;margin:0 0 8px}
        h2{font-size:1.05rem;margin:24px 0 8px}
        p{margin:0 0 16px;color:var(--muted)}
        .button{display:block;width:100%;padding:14px 20px;border:0;border-radius:12px;background:var(--accent);color:var(--on-accent);font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
        .button:focus-visible{outline:3px solid var(--text);outline-offset:2px}
        .link{margin:12px 0 0;font-size:.85rem;text-align:center}
        dl{margin:0;display:grid;grid-template-columns:minmax(5rem,max-content) minmax(0,1fr);gap:6px 16px}
        dt{font-weight:600}
        dd{margin:0;min-width:0;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.85rem}
        .platform{border-top:1px solid var(--line);padding:10px 0}
        .platform dd{font-family:inherit}
        code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.85rem}
        """

    /// The `<head>` every page starts with: charset, viewport, the style sheet, the title.
    static func head(title: String, extra: String = "") -> String {
        "<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"robots\" content=\"noindex\">\n"
            + "<title>\(HTMLText.escaped(title))</title>\n" + extra + "<style>\n\(css)\n</style>\n"
    }

    /// A whole page: `head` (from ``head(title:extra:)``) and `body`.
    static func document(head: String, body: String) -> String {
        "<!doctype html>\n<html lang=\"en\">\n<head>\n\(head)</head>\n<body>\n\(body)</body>\n</html>\n"
    }
}
