#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SwitchyardCommandLine

// The `switchyard` command. Everything lives in SwitchyardCommandLine so tests can run it in-process.
// Arguments are read as bytes (CommandArguments), so that a URL that is not UTF-8 is never repaired.
exit(await SwitchyardCommand.main())
