import Foundation

/// Writes `text` to standard error, unbuffered.
func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}
