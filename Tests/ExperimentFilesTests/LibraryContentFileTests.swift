// Xcode library declarations (`LibraryContentProvider`) in an app's files: they compile with the
// app's other files and are no preview.
import ExperimentFiles
import Experiments
import Foundation
import LayoutEngine
import Testing
import TestSupport

@Suite("Xcode library declarations in files")
struct LibraryContentFileTests {
    /// DesignCode's library file: a `LibraryContentProvider` of a view and of a modifier, and the
    /// modifier itself [DOC DeveloperToolsSupport, LibraryContentProvider]. It compiles with the
    /// app's other files and is no preview: the only experiment is the close button's `#Preview`,
    /// 36 + 2 × 10 = 56 square.
    @Test("a LibraryContentProvider file compiles and makes no experiment")
    func libraryContentFile() throws {
        let library = """
            import SwiftUI

            struct LibraryContent: LibraryContentProvider {
                @LibraryContentBuilder
                var views: [LibraryItem] {
                    LibraryItem(
                        CloseButton(),
                        title: "Close Button View",
                        category: .control
                    )
                }

                @LibraryContentBuilder
                func modifiers(base: Image) -> [LibraryItem] {
                    LibraryItem(
                        base.cardStyle(color: Color.blue, cornerRadius: 22),
                        title: "Card Style",
                        category: .effect
                    )
                }
            }

            extension View {
                func cardStyle(color: Color, cornerRadius: CGFloat) -> some View {
                    return self
                        .background(color)
                        .clipShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
                        .shadow(color: color.opacity(0.3), radius: 20, x: 0, y: 10)
                }
            }
            """
        let button = """
            import SwiftUI

            struct CloseButton: View {
                var body: some View {
                    Color.gray.frame(width: 36, height: 36).padding(10).cardStyle(color: .white, cornerRadius: 18).id("close")
                }
            }

            #Preview { CloseButton() }
            """
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        let compiled = try loader.load(sources: [(path: "Library/LibraryContent.swift", text: library),
                                                 (path: "Library/CloseButton.swift", text: button)])
        #expect(compiled.map(\.experiment.name) == ["CloseButton/preview-1"])
        #expect(compiled.allSatisfy { $0.experiment.location?.file == "Library/CloseButton.swift" })
        let result = try #require(compiled.first?.laidOut(by: ExperimentRunner(engine: Engine())).layouts.first?.result)
        #expect(result.frame(of: "close")?.width == 56 && result.frame(of: "close")?.height == 56)
    }
}
