// The engine fingerprint: a hash of the engine's results on a built-in calibration set of trees
// that exercises every primitive. Any change of behaviour (a rule, a constant, the font model)
// changes some frame or call, hence the fingerprint, so a stored run can say which engine
// produced it without anyone remembering to bump a version number.

extension Engine {
    /// The fingerprint of the default engine (default options and font metrics): 16 hex digits.
    public static let fingerprint: String = Engine().behaviourFingerprint()

    /// The fingerprint of this engine as configured (its options and font metrics).
    public func behaviourFingerprint() -> String {
        var hasher = FNV1a64()
        for (tree, proposals, safeArea) in Calibration.cases {
            for proposal in proposals {
                let result = layout(tree, in: proposal, safeArea: safeArea)
                hasher.combine(result.nodes.count)
                for call in result.calls {
                    hasher.combine(call.node)
                    hasher.combine(call.proposal.width)
                    hasher.combine(call.proposal.height)
                    hasher.combine(call.response.width)
                    hasher.combine(call.response.height)
                    hasher.combine(call.cached ? 1 : 0)
                }
                for placement in result.placements {
                    hasher.combine(placement.node)
                    hasher.combine(placement.frame.minX)
                    hasher.combine(placement.frame.minY)
                    hasher.combine(placement.frame.width)
                    hasher.combine(placement.frame.height)
                }
            }
        }
        return hasher.hexDigest
    }
}

/// FNV-1a, 64 bits: a small, stable, dependency-free hash for the engine's fingerprint (internal:
/// content hashes for other modules are SHA-256, in Experiments).
struct FNV1a64: Sendable {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    init() {}

    mutating func combine(bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
    }

    mutating func combine(_ integer: Int) {
        withUnsafeBytes(of: UInt64(bitPattern: Int64(integer)).littleEndian) { combine(bytes: $0) }
    }

    mutating func combine(_ number: Double?) {
        guard let number else { return combine(bytes: [0xFF, 0xFE]) }
        // +0 and -0 are the same length.
        let canonical = number == 0 ? 0 : number
        withUnsafeBytes(of: canonical.bitPattern.littleEndian) { combine(bytes: $0) }
    }

    mutating func combine(_ string: String) {
        combine(bytes: string.utf8)
        combine(bytes: [0])
    }

    /// The hash as 16 lowercase hex digits.
    var hexDigest: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// Trees that exercise every primitive, each under proposals that reach its special cases.
enum Calibration {
    static let proposals: [ProposedViewSize] = [
        ProposedViewSize(width: 320, height: 480), ProposedViewSize(width: 95, height: 40),
        .unspecified, .zero, .infinity, ProposedViewSize(width: 200, height: nil),
    ]

    /// A preview's safe area, around the first proposal (SafeArea.swift).
    static let device = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

