import Switchyard
import SwitchyardLinkService

/// The options the association-file commands and `serve` share: the apps, and which routes
/// must not open the app.
enum AssociationOptions {
    static let appID = OptionSpec("--app-id", takesValue: true, repeatable: true)
    static let androidPackage = OptionSpec("--android-package", takesValue: true)
    static let androidFingerprint = OptionSpec("--android-fingerprint", takesValue: true, repeatable: true)
    static let webOnly = OptionSpec("--web-only", takesValue: true, repeatable: true)
    static let forHost = OptionSpec("--for-host", takesValue: true, repeatable: true)

    static let all = [appID, androidPackage, androidFingerprint, webOnly, forHost]

    /// The configuration the options give.
    static func configuration(_ options: Options) -> AssociationConfiguration {
        var configuration = AssociationConfiguration()
        configuration.appIDs = options.values(appID.name)
        configuration.androidPackage = options.value(androidPackage.name)
        configuration.androidFingerprints = options.values(androidFingerprint.name)
        configuration.webOnlyRoutes = Set(options.values(webOnly.name))
        let hosts = options.values(forHost.name)
        configuration.hosts = hosts.isEmpty ? nil : Set(hosts)
        return configuration
    }

    /// Writes the file `make` gives to standard output: exit 0; or, when it throws, the
    /// reason to standard error: exit 1.
    static func print(_ environment: CommandEnvironment, _ make: () throws -> String) -> Int32 {
        do {
            environment.write(try make())
            return 0
        } catch {
            environment.writeError("switchyard: \(error)\n")
            return 1
        }
    }
}

/// `switchyard aasa [--routes FILE] --app-id TEAMID.BUNDLEID... [--web-only NAME]... [--for-host HOST]...`:
/// the `apple-app-site-association` file for the table's `https` routes on standard output.
/// Exit 1 when the file cannot be written (over 128 KB, a bad app ID), with the reason.
enum AASACommand {
    static func run(_ arguments: [String], _ environment: CommandEnvironment) throws -> Int32 {
        let options = try Options(arguments, accepting: [.routes] + AssociationOptions.all)
        guard options.operands.isEmpty else { throw UsageError("aasa takes no operands") }
        guard !options.values(AssociationOptions.appID.name).isEmpty else { throw UsageError("aasa needs --app-id TEAMID.BUNDLEID") }
        let table = try TableLoader.load(options, environment)
        return AssociationOptions.print(environment) { try AppleAppSiteAssociation.file(for: table, configuration: AssociationOptions.configuration(options)) }
    }
}

/// `switchyard assetlinks --android-package NAME --android-fingerprint AB:CD:...`: the
/// `assetlinks.json` file on standard output. Exit 1 with the reason for a bad name or fingerprint.
enum AssetLinksCommand {
    static func run(_ arguments: [String], _ environment: CommandEnvironment) throws -> Int32 {
        let options = try Options(arguments, accepting: [AssociationOptions.androidPackage, AssociationOptions.androidFingerprint])
        guard options.operands.isEmpty else { throw UsageError("assetlinks takes no operands") }
        return AssociationOptions.print(environment) { try AssetLinks.file(configuration: AssociationOptions.configuration(options)) }
    }
}

/// `switchyard android-filters [--routes FILE] [--web-only NAME]... [--for-host HOST]...`: the
/// intent filters for the table's `https` routes, one per host, to paste into the manifest.
enum AndroidFiltersCommand {
    static func run(_ arguments: [String], _ environment: CommandEnvironment) throws -> Int32 {
        let options = try Options(arguments, accepting: [.routes, AssociationOptions.webOnly, AssociationOptions.forHost])
        guard options.operands.isEmpty else { throw UsageError("android-filters takes no operands") }
        let table = try TableLoader.load(options, environment)
        return AssociationOptions.print(environment) { try AndroidIntentFilters.xml(for: table, configuration: AssociationOptions.configuration(options)) }
    }
}
