// `#Predicate { $0.name.localizedStandardContains(text) }`, the usual SwiftData search filter:
// Foundation's macro expands it to `PredicateExpressions.build_localizedStandardContains`, which
// LayoutLabUI declares where Linux's Foundation lacks it.
import Foundation
import LayoutLabUI
import Testing

/// WorkoutSwiftData's exercise and VacationInVegas's place, as plain values.
private struct Place {
    var name: String
    var interested: Bool
}

@Suite("localizedStandardContains in a predicate")
struct PredicateLocalizedContainsTests {
    /// `localizedStandardContains` is case- and diacritic-insensitive [Foundation's documentation:
    /// "the search is locale-aware, case and diacritic insensitive"]: "ab" is found in "Crab Shack"
    /// and in "ÁBACO", not in "Bellagio".
    @Test("a predicate calling localizedStandardContains compiles and evaluates")
    func contains() throws {
        let text = "ab"
        let predicate = #Predicate<Place> { $0.name.localizedStandardContains(text) }
        let places = [Place(name: "Crab Shack", interested: true), Place(name: "ÁBACO", interested: false),
                      Place(name: "Bellagio", interested: true)]
        #expect(try places.map { try predicate.evaluate($0) } == [true, true, false])
        #expect(try places.filter { try predicate.evaluate($0) }.count == 2)
    }

    /// VacationInVegas's filter: an if/else chain in the predicate, which failed to type-check in
    /// reasonable time while the call had no declaration.
    @Test("an if/else predicate with localizedStandardContains")
    func ifElse() throws {
        let searchText = "ab", filterByInterested = true
        let predicate = #Predicate<Place> {
            if !searchText.isEmpty && filterByInterested {
                $0.name.localizedStandardContains(searchText) && $0.interested
            } else if !searchText.isEmpty {
                $0.name.localizedStandardContains(searchText)
            } else if searchText.isEmpty && filterByInterested {
                $0.interested
            } else {
                true
            }
        }
        #expect(try predicate.evaluate(Place(name: "Crab Shack", interested: true)))
        #expect(try !predicate.evaluate(Place(name: "ÁBACO", interested: false)))
    }
}
