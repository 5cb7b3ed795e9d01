// The catalogue of kinds: one payload-free tag per `ViewKind` case, and for each tag a small tree
// that exercises its kind. Both switches are exhaustive, so a new kind does not compile until it
// has a tag and a sample; the fingerprint's calibration lays every sample out and the kind tests
// iterate the tags, so no kind can be missed by either.

extension ViewKind {
    /// A kind without its arguments: `ViewKind.Tag.allCases` lists every kind the engine has.
    public enum Tag: String, CaseIterable, Sendable {
        case color, rectangle, roundedRectangle, capsule, ellipse, circle, image, symbol, text, textRuns, spacer, divider, emptyView
        case hstack, vstack, zstack, group, geometryReader, scrollView, viewThatFits, grid, gridRow, lazyGrid
        case frame, flexibleFrame, fixedSize, aspectRatio, padding, contentMargins, layoutPriority, offset, ignoresSafeArea, position
        case background, overlay, safeAreaInset, border, alignmentGuide, containerRelativeFrame, relativeProposed, gridCell
        case lineLimit, lineRange, font, fontStyle, fontTraits, truncationMode, multilineTextAlignment, allowsTightening, minimumScaleFactor, imageScale
        case dynamicTypeSize
        case chrome, listChrome, listRow
        case custom
    }

    /// This kind's tag.
    public var tag: Tag {
        switch self {
        case .color: return .color
        case .rectangle: return .rectangle
        case .roundedRectangle: return .roundedRectangle
        case .capsule: return .capsule
        case .ellipse: return .ellipse
        case .circle: return .circle
        case .image: return .image
        case .symbol: return .symbol
        case .text: return .text
        case .textRuns: return .textRuns
        case .spacer: return .spacer
        case .divider: return .divider
        case .emptyView: return .emptyView
        case .hstack: return .hstack
        case .vstack: return .vstack
        case .zstack: return .zstack
        case .group: return .group
        case .geometryReader: return .geometryReader
        case .scrollView: return .scrollView
        case .viewThatFits: return .viewThatFits
        case .grid: return .grid
        case .gridRow: return .gridRow
        case .lazyGrid: return .lazyGrid
        case .frame: return .frame
        case .flexibleFrame: return .flexibleFrame
        case .fixedSize: return .fixedSize
        case .aspectRatio: return .aspectRatio
        case .padding: return .padding
        case .contentMargins: return .contentMargins
        case .layoutPriority: return .layoutPriority
        case .offset: return .offset
        case .ignoresSafeArea: return .ignoresSafeArea
        case .position: return .position
        case .background: return .background
        case .overlay: return .overlay
        case .safeAreaInset: return .safeAreaInset
        case .border: return .border
        case .alignmentGuide: return .alignmentGuide
        case .containerRelativeFrame: return .containerRelativeFrame
        case .relativeProposed: return .relativeProposed
        case .gridCell: return .gridCell
        case .lineLimit: return .lineLimit
        case .lineRange: return .lineRange
        case .font: return .font
        case .fontStyle: return .fontStyle
        case .dynamicTypeSize: return .dynamicTypeSize
        case .chrome: return .chrome
        case .listChrome: return .listChrome
        case .listRow: return .listRow
        case .fontTraits: return .fontTraits
        case .truncationMode: return .truncationMode
        case .multilineTextAlignment: return .multilineTextAlignment
        case .allowsTightening: return .allowsTightening
        case .minimumScaleFactor: return .minimumScaleFactor
        case .imageScale: return .imageScale
        case .custom: return .custom
        }
    }

