// An app shell: a TabView of navigation stacks (home feed, search, profile), with toolbar buttons,
// a lazy feed of cards, and badges on tabs.
import SwiftUI

struct FeedItem: Identifiable {
    let id: Int
    let author: String
    let text: String
    let likes: Int
}

let feed = (1...6).map { FeedItem(id: $0, author: "user\($0)", text: "Post number \($0) with a few words of text.", likes: $0 * 7) }

struct FeedCard: View {
    let item: FeedItem

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Circle().fill(.gray.opacity(0.3)).frame(width: 32, height: 32)
                Text(item.author).font(.subheadline.bold())
                Spacer()
                Image(systemName: "ellipsis")
            }
            Text(item.text)
            HStack(spacing: 16) {
                Label("\(item.likes)", systemImage: "heart")
                Label("Reply", systemImage: "arrowshape.turn.up.left")
                    .labelStyle(.iconOnly)
            }
            .font(.footnote)
            .foregroundStyle(.secondary)
        }
        .padding()
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
    }
}

struct HomeFeed: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 12) {
                    ForEach(feed) { FeedCard(item: $0) }
                }
                .padding(.horizontal)
            }
            .navigationTitle("Home")
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button { } label: { Image(systemName: "bell") }
                    Button { } label: { Image(systemName: "plus") }
                }
            }
        }
    }
}

struct AppShell: View {
    @State private var tab = 0

    var body: some View {
        TabView(selection: $tab) {
            HomeFeed()
                .tabItem { Label("Home", systemImage: "house") }
                .tag(0)
            NavigationStack {
                Text("Search")
                    .navigationTitle("Search")
                    .searchable(text: .constant(""))
            }
            .tabItem { Label("Search", systemImage: "magnifyingglass") }
            .tag(1)
            NavigationStack {
                Text("Profile")
            }
            .tabItem { Label("Profile", systemImage: "person") }
            .badge(2)
            .tag(2)
        }
    }
}

#Preview {
    AppShell()
}

#Preview("Feed card", traits: .sizeThatFitsLayout) {
    FeedCard(item: feed[0])
        .frame(width: 358)
}
