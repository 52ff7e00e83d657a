/// The rules that turn a routes file's names into Swift names (Docs/RoutesFiles.md).
///
/// - A route name is split into words at `.`, `-` and `_`; the first word starts lower case
///   (a leading run of capitals, an acronym, is lowered: `URL.list` is `urlList`), every later
///   word starts upper case, the rest of each word is kept: `recipe.detail` is `recipeDetail`,
///   `applications.client_id.tokens` is `applicationsClientIdTokens`.
/// - A name that starts with a digit gets `route` in front: `404` is `route404`.
/// - A name that is a Swift keyword is written in back-quotes: `` `default` ``.
/// - The file's enum is the file name's stem in upper camel case, with `Routes` after it
///   unless it ends so already: `recipes.routes` is `RecipesRoutes`, `AppRoutes.routes` is
///   `AppRoutes`.
enum SwiftNames {
    /// The Swift name of route `name`, or `nil` when the name has no letter or digit.
    static func member(forRoute name: String) -> String? {
        let words = self.words(name)
        guard let first = words.first else { return nil }
        var result = lowerFirstWord(first) + words.dropFirst().map(upperFirst).joined()
        if let initial = result.unicodeScalars.first, ("0"..."9").contains(initial) { result = "route" + upperFirst(result) }
        return result
    }

    /// The enum that holds the declarations of the file named `fileName` (a path or a name).
    static func namespace(forFile fileName: String) -> String {
        var stem = Substring(fileName)
        if let slash = stem.lastIndex(of: "/") { stem = stem[stem.index(after: slash)...] }
        if stem.hasSuffix(".routes") { stem = stem.dropLast(".routes".count) }
        var result = words(String(stem)).map(upperFirst).joined()
        if let initial = result.unicodeScalars.first, ("0"..."9").contains(initial) { result = "Routes" + result }
        return result.hasSuffix("Routes") ? result : result + "Routes"
    }

    /// `name` as a declaration writes it: in back-quotes when it is a keyword.
    static func declared(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    private static func words(_ name: String) -> [Substring] {
        name.split(whereSeparator: { $0 == "." || $0 == "-" || $0 == "_" || $0 == " " })
    }

    private static func upperFirst(_ word: Substring) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    private static func upperFirst(_ word: String) -> String { upperFirst(Substring(word)) }

    /// The first word: its leading capitals lowered, but the last of several when a lower-case
    /// letter follows it (`HTMLPage` is `htmlPage`, `URLs` is `urls`).
    private static func lowerFirstWord(_ word: Substring) -> String {
        let characters = Array(word)
        var capitals = 0
        while capitals < characters.count, characters[capitals].isUppercase { capitals += 1 }
        if capitals > 1, capitals < characters.count, characters[capitals].isLowercase, characters[capitals] != "s" || capitals + 1 < characters.count {
            capitals -= 1
        }
        return String(characters[..<capitals]).lowercased() + String(characters[capitals...])
    }

    /// Words that a declaration cannot use as a name without back-quotes.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "break", "case", "catch", "class", "consuming", "continue", "default", "defer", "deinit",
        "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in",
        "init", "inout", "internal", "is", "let", "nil", "open", "operator", "precedencegroup", "private", "protocol", "public",
        "repeat", "rethrows", "return", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try",
        "typealias", "var", "where", "while", "any", "some", "self", "package",
    ]
}
