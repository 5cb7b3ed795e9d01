// A recipe list whose model, colour and card modifier live in RecipeStore.swift, as in an app
// target: `layoutlab run Pasted` compiles the two files together (files that need each other are
// one module). The favourite heart pulses with `keyframeAnimator`, laid out at rest (its initial
// scale, 1). Rows are fixed-height cards so the numbers are the stack's rule alone.
import SwiftUI

struct RecipeRow: View {
    let recipe: Recipe

    var body: some View {
        HStack {
            Text(recipe.title)
            Spacer()
            Text("\(recipe.minutes) min").foregroundStyle(.secondary)
            Image(systemName: recipe.isFavorite ? "heart.fill" : "heart")
                .keyframeAnimator(initialValue: 1.0, trigger: recipe.isFavorite) { heart, scale in
                    heart.scaleEffect(scale)
                } keyframes: { _ in
                    KeyframeTrack {
                        SpringKeyframe(1.3, duration: 0.15)
                        SpringKeyframe(1.0, duration: 0.2)
                    }
                }
        }
        .frame(height: 24)
        .recipeCard()
    }
}

struct RecipeList: View {
    @State private var store = RecipeStore()

    var body: some View {
        VStack(spacing: 8) {
            ForEach(store.recipes) { recipe in
                RecipeRow(recipe: recipe).id("recipe-\(recipe.id)")
            }
        }
        .padding(16)
    }
}

// Each card is 24 + 2 × 12 = 48 high (its row's fixed frame and the card's padding) and, with the
// row's Spacer, as wide as the stack offers: 390 − 2 × 16 = 358. Three cards and two 8-point gaps
// make 3 × 48 + 2 × 8 = 160, plus 32 of padding = 192, centred in 300: the first card at
// y = (300 − 192) / 2 + 16 = 70, the next ones 48 + 8 = 56 lower.
Experiment("pasted/recipes/list", proposal: ProposedViewSize(width: 390, height: 300),
           expect: ["recipe-1": CGRect(x: 16, y: 70, width: 358, height: 48),
                    "recipe-2": CGRect(x: 16, y: 126, width: 358, height: 48),
                    "recipe-3": CGRect(x: 16, y: 182, width: 358, height: 48)]) {
    RecipeList()
}

#Preview("Quickest") {
    if let recipe = RecipeStore().quickest {
        RecipeRow(recipe: recipe).padding()
    }
}