    /// A small tree with a node of `tag`'s kind, in a setting where its rule matters (a flexible
    /// sibling, text to wrap, a second row), for the calibration and the kind tests.
    public static func sample(for tag: Tag) -> ViewNode {
        let text = ViewNode.text("The quick brown fox jumps over the lazy dog")
        let color = ViewNode.color("s")
        switch tag {
        case .color: return .hstack { color; ViewNode.color("t").frame(width: 30) }
        case .rectangle: return .hstack { ViewNode.rectangle; text }
        case .roundedRectangle: return .hstack { ViewNode.roundedRectangle(cornerRadius: 8); text }
        case .capsule: return .hstack { ViewNode.capsule; text }
        case .ellipse: return .hstack { ViewNode.ellipse; text }
        case .circle: return .hstack { ViewNode.circle; text }
        case .image: return .hstack { ViewNode.image("i", width: 101, height: 92); text }
        case .symbol:
            return .hstack {
                ViewNode(.symbol(name: "star.fill", resizable: false))
                ViewNode(.symbol(name: "heart", resizable: true)).frame(width: 40)
                text
            }.font(size: 28)
        case .text: return .vstack { text; ViewNode.text("Hello\nworld") }
        case .textRuns:
            return ViewNode.text(runs: [TextRun("The quick ", traits: FontTraits(weight: .bold)), TextRun("brown fox", font: .style(.title)),
                                        TextRun(" jumps over the lazy dog")]).lineLimit(2).frame(width: 150)
        case .spacer: return .hstack { color; ViewNode.spacer(minLength: 12); text }
        case .divider: return .vstack { text; ViewNode.divider; color }
        case .emptyView: return .hstack { ViewNode.emptyView; color }
        case .hstack: return .hstack(alignment: .top, spacing: 6) { color; text; ViewNode.color("t").frame(height: 20) }
        case .vstack: return .vstack(alignment: .trailing, spacing: 4) { color; text; ViewNode.color("t").frame(width: 20) }
        case .zstack: return .zstack(alignment: .bottomLeading) { color; text }
        case .group: return .hstack { ViewNode.group { color; text } }
        case .geometryReader: return .geometryReader { color.frame(width: 50, height: 50) }
        case .scrollView: return .scrollView { text; color.frame(height: 500) }
        case .viewThatFits: return .viewThatFits(in: .horizontal) { text; ViewNode.text("short") }
        case .grid, .gridRow, .gridCell:
            return .grid(alignment: .leading, horizontalSpacing: 6, verticalSpacing: 4) {
                ViewNode.gridRow(alignment: .bottom) { color.frame(width: 30, height: 20); text; ViewNode.color("t") }
                ViewNode.gridRow {
                    ViewNode.color("u").gridCellColumns(2)
                    ViewNode.text("end").gridColumnAlignment(.trailing).gridCellAnchor(UnitPoint(x: 1, y: 0))
                }
                ViewNode.divider.gridCellUnsizedAxes(.horizontal)
            }
        case .lazyGrid:
            return .lazyVGrid(columns: [GridItemSpec(.adaptive(minimum: 60, maximum: 120), spacing: 4),
                                        GridItemSpec(.fixed(50), alignment: .leading)]) {
                color; text; ViewNode.color("t").frame(height: 30); ViewNode.text("four")
            }
        case .frame: return text.frame(width: 120, height: 40, alignment: .topLeading)
        case .flexibleFrame: return text.frame(minWidth: 50, idealWidth: 80, maxWidth: 150, maxHeight: .infinity, alignment: .bottomTrailing)
        case .fixedSize: return text.fixedSize(horizontal: true, vertical: false)
        case .aspectRatio: return ViewNode.image("i", width: 101, height: 92).resizable().aspectRatio(1.5, contentMode: .fit)
        case .padding: return text.padding(EdgeInsets(top: 3, leading: 5, bottom: 7, trailing: 11))
        case .contentMargins:
            return ViewNode(.scrollView(axes: .horizontal), children: [
                ViewNode(.contentMargins(top: 0, leading: 40, bottom: 0, trailing: 40), children: [
                    .hstack(spacing: 8) {
                        ViewNode(.containerRelativeFrame(axes: .horizontal, count: 3, span: 2, spacing: 8, alignment: .center),
                                 children: [.color("card")])
                    }
                ])
            ])
        case .layoutPriority: return .hstack { text.layoutPriority(1); ViewNode.text("second text, lower priority") }
        case .offset: return .hstack { color.offset(x: 5, y: -7); text }
        case .ignoresSafeArea: return .zstack { color.ignoresSafeArea(edges: .vertical, alignment: .top); text }
        case .position: return color.frame(width: 20, height: 20).position(x: 30, y: 40)
        case .background: return text.background(alignment: .leading) { color.frame(width: 10) }
        case .overlay: return color.overlay(alignment: .bottom) { text }
        case .safeAreaInset:
            return .vstack {
                ViewNode.color("list").ignoresSafeArea().safeAreaInset(edge: .bottom) { text.padding() }
                text.safeAreaInset(edge: .leading, alignment: Alignment(horizontal: .center, vertical: .top), spacing: 4) {
                    ViewNode.color("bar").frame(width: 20, height: 10)
                }
            }
        case .border: return text.border(width: 3)
        case .alignmentGuide:
            return .vstack(alignment: .leading) { color.frame(width: 40, height: 10).alignmentGuide(.leading, .constant(10)); text }
        case .containerRelativeFrame: return color.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
        case .relativeProposed: return .hstack { color.relativeProposed(width: 0.5); text }
        case .lineLimit: return text.lineLimit(1).frame(width: 100)
        case .lineRange: return text.lineLimit(reserved: 2, limit: 3).frame(width: 60)
        case .font: return text.font(size: 22)
        case .fontStyle: return .vstack { text.font(.largeTitle); text.font(.caption2) }
        case .dynamicTypeSize: return .vstack { text.dynamicTypeSize(.accessibility1); text.font(.title).dynamicTypeSize(.xSmall) }
        case .chrome:
            return .vstack(spacing: 0) {
                ViewNode.color("bar").chrome(.largeTitleNavigationBar)
                ViewNode.hstack { text; ViewNode.capsule.chrome(.toggleSwitch) }
                ViewNode.capsule.frame(maxWidth: .infinity).chrome(.sliderTrack)
            }
        case .listChrome:
            return .vstack(alignment: .leading, spacing: 0) {
                ViewNode.text("Header").listChrome(.groupedHeader)
                ViewNode.vstack(alignment: .leading, spacing: 0) {
                    ViewNode(.listRow, children: [text.listChrome(.rowInsets).listChrome(.rowFrame), .divider])
                    ViewNode.text("Row").listChrome(.rowInsets).listChrome(.rowFrame)
                }.listChrome(.cardInsets)
            }.listChrome(.sectionSpacing)
        case .listRow:
            // A row whose separator starts at its text (after an icon), and one without text.
            return .vstack(alignment: .leading, spacing: 0) {
                ViewNode(.listRow, children: [
                    ViewNode.hstack { ViewNode.color("icon").frame(width: 20, height: 20); text }
                        .listChrome(.rowInsets).listChrome(.rowFrame),
                    .divider,
                ])
                ViewNode(.listRow, children: [color.frame(height: 30).listChrome(.rowInsets).listChrome(.rowFrame), .divider])
            }
        case .imageScale:
            return .hstack {
                ViewNode(.symbol(name: "globe", resizable: false)).imageScale(.large)
                ViewNode(.symbol(name: "globe", resizable: false)).imageScale(.small)
            }
        case .minimumScaleFactor:
            return .vstack {
                text.minimumScaleFactor(0.5).lineLimit(1).frame(width: 200)
                text.minimumScaleFactor(0.9).lineLimit(1).frame(width: 150)
            }
        case .allowsTightening:
            return .vstack {
                ViewNode.text("Tight fit").allowsTightening(true).lineLimit(1).frame(width: 58)
                text.allowsTightening(true).frame(width: 150)
            }
        case .truncationMode:
            return .vstack {
                text.truncationMode(.middle).lineLimit(1).frame(width: 150)
                text.truncationMode(.head).lineLimit(2).frame(width: 90)
            }
        case .multilineTextAlignment:
            return .vstack {
                text.multilineTextAlignment(.center).frame(width: 120)
                text.multilineTextAlignment(.trailing)
            }
        case .fontTraits:
            return .vstack {
                text.fontTraits(FontTraits(weight: .bold)).frame(width: 120)
                text.fontTraits(FontTraits(design: .monospaced, tracking: 1)).font(size: 22)
            }
        case .custom: return .custom("Unregistered") { color; text }
        }
    }
}
