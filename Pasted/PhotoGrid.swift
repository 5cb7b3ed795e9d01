// A photo grid: three flexible columns with 2-point gutters, square cells, and a header.
import SwiftUI

struct Photo: Identifiable {
    let id: Int
    var hue: Double { Double(id % 12) / 12 }
    var isFavorite: Bool { id % 5 == 0 }
}

struct PhotoCell: View {
    let photo: Photo

    var body: some View {
        Color(hue: photo.hue, saturation: 0.5, brightness: 0.9)
            .aspectRatio(1, contentMode: .fill)
            .overlay(alignment: .bottomLeading) {
                if photo.isFavorite {
                    Image(systemName: "heart.fill")
                        .font(.caption)
                        .foregroundStyle(.white)
                        .padding(6)
                }
            }
            .clipped()
    }
}

struct PhotoGrid: View {
    let photos = (1...24).map { Photo(id: $0) }
    private let columns = [GridItem(.flexible(), spacing: 2), GridItem(.flexible(), spacing: 2), GridItem(.flexible())]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                Text("Recents")
                    .font(.title2.bold())
                    .padding(.horizontal)
                LazyVGrid(columns: columns, spacing: 2) {
                    ForEach(photos) { photo in
                        PhotoCell(photo: photo)
                    }
                }
            }
        }
    }
}

// Three flexible columns share the width left after two 2-point gutters: (390 − 4) / 3 = 128.67.
// A cell proposed that width and no height (the grid grows downwards) fits its 1:1 aspect ratio:
// 128.67 × 128.67 (seed 003's rule with a nil height). Rows are 2 apart: the fourth cell starts
// at y = 128.67 + 2.
Experiment("pasted/photos/three-columns", proposal: ProposedViewSize(width: 390, height: 763),
           expect: ["c0": CGRect(x: 0, y: 0, width: 386.0 / 3, height: 386.0 / 3),
                    "c1": CGRect(x: 386.0 / 3 + 2, y: 0, width: 386.0 / 3, height: 386.0 / 3),
                    "c3": CGRect(x: 0, y: 386.0 / 3 + 2, width: 386.0 / 3, height: 386.0 / 3)]) {
    LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 2), count: 3), spacing: 2) {
        ForEach(0..<6) { index in
            Rectangle().aspectRatio(1, contentMode: .fit).id("c\(index)")
        }
    }
    .frame(maxHeight: .infinity, alignment: .top)
}

#Preview {
    PhotoGrid()
}

#Preview("Adaptive") {
    ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 80), spacing: 4)], spacing: 4) {
            ForEach(1..<30) { id in
                PhotoCell(photo: Photo(id: id))
            }
        }
        .padding(4)
    }
}
