/// One line of a ``FileLinkStore`` file: `{"suffix":"AbCd","option":"SHORT","longLink":"…"}`.
extension StoredLink {
    /// The record as one line of JSON, with its `\n`.
    var recordLine: String {
        JSONText.object([
            ("suffix", JSONText.quoted(suffix)),
            ("option", JSONText.quoted(option.rawValue)),
            ("longLink", JSONText.quoted(longLink)),
        ]) + "\n"
    }

    /// Reads a record line (without its `\n`); the error says what is wrong with it.
    init(recordLine bytes: ArraySlice<UInt8>) throws(LinkStoreError) {
        let value: JSONValue
        do {
            value = try JSONParser.parse(Array(bytes))
        } catch {
            throw LinkStoreError("not JSON: \(error)")
        }
        guard let suffix = value["suffix"]?.string, SuffixAlphabet.isSuffix(Substring(suffix)) else {
            throw LinkStoreError("no valid \"suffix\"")
        }
        guard let optionName = value["option"]?.string, let option = SuffixOption(rawValue: optionName) else {
            throw LinkStoreError("no valid \"option\" (SHORT or UNGUESSABLE)")
        }
        guard let longLink = value["longLink"]?.string, !longLink.isEmpty else { throw LinkStoreError("no \"longLink\"") }
        self.init(suffix: suffix, longLink: longLink, option: option)
    }
}
