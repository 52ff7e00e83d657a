#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SwitchyardCommandLine

// The `switchyard` command. Everything lives in SwitchyardCommandLine so tests can run it in-process.
exit(await SwitchyardCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
