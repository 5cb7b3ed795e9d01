// The one registration of the engine's primitives: which primitive lays out each `ViewKind`.
// Everything else about a kind (its name, whether it is a modifier, what its children inherit,
// its priority and spacer-ness, its rule and cache) lives in that primitive's own file.

extension ViewKind {
    /// The primitive for a node of this kind, made once per node for one layout pass. Inlined
    /// where a session is built: called, it took a copy of the kind (and its payload) per node.
    @inline(__always)
    func primitive(options: LayoutOptions, customLayouts: [String: any Layout]) -> any Primitive {
        switch self {
        case .color: return ShapeLayout(shape: .color)
        case .rectangle: return ShapeLayout(shape: .rectangle)
        case .roundedRectangle: return ShapeLayout(shape: .roundedRectangle)
        case .capsule: return ShapeLayout(shape: .capsule)
        case .ellipse: return ShapeLayout(shape: .ellipse)
        case .circle: return ShapeLayout(shape: .circle)
        case let .image(_, width, height, resizable): return ImageLayout(natural: Size(width: width, height: height), resizable: resizable)
        case let .symbol(_, resizable): return SymbolImageLayout(resizable: resizable)
        case .text(let string): return TextLayout(string: string)
        case .textRuns(let runs): return TextLayout(string: runs.map(\.string).joined(), runs: runs)
        case .spacer(let minLength): return SpacerLayout(minLength: minLength)
        case .divider: return DividerLayout()
        case .emptyView: return EmptyLayout()
        case let .hstack(alignment, spacing): return StackLayout(axis: .horizontal, vertical: alignment, horizontal: .center, spacing: spacing)
        case let .vstack(alignment, spacing): return StackLayout(axis: .vertical, vertical: .center, horizontal: alignment, spacing: spacing)
        case .zstack(let alignment): return ZStackLayout(alignment: alignment)
        case .group: return GroupLayout()
        case .geometryReader: return GeometryReaderLayout()
        case .scrollView(let axes): return ScrollViewLayout(axes: axes)
        case .viewThatFits(let axes): return ViewThatFitsLayout(axes: axes)
        case let .grid(alignment, horizontal, vertical):
            return GridLayout(alignment: alignment, horizontalSpacing: horizontal, verticalSpacing: vertical)
        case .gridRow(let alignment): return GridRowLayout(alignment: alignment)
        case .gridCell(let trait): return GridCellLayout(trait: trait)
        case let .lazyGrid(axis, items, alignment, spacing):
            return LazyGridLayout(axis: axis, items: items, alignment: alignment, spacing: spacing)
        case let .ignoresSafeArea(edges, alignment): return SafeAreaIgnoringLayout(edges: edges, alignment: alignment)
        case let .frame(width, height, alignment): return FixedFrameLayout(width: width, height: height, alignment: alignment)
        case let .flexibleFrame(minW, idealW, maxW, minH, idealH, maxH, alignment):
            return FlexibleFrameLayout(minWidth: minW, idealWidth: idealW, maxWidth: maxW,
                                       minHeight: minH, idealHeight: idealH, maxHeight: maxH, alignment: alignment)
        case let .fixedSize(horizontal, vertical): return FixedSizeLayout(horizontal: horizontal, vertical: vertical)
        case let .aspectRatio(ratio, contentMode): return AspectRatioLayout(ratio: ratio, contentMode: contentMode)
        case let .padding(top, leading, bottom, trailing): return PaddingLayout(top: top, leading: leading, bottom: bottom, trailing: trailing)
        case let .contentMargins(top, leading, bottom, trailing):
            return PaddingLayout(top: top, leading: leading, bottom: bottom, trailing: trailing, isContentMargins: true)
        case .layoutPriority(let value): return LayoutPriorityLayout(value: value)
        case let .offset(x, y): return OffsetLayout(offset: Point(x: x, y: y))
        case let .position(x, y): return PositionLayout(position: Point(x: x, y: y))
        case .background(let alignment): return BackgroundOverlayLayout(isOverlay: false, alignment: alignment)
        case .overlay(let alignment): return BackgroundOverlayLayout(isOverlay: true, alignment: alignment)
        case let .safeAreaInset(edge, alignment, spacing): return SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: spacing)
        case .border: return BorderLayout()
        case let .alignmentGuide(horizontal, vertical, value): return AlignmentGuideLayout(horizontal: horizontal, vertical: vertical, value: value)
        case let .containerRelativeFrame(axes, count, span, spacing, alignment):
            return ContainerRelativeFrameLayout(axes: axes, count: count, span: span, spacing: spacing, alignment: alignment)
        case let .relativeProposed(width, height): return RelativeProposedPrimitive(width: width, height: height, mode: options.relativeProposed)
        case .lineLimit(let limit): return LineLimitLayout(limit: limit)
        case .lineRange(let reserved, let limit): return LineLimitLayout(limit: limit, reserved: reserved)
        case .font(let size): return FontLayout(size: size)
        case .fontTraits(let traits): return FontTraitsLayout(traits: traits)
        case .truncationMode(let mode): return TruncationModeLayout(mode: mode)
        case .multilineTextAlignment(let alignment): return MultilineAlignmentLayout(alignment: alignment)
        case .allowsTightening(let allowed): return AllowsTighteningLayout(allowed: allowed)
        case .minimumScaleFactor(let factor): return MinimumScaleFactorLayout(factor: factor)
        case .imageScale(let scale): return ImageScaleLayout(scale: scale)
        case .fontStyle(let style):
            return FontLayout(size: style.pointSize(on: options.platform), weight: style.weight(on: options.platform), style: style,
                              platform: options.platform)
        case .dynamicTypeSize(let typeSize): return DynamicTypeSizeLayout(typeSize: typeSize, platform: options.platform)
        case .chrome(let element): return FixedFrameLayout(chrome: element, platform: options.platform)
        case .listChrome(let part): return part.primitive(on: options.platform)
        case .listRow: return ListRowLayout(platform: options.platform)
        case .custom(let name):
            if let frame = customLayouts[name] as? ContainerRelativeLength {
                return ContainerRelativeFrameLayout(axes: frame.axes, count: 1, span: 1, spacing: 0, alignment: frame.alignment,
                                                    closure: frame.length)
            }
            if let layout = customLayouts[name] { return CustomLayoutPrimitive(name: name, layout: layout) }
            return UnregisteredLayout(name: GeometryReaderContent.isRegistered(as: name) ? "GeometryReader" : name)
        }
    }
}
