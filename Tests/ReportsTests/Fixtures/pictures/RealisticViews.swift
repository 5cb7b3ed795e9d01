// Realistic views for the picture tests (a profile card, a toolbar, a 16:9 video tile with text
// overlays, a settings row): what pictures of real layouts must keep readable.
Experiment("real/card", proposal: ProposedViewSize(width: 390, height: 300),
           images: ["avatar": CGSize(width: 120, height: 120)]) {
    HStack(alignment: .top, spacing: 12) {
        Image("avatar")
            .resizable()
            .aspectRatio(1, contentMode: .fit)
            .frame(width: 56, height: 56)
            .background(Color.gray)
        VStack(alignment: .leading, spacing: 4) {
            Text("Jane Appleseed")
                .font(.headline)
                .lineLimit(1)
            Text("Product designer at a company with a rather long name in Cupertino")
                .font(.subheadline)
                .lineLimit(2)
            HStack {
                Text("Follow").font(.footnote).padding(.horizontal, 12).padding(.vertical, 6).background(Color.blue)
                Spacer()
                Text("3 mutual").font(.caption)
            }
        }
    }
    .padding()
    .background(RoundedRectangle(cornerRadius: 12))
    .frame(maxWidth: 360)
}

Experiment("real/toolbar", proposal: ProposedViewSize(width: 390, height: 44),
           images: ["back": CGSize(width: 12, height: 21), "search": CGSize(width: 20, height: 20),
                    "compose": CGSize(width: 22, height: 22)]) {
    HStack(spacing: 16) {
        Image("back").frame(width: 24, height: 24)
        Text("Inbox").font(.headline).lineLimit(1).layoutPriority(1)
        Spacer()
        Image("search").frame(width: 24, height: 24).id("search")
        Image("compose").frame(width: 24, height: 24)
        Color.red.frame(width: 8, height: 8).id("badge")
    }
    .padding(.horizontal, 16)
    .frame(height: 44)
    .background(Color.white)
}

Experiment("real/video-tile", proposal: ProposedViewSize(width: 320, height: 400)) {
    Color.black
        .aspectRatio(16/9, contentMode: .fit)
        .overlay(alignment: .bottomLeading) {
            VStack(alignment: .leading, spacing: 2) {
                Text("WWDC Keynote").font(.headline).lineLimit(1)
                Text("Apple · 1:45:03").font(.caption)
            }
            .padding(8)
        }
        .overlay(alignment: .topTrailing) {
            Text("LIVE").font(.caption2).padding(4).background(Color.red).padding(6)
        }
        .id("video")
}

Experiment("real/settings-row", proposal: ProposedViewSize(width: 390, height: 60),
           images: ["chevron": CGSize(width: 8, height: 14)]) {
    HStack(spacing: 12) {
        RoundedRectangle(cornerRadius: 6).fill(Color.green).frame(width: 28, height: 28).id("icon")
        Text("Wi-Fi").id("title")
        Spacer()
        Text("Home Network 5G").foregroundColor(.secondary).lineLimit(1).id("value")
        Image("chevron").frame(width: 8, height: 14)
    }
    .padding(.horizontal, 16)
    .frame(minHeight: 44)
}
