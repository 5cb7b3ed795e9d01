// Core Data in an app's folder: the classes Xcode generates from its model (`CoreDataModels`, for
// entities whose codegen is "Class Definition" or "Category/Extension"), and `@NSManaged`
// properties and methods, which the rewriter gives accessors that keep their values in the object.
@testable import ExperimentFiles
import Experiments
import Foundation
import LayoutEngine
import Testing
import TestSupport

@Suite("Core Data models and managed properties")
struct CoreDataTests {
    static let model = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
            <entity name="Book" representedClassName=".Book" syncable="YES" codeGenerationType="class">
                <attribute name="title" optional="YES" attributeType="String"/>
                <attribute name="rating" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="added" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <attribute name="id" optional="YES" attributeType="UUID" usesScalarValueType="NO"/>
                <relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author" inverseName="books" inverseEntity="Author"/>
            </entity>
            <entity name="Author" representedClassName="AuthorMO" syncable="YES" codeGenerationType="category">
                <attribute name="name" attributeType="String"/>
                <attribute name="favourite" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="author" inverseEntity="Book"/>
            </entity>
            <entity name="Habit" representedClassName="Habit" syncable="YES">
                <attribute name="streak" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/>
            </entity>
        </model>
        """

    /// As Xcode's code generation writes them: object attributes optional, scalars plain, a to-one
    /// relationship its destination's class, a to-many one an `NSSet` with its four methods; the
    /// class only for "Class Definition"; nothing for the manual entity.
    @Test("entities become the classes and properties Xcode generates")
    func generatedDeclarations() {
        let entities = CoreDataModels.entities(in: Self.model)
        #expect(entities.map(\.name) == ["Book", "Author", "Habit"])
        #expect(entities.map(\.codegen) == ["class", "category", nil])
        #expect(entities[0].declarations() == [
            "public class Book: NSManagedObject {}", "",
            "extension Book {",
            "    public class func fetchRequest() -> NSFetchRequest<Book> { NSFetchRequest<Book>(entityName: \"Book\") }",
            "    @NSManaged public var title: String?",
            "    @NSManaged public var rating: Int16",
            "    @NSManaged public var added: Date?",
            "    @NSManaged public var id: UUID?",
            "    @NSManaged public var author: AuthorMO?",
            "}", "", "extension Book: Identifiable {}", "",
        ])
        #expect(entities[1].declarations() == [
            "extension AuthorMO {",
            "    public class func fetchRequest() -> NSFetchRequest<AuthorMO> { NSFetchRequest<AuthorMO>(entityName: \"Author\") }",
            "    @NSManaged public var name: String?",
            "    @NSManaged public var favourite: Bool",
            "    @NSManaged public var books: NSSet?",
            "    public func addToBooks(_ value: Book) {}",
            "    public func removeFromBooks(_ value: Book) {}",
            "    public func addToBooks(_ values: NSSet) {}",
            "    public func removeFromBooks(_ values: NSSet) {}",
            "}", "", "extension AuthorMO: Identifiable {}", "",
        ])
    }

    /// An app folder with a model, the class of its category entity, and two views: `BookRow` uses
    /// the generated `Book` (rating 8 →
    /// 80 wide, a title → 30 high: 80 × 30 centred in 390 × 763 at (155, 366.5)); `HabitRow` uses
    /// the app's own `Habit`, whose unset `streak` reads 0 (40 + 0 wide, 20 high: (175, 371.5)).
    @Test("an app's Core Data model and managed properties compile and lay out")
    func appWithCoreData() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("App/Model.xcdatamodeld/Model.xcdatamodel"),
                                                withIntermediateDirectories: true)
        try folder.write(Self.model, to: "App/Model.xcdatamodeld/Model.xcdatamodel/contents")
        try folder.write("""
            import SwiftUI
            import CoreData
            struct BookRow: View {
                @ObservedObject var book: Book
                var body: some View { Color.red.frame(width: CGFloat(book.rating) * 10, height: book.title == nil ? 5 : 30) }
            }
            #Preview {
                let book = Book(context: NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType))
                book.rating = 8
                book.title = "Dune"
                return BookRow(book: book)
            }
            """, to: "App/BookRow.swift")
        try folder.write("""
            import CoreData
            @objc(Habit)
            public class Habit: NSManagedObject {}
            extension Habit {
                @NSManaged public var streak: Int16
                @objc(addDaysObject:)
                @NSManaged public func addToDays(_ value: Habit)
            }
            extension Habit: Identifiable {}
            """, to: "App/Habit+CoreData.swift")
        // The "Category/Extension" entity's class is the app's.
        try folder.write("import CoreData\npublic class AuthorMO: NSManagedObject {}\n", to: "App/AuthorMO.swift")
        try folder.write("""
            import SwiftUI
            struct HabitRow: View {
                let habit: Habit
                var body: some View { Color.blue.frame(width: 40 + CGFloat(habit.streak), height: 20) }
            }
            #Preview { HabitRow(habit: Habit(context: NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType))) }
            """, to: "App/HabitRow.swift")
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        let loaded = try loader.load([folder.file("App")])
        #expect(loaded.map(\.experiment.name) == ["BookRow/preview-1", "HabitRow/preview-1"])
        let frames = try loaded.map { item -> Rect in
            let result = try #require(item.laidOut(by: ExperimentRunner(engine: Engine())).layouts.first?.result)
            return try #require(result.placements.first { $0.node == 0 }).frame
        }
        #expect(frames == [Rect(x: 155, y: 366.5, width: 80, height: 30), Rect(x: 175, y: 371.5, width: 40, height: 20)])
    }

    /// Xcode compiles a model wherever its group puts it: mydiary's `Model/StudiesContainer.xcdatamodeld`
    /// gives its `Study` to a view in the folder above.
    @Test("a model in a folder of the app is found")
    func modelInAFolder() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("App/Model/Model.xcdatamodeld/Model.xcdatamodel"),
                                                withIntermediateDirectories: true)
        try folder.write(Self.model, to: "App/Model/Model.xcdatamodeld/Model.xcdatamodel/contents")
        try folder.write("import SwiftUI\nimport CoreData\nstruct V: View { let book: Book\n var body: some View { Text(book.title ?? \"\") } }\n",
                         to: "App/V.swift")
        #expect(CoreDataModels.find(for: [folder.file("App")]).source()?.text.contains("public class Book: NSManagedObject {}") == true)
        #expect(CoreDataModels.find(for: [folder.file("App/V.swift")]).source()?.text.contains("public class Book: NSManagedObject {}") == true)
    }

    /// A model's `contents` file is not a resource (Xcode compiles the model): linked beside the
    /// program, it made Linux's `Bundle.main` find none of the app's resources (helper-found in a
    /// shop whose products come from `new-data.json`). Two items → 20 wide.
    @Test("an app's resource files are found beside its Core Data model")
    func resourcesBesideAModel() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("App/Model.xcdatamodeld/Model.xcdatamodel"),
                                                withIntermediateDirectories: true)
        try folder.write(#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?><model type="com.apple.IDECoreDataModeler.DataModel"><elements/></model>"#,
                         to: "App/Model.xcdatamodeld/Model.xcdatamodel/contents")
        try FileManager.default.createDirectory(atPath: folder.file("App/Assets.xcassets"), withIntermediateDirectories: true)
        try folder.write(#"{"info":{"author":"xcode","version":1}}"#, to: "App/Assets.xcassets/Contents.json")
        try FileManager.default.createDirectory(atPath: folder.file("App/Resources"), withIntermediateDirectories: true)
        try folder.write(#"["Latte", "Mocha"]"#, to: "App/Resources/items.json")
        try folder.write("""
            import SwiftUI
            let items: [String] = {
                guard let url = Bundle.main.url(forResource: "items.json", withExtension: nil) else { fatalError("no items.json") }
                return try! JSONDecoder().decode([String].self, from: Data(contentsOf: url))
            }()
            struct Items: View {
                var body: some View { Color.red.frame(width: CGFloat(items.count) * 10, height: 10) }
            }
            #Preview { Items() }
            """, to: "App/Items.swift")
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        let loaded = try loader.load([folder.file("App")])
        let result = try #require(loaded.first?.laidOut(by: ExperimentRunner(engine: Engine())).layouts.first?.result)
        #expect(try #require(result.placements.first { $0.node == 0 }).frame == Rect(x: 185, y: 376.5, width: 20, height: 10))
    }

    /// The view of the models below: the generated `Book` with rating 8 → 80 wide, a title → 30
    /// high, centred in 390 × 763 at (155, 366.5), as in `appWithCoreData`.
    static let bookRow = """
        import SwiftUI
        import CoreData
        struct BookRow: View {
            @ObservedObject var book: Book
            var body: some View { Color.red.frame(width: CGFloat(book.rating) * 10, height: book.title == nil ? 5 : 30) }
        }
        #Preview {
            let book = Book(context: NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType))
            book.rating = 8
            book.title = "Dune"
            return BookRow(book: book)
        }
        """

    /// A folder with the model at `App/Model.xcdatamodeld` and `copy` as the model at
    /// `App/Persistence/Model.xcdatamodeld`, `BookRow`, and the class of the category entity.
    private func appWithTwoModels(copy: String) throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        for (place, text) in [("App", Self.model), ("App/Persistence", copy)] {
            try FileManager.default.createDirectory(atPath: folder.file("\(place)/Model.xcdatamodeld/Model.xcdatamodel"),
                                                    withIntermediateDirectories: true)
            try folder.write(text, to: "\(place)/Model.xcdatamodeld/Model.xcdatamodel/contents")
        }
        try folder.write(Self.bookRow, to: "App/BookRow.swift")
        try folder.write("import CoreData\npublic class AuthorMO: NSManagedObject {}\n", to: "App/AuthorMO.swift")
        return folder
    }

    /// HydrationTracker keeps its `Model.xcdatamodeld` again in `Persistance/`, a stray copy its
    /// project does not build: without the project, two models of one name and the same contents
    /// generate their classes once (`Book` declared twice would not compile), from the one nearest
    /// the folder, and the run says so.
    @Test("a copy of a Core Data model generates no classes again, with a note")
    func copiedModel() throws {
        let folder = try appWithTwoModels(copy: Self.model)
        let models = CoreDataModels.find(for: [folder.file("App")])
        #expect(models.contents.map(\.model) == [folder.file("App/Model.xcdatamodeld")])
        let note = "the Core Data model \(folder.file("App/Persistence/Model.xcdatamodeld")) is a copy of "
            + "\(folder.file("App/Model.xcdatamodeld")) (the same contents): Xcode builds only the one its project lists, so "
            + "the classes are generated once, from \(folder.file("App/Model.xcdatamodeld"))"
        #expect(models.notes == [note])
        #expect(models.source()?.text.components(separatedBy: "public class Book: NSManagedObject {}").count == 2)
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        let loaded = try loader.loadIsolated([folder.file("App")])
        #expect(loaded.notes == [note])
        #expect(loaded.experiments.map(\.experiment.name) == ["BookRow/preview-1"])
        let result = try #require(loaded.experiments.first?.laidOut(by: ExperimentRunner(engine: Engine())).layouts.first?.result)
        #expect(try #require(result.placements.first { $0.node == 0 }).frame == Rect(x: 155, y: 366.5, width: 80, height: 30))
    }

    /// Two models of one name that differ (an old version kept in another folder): which one the
    /// app builds is its project's to say, and without one the run stops, naming both.
    @Test("two different Core Data models of one name are an error that names both")
    func differentModelsOfOneName() throws {
        let folder = try appWithTwoModels(copy: Self.model.replacingOccurrences(of: "\"title\"", with: "\"name\""))
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        let error = try #require(throws: ExperimentFileError.self) { try loader.loadIsolated([folder.file("App")]) }
        #expect(error.description == """
            \(folder.file("App/Model.xcdatamodeld/Model.xcdatamodel/contents")):1:1: error: 2 different Core Data models are \
            named Model.xcdatamodeld: \(folder.file("App/Model.xcdatamodeld")) and \
            \(folder.file("App/Persistence/Model.xcdatamodeld")); each would generate its entities' classes, declared twice \
            in one app
            \(folder.file("App/Model.xcdatamodeld/Model.xcdatamodel/contents")):1:1: note: Xcode builds only the model its \
            project lists: keep that one (move the others out of the folder), or keep the app's .xcodeproj beside the folder, \
            as in its repository, so that layoutlab reads which
            """)
    }

    /// An app whose model's "Category/Extension" entity `Author` (class `AuthorMO`) is given
    /// without the file that declares the class: the errors are at the generated classes, which are
    /// no file on disk, and each note names the entity and model the line comes from (line 14 is
    /// `Book`'s `author: AuthorMO?`, lines 20 and 31 `Author`'s extensions).
    @Test("an error in the generated Core Data classes names the model")
    func errorInGeneratedClasses() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("App/Model.xcdatamodeld/Model.xcdatamodel"),
                                                withIntermediateDirectories: true)
        try folder.write(Self.model, to: "App/Model.xcdatamodeld/Model.xcdatamodel/contents")
        try folder.write(Self.bookRow, to: "App/BookRow.swift")
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        let error = try #require(throws: ExperimentFileError.self) { try loader.loadIsolated([folder.file("App")]) }
        let generated = folder.file("App/Model.xcdatamodeld/GeneratedCoreDataClasses.swift")
        #expect(error.diagnostics.map { "\($0.location.file == generated ? "generated" : $0.location.file):\($0.location.line): \($0.message)" }
                == ["generated:14: cannot find type 'AuthorMO' in scope", "generated:20: cannot find type 'AuthorMO' in scope",
                    "generated:31: cannot find type 'AuthorMO' in scope"])
        let model = folder.file("App/Model.xcdatamodeld")
        let notes = error.diagnostics.map { diagnostic in
            diagnostic.hint.range(of: "; GeneratedCoreDataClasses.swift").map { String(diagnostic.hint[$0.lowerBound...]) }
        }
        #expect(notes == ["Book", "Author", "Author"].map { "; GeneratedCoreDataClasses.swift is not on disk: layoutlab declares there the "
            + "classes Xcode generates from the app's Core Data models (entity \($0) of \(model))" })
    }

    /// swiftc's notes name places in the generated classes ("found this candidate (…:6:14)") where
    /// the error is in the app's file: the note says which entities those are. The generated file
    /// starts with 4 lines of header; each entity follows its mark line, so `Book`'s class is line 6
    /// and `Author`'s extension line 20 (after `Book`'s 13 lines and `Author`'s mark).
    @Test("a note pointing into the generated Core Data classes names their entities")
    func notesPointingIntoGeneratedClasses() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("App/Model.xcdatamodeld/Model.xcdatamodel"),
                                                withIntermediateDirectories: true)
        try folder.write(Self.model, to: "App/Model.xcdatamodeld/Model.xcdatamodel/contents")
        let generated = try #require(CoreDataModels.find(for: [folder.file("App")]).source())
        let lines = generated.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[5] == "public class Book: NSManagedObject {}" && lines[19] == "extension AuthorMO {")
        let diagnostic = Diagnostic(location: SourceLocation(file: folder.file("App/Row.swift"), line: 3, column: 12),
                                    message: "'Book' is ambiguous for type lookup in this context", construct: "let book: Book",
                                    hint: "found this candidate (\(generated.path):6:14); found this candidate (\(generated.path):20:11)")
        let model = folder.file("App/Model.xcdatamodeld")
        #expect(CoreDataModels.namingModels(in: diagnostic, sources: [generated]).hint == diagnostic.hint
            + "; GeneratedCoreDataClasses.swift is not on disk: layoutlab declares there the classes Xcode generates from the "
            + "app's Core Data models (entity Book of \(model); entity Author of \(model))")
        // A diagnostic that names no place in the generated classes is left as it is.
        let other = Diagnostic(location: diagnostic.location, message: "cannot find 'x' in scope", construct: "x")
        #expect(CoreDataModels.namingModels(in: other, sources: [generated]) == other)
    }
}
