import SwitchyardLinkService

/// A compact JSON writer for the command's output: keys in the order written, `/` not
/// escaped, control characters as `\u00XX`, everything else as UTF-8.
struct JSONWriter {
    private(set) var text = ""
    /// For each open container: true until its first element is written.
    private var isFirst: [Bool] = []
    /// True right after a key: the value that follows takes no comma.
    private var afterKey = false

    mutating func beginObject() { element(); text += "{"; isFirst.append(true) }
    mutating func endObject() { text += "}"; isFirst.removeLast() }
    mutating func beginArray() { element(); text += "["; isFirst.append(true) }
    mutating func endArray() { text += "]"; isFirst.removeLast() }

    mutating func key(_ key: String) {
        element()
        text += Self.quoted(key) + ":"
        afterKey = true
    }

    mutating func string(_ value: String) { element(); text += Self.quoted(value) }
    mutating func raw(_ literal: String) { element(); text += literal }
    mutating func null() { raw("null") }
    mutating func bool(_ value: Bool) { raw(value ? "true" : "false") }

    /// `key`, then an array of `elements`, each written by `write`.
    mutating func array<Elements: Sequence>(_ key: String, of elements: Elements, _ write: (inout JSONWriter, Elements.Element) -> Void) {
        self.key(key)
        beginArray()
        for element in elements { write(&self, element) }
        endArray()
    }

    /// An object whose members are all strings, in the order given.
    mutating func stringObject(_ members: KeyValuePairs<String, String>) {
        beginObject()
        for (key, value) in members {
            self.key(key)
            string(value)
        }
        endObject()
    }

    private mutating func element() {
        if afterKey {
            afterKey = false
            return
        }
        guard let first = isFirst.last else { return }
        if !first { text += "," }
        isFirst[isFirst.count - 1] = false
    }

    /// `value` as a JSON string literal, in the package's one form (`JSONText.quoted`).
    static func quoted(_ value: String) -> String { JSONText.quoted(value) }
}
