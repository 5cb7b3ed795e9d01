// The model side of RecipeList.swift, kept in a file of its own as an app keeps it: the recipes in
// an `@Observable` store, the app's accent colour and a card modifier. It has no preview: it
// compiles together with RecipeList.swift, which uses what it declares.
import SwiftUI

struct Recipe: Identifiable {
    let id: Int
    var title: String
    var minutes: Int
    var isFavorite: Bool
}

@Observable
final class RecipeStore {
    var recipes: [Recipe] = [
        Recipe(id: 1, title: "Shakshuka", minutes: 25, isFavorite: true),
        Recipe(id: 2, title: "Miso soup", minutes: 10, isFavorite: false),
        Recipe(id: 3, title: "Dal", minutes: 40, isFavorite: false),
    ]

    var quickest: Recipe? { recipes.min { $0.minutes < $1.minutes } }
}

extension Color {
    static let recipeAccent = Color(red: 0.85, green: 0.35, blue: 0.2)
}

extension View {
    /// The app's card: 12 points of padding on a tinted rounded rectangle.
    func recipeCard() -> some View {
        padding(12).background(Color.recipeAccent.opacity(0.12), in: .rect(cornerRadius: 12))
    }
}
