#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the selected suites (and the baselines they are compared with) and
/// prints the report.
enum BenchCommand {
    /// - Returns: the exit status: 0 when every result was right, 1 otherwise.
    static func runSuites(_ selected: [Suite], catalog: [Suite], options: Options) -> Int32 {
        var plan = options.quick ? RunPlan.quick : RunPlan.standard
        if let rounds = options.rounds { plan.rounds = rounds }

        if !AllocationCount.isAvailable {
            writeToStandardError("bench: allocations cannot be counted on this platform (the malloc counter needs glibc); allocs/op reads n/a\n")
        } else if !AllocationCount.counterIsWorking() {
            writeToStandardError("bench: warning: the malloc counter sees no allocations; allocations per op will read 0\n")
        }

        let suites = withBaselines(selected, catalog: catalog)
        if !options.json {
            print("Switchyard bench, \(BuildConfiguration.name) build, \(plan.rounds) rounds per suite\(plan.quick ? " (quick)" : "")")
            print(TableReport.header())
        }

        var results: [SuiteResult] = []
        var wrong = false
        var notRun = false
        for suite in suites {
            var result: SuiteResult
            do {
                result = try Runner.run(suite, plan: plan)
            } catch {
                writeToStandardError("bench: \(suite.name) did not run: \(error)\n")
                notRun = true
                continue
            }
            if let baseline = suite.baseline,
                let reference = results.first(where: { $0.name == baseline })
            {
                result.speedupOverBaseline = reference.nanosecondsPerOperation.median / result.nanosecondsPerOperation.median
            }
            if !result.problems.isEmpty { wrong = true }
            results.append(result)
            if !options.json { print(TableReport.line(result)) }
            fflush(nil)
        }

        if options.json {
            print(JSONReport.render(results, configuration: BuildConfiguration.name))
        } else if wrong {
            print("\nSOME RESULTS WERE WRONG (see WRONG lines above)")
        }
        if notRun {
            writeToStandardError("bench: some suites did not run (see above)\n")
        }
        BuildConfiguration.warnIfDebug()
        return wrong || notRun ? 1 : 0
    }

    /// The selected suites, preceded by the baselines they refer to (in catalog order).
    private static func withBaselines(_ selected: [Suite], catalog: [Suite]) -> [Suite] {
        let names = Set(selected.map(\.name))
        let baselines = Set(selected.compactMap(\.baseline))
        return catalog.filter { names.contains($0.name) || baselines.contains($0.name) }
    }
}
