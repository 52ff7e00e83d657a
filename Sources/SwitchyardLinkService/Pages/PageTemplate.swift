/// A team's own preview page: an HTML file with placeholders the service fills for each click.
///
/// | placeholder | is replaced with |
/// | --- | --- |
/// | `{{title}}` | the link's social title (`st`), else "Open in <app name>", else "Open link" |
/// | `{{description}}` | the social description (`sd`), or nothing |
/// | `{{image}}` | the social image's URL (`si`), or nothing |
/// | `{{app_name}}`, `{{app_icon}}` | the app's name and icon URL (``PageSettings``), or nothing |
/// | `{{site_name}}` | `og:site_name`: the site's name, else the app's, else the link's host |
/// | `{{short_link}}` | the link clicked (the short link, or the long link) |
/// | `{{deep_link}}` | the deep link |
/// | `{{button_url}}` | where the button goes: the store, a fallback or the deep link |
/// | `{{button_label}}` | "Open in <app name>" when the button tries the app first, else "Continue" |
/// | `{{app_url}}` | the app's custom-scheme callback the button tries first on iOS, or nothing |
/// | `{{head}}` | the page's tags: description, Open Graph, Twitter card (values escaped) |
/// | `{{button}}` | the button, `<a id="continue" class="button" …>`, with what its script needs |
/// | `{{script}}` | the button's script: the app first, then the store; the attribution token on the clipboard |
///
/// Every value is HTML-escaped (`&`, `<`, `>`, `"`, `'`), so a value is safe in an element
/// and in a quoted attribute; `{{head}}`, `{{button}}` and `{{script}}` are markup the
/// service writes, with their values escaped. A placeholder the list does not have, or a
/// `{{` without its `}}`, is an error when the template is read, with its line and column.
///
/// ```swift
/// let template = try PageTemplate(text: """
///     <!doctype html><html><head>{{head}}<title>{{title}}</title></head>
///     <body><h1>{{title}}</h1>{{button}}{{script}}</body></html>
///     """, fileName: "preview.html")
/// ```
public struct PageTemplate: Sendable, Hashable {
    /// The placeholders a template may use, by name.
    public static let placeholders = [
        "title", "description", "image", "app_name", "app_icon", "site_name", "short_link", "deep_link",
        "button_url", "button_label", "app_url", "head", "button", "script",
    ]
    /// The placeholders whose value is markup the service writes, inserted as it is.
    static let markup: Set<String> = ["head", "button", "script"]

    enum Part: Sendable, Hashable {
        case text(String)
        case placeholder(String)
    }

    let parts: [Part]

    /// Reads a template.
    ///
    /// - Throws: ``PageTemplateError`` for an unknown placeholder or an unclosed `{{`, with
    ///   the file name, the line and the column.
    public init(text: String, fileName: String = "template") throws(PageTemplateError) {
        var parts: [Part] = []
        var rest = Substring(text)
        while let open = rest.firstRange(of: "{{") {
            parts.append(.text(String(rest[..<open.lowerBound])))
            guard let close = rest[open.upperBound...].firstRange(of: "}}") else {
                throw PageTemplateError(text: text, at: open.lowerBound, fileName: fileName, reason: "'{{' has no '}}'")
            }
            let name = String(ASCIIText.trimmed(rest[open.upperBound..<close.lowerBound]))
            guard Self.placeholders.contains(name) else {
                throw PageTemplateError(
                    text: text, at: open.lowerBound, fileName: fileName,
                    reason: "unknown placeholder '{{\(name)}}'; the placeholders are \(Self.placeholders.map { "{{\($0)}}" }.joined(separator: ", "))")
            }
            parts.append(.placeholder(name))
            rest = rest[close.upperBound...]
        }
        parts.append(.text(String(rest)))
        self.parts = parts.filter { $0 != .text("") }
    }

    /// The page with every placeholder filled from `values` (by name); plain values are
    /// HTML-escaped, markup inserted as it is.
    func render(_ values: [String: String]) -> String {
        var out = ""
        for part in parts {
            switch part {
            case .text(let text): out += text
            case .placeholder(let name):
                let value = values[name] ?? ""
                out += Self.markup.contains(name) ? value : HTMLText.escaped(value)
            }
        }
        return out
    }
}

/// A preview-page template that cannot be used: where, and why.
public struct PageTemplateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The template's file name.
    public var fileName: String
    /// The line (from 1) and the column (from 1, in characters) of the problem.
    public var line: Int
    /// The column, from 1.
    public var column: Int
    /// What is wrong.
    public var reason: String

    init(text: String, at index: String.Index, fileName: String, reason: String) {
        let before = text[..<index]
        line = before.filter { $0 == "\n" }.count + 1
        column = before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        self.fileName = fileName
        self.reason = reason
    }

    /// `preview.html:3:12: unknown placeholder '{{titel}}'; …`.
    public var description: String { "\(fileName):\(line):\(column): \(reason)" }
}
