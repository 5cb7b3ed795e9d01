// A node's guide mask says which explicit guides its primitive may answer (Engine.swift
// `guideMasks`): kinds that state it as a constant must state what asking guide by guide gives.
@testable import LayoutEngine
import Testing

@Suite("Guide masks")
struct GuideMaskTests {
    @Test("every kind's stated mask equals the mask asked guide by guide")
    func statedMasksMatch() {
        let kinds: [ViewKind] = [
            .color(name: "c"), .rectangle, .roundedRectangle(cornerRadius: 4), .capsule, .ellipse, .circle,
            .image(name: "i", width: 10, height: 10, resizable: false), .symbol(name: "star", resizable: false),
            .text("t"), .spacer(minLength: nil), .divider, .emptyView,
            .hstack(alignment: .center, spacing: nil), .vstack(alignment: .leading, spacing: 2),
            .zstack(alignment: .center), .group, .geometryReader, .scrollView(axes: .vertical),
            .frame(width: 10, height: nil, alignment: .center), .padding(top: 1, leading: 1, bottom: 1, trailing: 1),
            .fixedSize(horizontal: true, vertical: false), .offset(x: 1, y: 1), .font(size: 13), .lineLimit(1),
            .background(alignment: .center), .overlay(alignment: .topLeading), .layoutPriority(1),
        ]
        for kind in kinds {
            let primitive = kind.primitive(options: LayoutOptions(), customLayouts: [:])
            #expect(primitive.guideMask == LayoutSession.guideMask(of: primitive), "\(primitive.name)")
        }
        // Stacks answer the baselines and custom guides; Text the baselines and custom horizontal
        // guides (it marks where a list row's separator starts, ListRow.swift); shapes none.
        let stack = ViewKind.hstack(alignment: .center, spacing: nil).primitive(options: LayoutOptions(), customLayouts: [:])
        #expect(stack.guideMask == GuideCode.baselineBits | GuideCode.customHorizontalBit | GuideCode.customVerticalBit)
        #expect(ViewKind.text("t").primitive(options: LayoutOptions(), customLayouts: [:]).guideMask
                == GuideCode.baselineBits | GuideCode.customHorizontalBit)
        #expect(GuideCode.baselineBits.nonzeroBitCount == 2)
        #expect(ViewKind.circle.primitive(options: LayoutOptions(), customLayouts: [:]).guideMask == 0)
    }
}