    static var cases: [(ViewNode, [ProposedViewSize], EdgeInsets)] {
        let image = ViewNode.image("i", width: 101, height: 92)
        let text = ViewNode.text("The quick brown fox jumps over the lazy dog")
        let third = VerticalAlignment(custom: "CalibrationThird") { $0.height / 3 }
        let edge = HorizontalAlignment(custom: "CalibrationEdge") { $0[.trailing] }
        let trees: [ViewNode] = [
            .hstack(spacing: 10) {
                ViewNode.color("a").relativeProposed(width: 0.5)
                ViewNode.color("b")
                ViewNode.color("c").layoutPriority(1)
            },
            .vstack(alignment: .leading) {
                text.lineLimit(2)
                ViewNode.spacer()
                ViewNode.divider
                ViewNode.circle
                ViewNode.text("Hello\nworld").font(size: 28)
                ViewNode.text("a caption, tracked looser").font(size: 11)
                ViewNode.text("two lines kept").lineLimit(reserved: 2, limit: 3)
                ViewNode.text("spaced\nlines \u{2708}\u{FE0F} caf\u{E9} cafe\u{301}").fontTraits(FontTraits(lineSpacing: 6))
            },
            .hstack(alignment: .firstTextBaseline) {
                ViewNode.text("Title").font(size: 34)
                ViewNode.text("subtitle")
                ViewNode.spacer(minLength: 20)
                ViewNode.capsule.frame(width: 30)
            },
            .zstack(alignment: .topLeading) {
                ViewNode.ellipse
                image.alignmentGuide(.leading, .subtract(lhs: .horizontalGuide(.trailing), rhs: .constant(10)))
                ViewNode.roundedRectangle(cornerRadius: 4).layoutPriority(-1)
            },
            image.frame(minWidth: 50, idealWidth: 80, maxWidth: 150, maxHeight: .infinity, alignment: .bottomTrailing)
                .padding(.horizontal, 8).fixedSize(horizontal: true, vertical: false),
            image.resizable().aspectRatio(contentMode: .fit).frame(width: 300, height: 100),
            image.resizable().scaledToFill().padding().background { ViewNode.color("x") }.overlay(alignment: .top) { text },
            .group { ViewNode.rectangle.offset(x: 5, y: 7); ViewNode.emptyView; ViewNode.rectangle.position(x: 20, y: 30) },
            .geometryReader { ViewNode.color("g").frame(width: 50, height: 50) },
            .scrollView { text; ViewNode.color("s").frame(height: 500) },
            .scrollView(.horizontal) { ViewNode.hstack { image; image } },
            .viewThatFits(in: .horizontal) { text; ViewNode.text("short") },
            ViewNode.color("c").containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).border(width: 2),
            ViewNode.color("r").frame(maxWidth: 400).relativeProposed(width: 0.8).frame(maxWidth: .infinity, alignment: .trailing),
            .hstack(alignment: third) {
                ViewNode.vstack(alignment: edge) {
                    ViewNode.color("p").frame(width: 40, height: 30)
                    ViewNode.color("q").frame(width: 20, height: 20).alignmentGuide(third, .verticalGuide(.top))
                        .alignmentGuide(edge, .constant(5))
                }
                ViewNode.zstack(alignment: Alignment(horizontal: edge, vertical: third)) { image; text.padding() }
                    .frame(height: 120, alignment: Alignment(horizontal: .leading, vertical: third))
            },
            // Seed 000's layout is a public `Layout` without its own guides: it merges its subview's.
            .hstack(alignment: third) {
                ViewNode.color("m").frame(width: 10, height: 10).alignmentGuide(third, .constant(2)).relativeProposed(width: 0.5)
                ViewNode.hstack(alignment: .lastTextBaseline) {
                    ViewNode.text("last").relativeProposed(height: 0.5)
                    ViewNode.text("line\nbreak")
                }
            },
        ]
        // Views that ignore the safe area, under a device's: a background that reaches every edge,
        // content grown at the bottom only, a padded view that reaches none, a scroll view's
        // first row, which sees none along the scroll axis, and backgrounds beside a navigation
        // bar and a tab bar, which grow under them.
        let bar = { (element: ChromeElement) in ViewNode(.chrome(element), children: [ViewNode.color("bar")]) }
        let screen: ViewNode = .zstack {
            ViewNode.color("bg").ignoresSafeArea()
            ViewNode.vstack { ViewNode.spacer(); text }.ignoresSafeArea(edges: .bottom)
            ViewNode.color("inset").ignoresSafeArea().padding()
            ViewNode.scrollView { ViewNode.color("row").ignoresSafeArea().frame(height: 50) }
            ViewNode(.vstack(alignment: .center, spacing: 0),
                     children: [bar(.navigationBar), ViewNode.color("under").ignoresSafeArea(), bar(.tabBar)])
        }
        // Every kind's sample (KindCatalogue.swift), so that no kind is missed.
        let samples = ViewKind.Tag.allCases.map { ViewKind.sample(for: $0) }
        return (trees + samples).map { ($0, proposals, EdgeInsets()) } + [(screen, proposals, device)]
    }
}
