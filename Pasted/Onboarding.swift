// An onboarding flow: paged feature screens with an illustration, title, text, page dots and a
// continue button.
import SwiftUI

struct OnboardingPage: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let message: String
}

let onboardingPages = [
    OnboardingPage(id: 0, symbol: "sparkles", title: "Welcome", message: "Plan your week in a few taps and never miss a deadline."),
    OnboardingPage(id: 1, symbol: "bell.badge", title: "Stay on time", message: "Gentle reminders arrive right when you need them."),
    OnboardingPage(id: 2, symbol: "lock.fill", title: "Private by design", message: "Your data stays on your device unless you choose to sync."),
]

struct PageDots: View {
    let count: Int
    let current: Int

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(index == current ? Color.primary : Color.secondary.opacity(0.3))
                    .frame(width: 8, height: 8)
            }
        }
    }
}

struct OnboardingPageView: View {
    let page: OnboardingPage

    var body: some View {
        VStack(spacing: 20) {
            Spacer()
            Image(systemName: page.symbol)
                .resizable()
                .scaledToFit()
                .frame(width: 120, height: 120)
                .foregroundStyle(.tint)
                .symbolRenderingMode(.hierarchical)
            Text(page.title)
                .font(.largeTitle.bold())
                .multilineTextAlignment(.center)
            Text(page.message)
                .font(.body)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
                .padding(.horizontal, 32)
            Spacer()
        }
    }
}

struct OnboardingView: View {
    @State private var current = 0

    var body: some View {
        VStack(spacing: 24) {
            TabView(selection: $current) {
                ForEach(onboardingPages) { page in
                    OnboardingPageView(page: page)
                        .tag(page.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
            PageDots(count: onboardingPages.count, current: current)
            Button {
                current = min(current + 1, onboardingPages.count - 1)
            } label: {
                Text(current == onboardingPages.count - 1 ? "Get Started" : "Continue")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding(.horizontal, 24)
        }
        .padding(.bottom, 16)
    }
}

// Derivation: three fixed 8 × 8 dots with 8 points of spacing: 3 × 8 + 2 × 8 = 40 × 8.
Experiment("pasted/onboarding/dots", proposal: ProposedViewSize(width: 390, height: 40),
           expect: ["dots": CGSize(width: 40, height: 8)]) {
    PageDots(count: 3, current: 1).id("dots")
}

#Preview {
    OnboardingView()
}
