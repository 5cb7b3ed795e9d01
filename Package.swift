// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "layoutlab",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "layoutlab", targets: ["layoutlab"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "LayoutLabUI", targets: ["LayoutLabUI"]),
    ],
    dependencies: [
        // Parses experiment files with the real Swift parser: exact locations, trailing closures, comments.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // Subcommands, options, help text and exit codes for the `layoutlab` CLI.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // A small HTTP server (Swift concurrency, no other dependencies; about 10 s of a clean debug
        // build here) for `layoutlab serve`: pages, their data, and a WebSocket that says when they changed.
        .package(url: "https://github.com/swhitty/FlyingFox.git", from: "0.27.1"),
    ],
    targets: [
        // Pure layout engine: geometry, view tree, primitives, trace. No dependencies, no I/O.
        .target(name: "LayoutEngine"),
        // The experiment model (definition, proposals, sweep, expectations, canonical JSON form and
        // its hash) and the runner (definition → engine → result + expectation outcomes).
        .target(name: "Experiments", dependencies: ["LayoutEngine"]),
        // Experiment files in SwiftUI syntax → the model's experiments.
        .target(
            name: "ExperimentFiles",
            dependencies: [
                "Experiments", "LayoutEngine",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                // The parser's own diagnostics for a file that does not parse (a missing `}`), at the
                // user's line, before anything is compiled.
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]
        ),
        // The system SQLite library (pkg-config sqlite3; apt libsqlite3-dev).
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        // The notebook: SQLite storage, migrations; stores and decodes experiments, runs, frames and traces.
        .target(name: "Notebook", dependencies: ["CSQLite", "Experiments", "LayoutEngine"]),
        // The pipeline from experiments to recorded runs and back: recording (laying out a few ahead
        // on a background thread), rerunning stored definitions (compiling again the files whose
        // layout runs their own code), comparing results. The CLI prints what it answers.
        .target(name: "Lab", dependencies: ["ExperimentFiles", "Experiments", "Notebook", "Reports", "LayoutEngine"]),
        // Run comparison, Markdown and SVG rendering, explanations.
        .target(name: "Reports", dependencies: ["Experiments", "Notebook", "LayoutEngine"]),
        // The command-line tool.
        .executableTarget(
            name: "layoutlab",
            dependencies: [
                "LayoutEngine", "Experiments", "ExperimentFiles", "Lab", "Notebook", "Reports",
                // Not imported: built with layoutlab so experiment programs can link it.
                "ExperimentHost",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "FlyingFox", package: "FlyingFox"),
            ]
        ),
        // Benchmarks: `swift run -c release layoutlab-bench`.
        .executableTarget(
            name: "layoutlab-bench",
            dependencies: ["LayoutEngine", "Experiments", "Notebook", "Reports"]
        ),
        // Helpers shared by the test targets: scratch folders, the parsed Examples (counts and the
        // articles' numbers), golden files whose recording fails the test, tolerance asserts, sample
        // experiments. A regular target (test targets cannot depend on each other), kept under Tests/
        // and in no product.
        .target(
            name: "TestSupport",
            dependencies: ["LayoutEngine", "Experiments", "ExperimentFiles", "Notebook"],
            path: "Tests/TestSupport"
        ),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "TestSupport"]),
        .testTarget(name: "ExperimentsTests", dependencies: ["Experiments", "ExperimentFiles", "LayoutEngine", "TestSupport"]),
        .testTarget(name: "ExperimentFilesTests", dependencies: ["ExperimentFiles", "Experiments", "LayoutEngine", "TestSupport"]),
        .testTarget(name: "NotebookTests", dependencies: ["Notebook", "Experiments", "LayoutEngine", "ExperimentFiles", "TestSupport"]),
        .testTarget(name: "ReportsTests", dependencies: ["Reports", "Experiments", "Notebook", "LayoutEngine", "TestSupport"], exclude: ["Fixtures"]),
        // End to end: runs the built `layoutlab` binary (which `swift test` builds with every target)
        // as a user would, in scratch folders, and checks exit codes, output and the notebook file.
        .testTarget(name: "LayoutLabCLITests", dependencies: ["Notebook", "Experiments", "ExperimentFiles", "LayoutEngine", "TestSupport"]),
        // SwiftUI's public API shape over the engine: what pasted SwiftUI code compiles against.
        .target(name: "LayoutLabUI", dependencies: ["LayoutEngine"]),
        .testTarget(name: "LayoutLabUITests", dependencies: ["LayoutLabUI"]),
        // The main of a compiled experiment program: builds the declared experiments and reports them.
        .target(name: "ExperimentHost", dependencies: ["LayoutLabUI", "Experiments", "LayoutEngine"]),
    ]
)
