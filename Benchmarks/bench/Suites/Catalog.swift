/// Every suite, in run order: baselines first, so each suite's ratio is known
/// when its row is printed.
enum Catalog {
    static func all() -> [Suite] {
        MatchSuites.baselines()
            + FullURLSuites.baselines()
            + ScaleSuites.baselines()
            + BuildURLSuites.baselines()
            + MatchSuites.suites()
            + MethodSuites.suites()
            + FullURLSuites.suites()
            + ScaleSuites.suites()
            + ConvertSuites.suites()
            + ParamsSuites.suites()
            + GeneratedSuites.suites()
            + BuildURLSuites.suites()
            + LinksSuites.suites()
            + LinkServiceSuites.suites()
            + QRCodeSuites.suites()
            + HostileSuites.suites()
    }
}
