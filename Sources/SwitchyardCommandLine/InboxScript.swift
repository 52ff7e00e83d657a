/// The script `switchyard inbox` reads from standard input: one event a line.
///
/// ```
/// # a cold start: a link arrives before the first screen, another before sign-in
/// open raycipe://recipes/2
/// open com.example.raycipe://google/link/?deep_link_id=raycipe%3A%2F%2Fprofile&match_type=weak
/// at 0.4
/// ready
/// grant signedIn
/// list
/// ```
///
/// Blank lines and lines starting with `#` are skipped. Every line is read before anything
/// runs: a script with a bad line runs nothing.
struct InboxScript {
    /// One line's event.
    enum Event: Equatable {
        case open(String)
        case grant(String)
        case revoke(String)
        case ready
        case pause
        /// The clock, set to this time since the script started.
        case at(Duration)
        case drop(String)
        case clear
        case list
    }

    /// The events, each with its line number.
    private(set) var events: [(line: Int, event: Event)] = []
    /// Every bad line, as `<stdin>:LINE:COLUMN: error: message`.
    private(set) var problems: [String] = []

    static let known = "open, grant, revoke, ready, pause, at, drop, clear, list"

    /// Reads the lines of a script (each without its line end).
    init(lines: [String]) {
        var clock: (time: Duration, line: Int)?
        for (index, text) in lines.enumerated() {
            let number = index + 1
            let words = Self.words(of: text)
            guard let first = words.first, !first.text.hasPrefix("#") else { continue }
            func problem(_ word: (text: Substring, column: Int), _ message: String) {
                problems.append("<stdin>:\(number):\(word.column): error: \(message)")
            }
            let arguments = Array(words.dropFirst())
            func expect(_ count: Int, _ form: String) -> Bool {
                if arguments.count < count {
                    problem(first, "\(first.text) needs \(count == 1 ? "an argument" : "arguments"): \(form)")
                    return false
                }
                if arguments.count > count {
                    problem(arguments[count], "unexpected text after \(form): '\(arguments[count].text)'")
                    return false
                }
                return true
            }
            switch first.text {
            case "open":
                guard !arguments.isEmpty else {
                    problem(first, "open needs a URL: open URL")
                    continue
                }
                if arguments.count > 1 {
                    let option = arguments[1]
                    if option.text.hasPrefix("confidence=") {
                        problem(
                            option,
                            "a link's confidence is its own: open the dynamic link itself (a long link is unique; a callback's match_type, at most default, is its confidence)"
                        )
                    } else {
                        problem(option, "unexpected text after the URL: '\(option.text)' (open URL)")
                    }
                    continue
                }
                events.append((number, .open(String(arguments[0].text))))
            case "grant", "revoke":
                guard expect(1, "\(first.text) NAME") else { continue }
                let name = arguments[0]
                guard Self.isConditionName(name.text) else {
                    problem(name, "a condition name is ASCII letters, digits, _ . and -, not '\(name.text)'")
                    continue
                }
                events.append((number, first.text == "grant" ? .grant(String(name.text)) : .revoke(String(name.text))))
            case "drop":
                guard expect(1, "drop URL") else { continue }
                events.append((number, .drop(String(arguments[0].text))))
            case "at":
                guard expect(1, "at SECONDS") else { continue }
                let word = arguments[0]
                guard let time = Self.seconds(word.text) else {
                    problem(word, "'\(word.text)' is not a time in seconds (digits, with at most three decimals, as in 1.5)")
                    continue
                }
                if let clock, time < clock.time {
                    problem(word, "at \(word.text) is earlier than the clock (set on line \(clock.line)): time only moves forward")
                    continue
                }
                clock = (time, number)
                events.append((number, .at(time)))
            case "ready", "pause", "clear", "list":
                guard expect(0, String(first.text)) else { continue }
                let event: Event =
                    switch first.text {
                    case "ready": .ready
                    case "pause": .pause
                    case "clear": .clear
                    default: .list
                    }
                events.append((number, event))
            default:
                problem(first, "unknown event '\(first.text)' (known: \(Self.known))")
            }
        }
    }

    /// White-space separated words with their 1-based columns.
    static func words(of line: String) -> [(text: Substring, column: Int)] {
        var words: [(text: Substring, column: Int)] = []
        var column = 0
        var start: (index: String.Index, column: Int)?
        var index = line.startIndex
        while index < line.endIndex {
            column += 1
            let isSpace = line[index] == " " || line[index] == "\t" || line[index] == "\r"
            if isSpace, let open = start {
                words.append((line[open.index..<index], open.column))
                start = nil
            } else if !isSpace, start == nil {
                start = (index, column)
            }
            index = line.index(after: index)
        }
        if let open = start { words.append((line[open.index...], open.column)) }
        return words
    }

    /// `12`, `0.5`, `600.001`: seconds to the millisecond; `nil` for anything else.
    static func seconds(_ text: Substring) -> Duration? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = parts.first, !whole.isEmpty, whole.count <= 12,
            whole.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let seconds = Int64(whole)
        else { return nil }
        var milliseconds: Int64 = 0
        if parts.count == 2 {
            let fraction = parts[1]
            guard (1...3).contains(fraction.count), fraction.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                let value = Int64(fraction)
            else { return nil }
            milliseconds = value * [1, 100, 10, 1][fraction.count]
        }
        return .milliseconds(seconds * 1000 + milliseconds)
    }

    /// ASCII letters, digits, `_`, `.` and `-`, as in a routes file's `requires=`.
    static func isConditionName(_ name: Substring) -> Bool {
        !name.isEmpty
            && name.utf8.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                    || byte == 0x5F || byte == 0x2E || byte == 0x2D
            }
    }
}
