/// Whether this binary was built without optimization.
enum BuildConfiguration {
    #if DEBUG
    static let name = "debug"
    #else
    static let name = "release"
    #endif

    static var isDebug: Bool { name == "debug" }

    /// Prints a banner on standard error when the bench was built in debug:
    /// its figures would be meaningless.
    static func warnIfDebug() {
        guard isDebug else { return }
        let banner = """

            ************************************************************************
            **  WARNING: the bench was built in DEBUG. Every figure below is      **
            **  meaningless for performance. Run:  swift run -c release bench     **
            ************************************************************************

            """
        writeToStandardError(banner)
    }
}
