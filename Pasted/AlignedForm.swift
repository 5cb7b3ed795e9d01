// Aligned form: labels of different widths, values starting on one column, with a custom
// alignment guide (`AlignmentID`) set on each value and passed on by its row's HStack; and
// pictures with captions of different heights whose captions line up across VStacks.
import SwiftUI

extension HorizontalAlignment {
    private enum ValueColumn: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[.leading]
        }
    }

    static let valueColumn = HorizontalAlignment(ValueColumn.self)
}

extension VerticalAlignment {
    private struct CaptionTop: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[VerticalAlignment.bottom]
        }
    }

    static let captionTop = VerticalAlignment(CaptionTop.self)
}

struct DetailRow: View {
    let label: String
    let value: String

    var body: some View {
        HStack {
            Text(label)
                .foregroundStyle(.secondary)
            Text(value)
                .alignmentGuide(.valueColumn) { d in d[.leading] }
        }
    }
}

struct ShippingDetails: View {
    var body: some View {
        VStack(alignment: .valueColumn, spacing: 12) {
            DetailRow(label: "Name", value: "Ada Lovelace")
            DetailRow(label: "Street", value: "12 St James's Square")
            DetailRow(label: "Postcode", value: "SW1Y 4JH")
            DetailRow(label: "Delivery", value: "Tomorrow, 9–11")
        }
        .padding()
    }
}

struct CaptionedPicture: View {
    let title: String
    let height: CGFloat

    var body: some View {
        VStack(spacing: 6) {
            RoundedRectangle(cornerRadius: 8)
                .fill(.teal.gradient)
                .frame(width: 100, height: height)
            Text(title)
                .font(.caption)
                .alignmentGuide(.captionTop) { d in d[.top] }
        }
    }
}

struct PictureRow: View {
    var body: some View {
        HStack(alignment: .captionTop, spacing: 16) {
            CaptionedPicture(title: "Harbour", height: 80)
            CaptionedPicture(title: "Lighthouse at dusk", height: 120)
            CaptionedPicture(title: "Dunes", height: 60)
        }
    }
}

#Preview("Shipping details") {
    ShippingDetails()
}

#Preview("Pictures") {
    PictureRow()
}

// Rows: label 40 or 90 wide, 8 points (the default spacing), value 120 or 80. Each row's guide is
// its value's leading edge (48 and 98); the rows line up there, so the VStack spans 98 left of it
// and max(48 + 120, 98 + 80) − 98 … : 218 wide, 20 + 12 + 20 = 52 high, centred in 390 × 200 at
// (86, 74). Both values start at 86 + 98 = 184.
Experiment("AlignedForm/value-column", proposal: ProposedViewSize(width: 390, height: 200),
           expect: ["form": CGRect(x: 86, y: 74, width: 218, height: 52),
                    "value 1": CGRect(x: 184, y: 74, width: 120, height: 20),
                    "value 2": CGRect(x: 184, y: 106, width: 80, height: 20)]) {
    VStack(alignment: .valueColumn, spacing: 12) {
        HStack {
            Color.gray.frame(width: 40, height: 20)
            Color.blue.frame(width: 120, height: 20)
                .alignmentGuide(.valueColumn) { d in d[.leading] }
                .id("value 1")
        }
        HStack {
            Color.gray.frame(width: 90, height: 20)
            Color.blue.frame(width: 80, height: 20)
                .alignmentGuide(.valueColumn) { d in d[.leading] }
                .id("value 2")
        }
    }
    .id("form")
}

// Pictures 80, 120 and 60 high, a 20-high caption 6 below each: each VStack's guide is its
// caption's top (86, 126, 66). They line up at 126: the VStacks start 40, 0 and 60 down; the row
// is max(40 + 106, 146, 60 + 86) = 146 high, centred in 390 × 200 at y 27. Every caption's top is
// at 27 + 126 = 153.
Experiment("AlignedForm/captions", proposal: ProposedViewSize(width: 390, height: 200),
           expect: ["caption 1": CGRect(x: 59, y: 153, width: 80, height: 20),
                    "caption 2": CGRect(x: 155, y: 153, width: 80, height: 20),
                    "caption 3": CGRect(x: 251, y: 153, width: 80, height: 20)]) {
    HStack(alignment: .captionTop, spacing: 16) {
        ForEach(Array([80.0, 120, 60].enumerated()), id: \.offset) { index, height in
            VStack(spacing: 6) {
                Color.teal.frame(width: 80, height: height)
                Color.gray.frame(width: 80, height: 20)
                    .alignmentGuide(.captionTop) { d in d[.top] }
                    .id("caption \(index + 1)")
            }
        }
    }
}
