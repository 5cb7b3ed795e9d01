// `layoutlab cache [--clean]`: where the compile cache is, how much it holds and its limit; `--clean`
// empties it (the next run compiles everything again).
import ArgumentParser
import ExperimentFiles
import Experiments
import Foundation

struct Cache: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show the compile cache's size, or empty it.",
        discussion: """
            Compiled experiment files are cached by content in $LAYOUTLAB_CACHE, else \
            $XDG_CACHE_HOME/layoutlab, else ~/.cache/layoutlab. After each compile the least recently \
            used files are removed until the cache holds at most $LAYOUTLAB_CACHE_LIMIT megabytes \
            (default 2000).

            \(ExitStatus.readHelp)
            """)

    @Flag(name: .long, help: "Remove everything the cache holds.")
    var clean = false

    @OptionGroup var global: GlobalOptions

    func run() throws {
        try reportingErrors {
            let cache = CompileCache(folder: ExperimentCompiler.defaultCacheFolder())
            let usage = cache.usage()
            var freed = 0
            if clean {
                do {
                    freed = try cache.clean()
                } catch {
                    throw CommandError("cannot empty the compile cache at \(cache.folder): \(error.localizedDescription)")
                }
            }
            if global.format == .json {
                JSON.document([("folder", .string(cache.folder)), ("files", .int(Int64(clean ? 0 : usage.files))),
                               ("bytes", .int(Int64(clean ? 0 : usage.bytes))), ("limit_bytes", .int(Int64(cache.limit))),
                               ("freed_bytes", .int(Int64(freed)))]).print()
            } else if !global.quiet {
                let megabytes = { (bytes: Int) in String(format: "%.1f MB", Double(bytes) / 1_000_000) }
                Console.out(clean
                    ? "Emptied the compile cache at \(cache.folder): \(megabytes(freed)) freed."
                    : "Compile cache at \(cache.folder): \(Format.count(usage.files, "file")), \(megabytes(usage.bytes)) "
                        + "(limit \(megabytes(cache.limit)); least recently used files go first).")
            }
        }
    }
}
