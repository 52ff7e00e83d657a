/// `count` and `noun`, the noun in the plural unless the count is one: `1 route`,
/// `12 patterns`, `0 warnings`. For nouns whose plural adds an `s`.
package func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
