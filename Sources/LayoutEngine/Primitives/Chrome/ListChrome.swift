// List chrome [choice; the lengths: below, each with its source].
//
// `.listChrome(part)`: a `List`'s row frame and insets, whose lengths are the platform's, looked up
// when the node is laid out (as a text style's size is). The row frame is a flexible frame (the
// whole width, at least the platform's row height, content leading); every other part is a padding
// of the platform's insets. Facts: named `frame` or `padding` in paths, as the frame or padding it
// is, and proposing with their rules (`frame.flexible`, `padding`), so a list's layout, paths and
// explanation are those of the frames and paddings it is made of; a modifier.

/// A part of a list whose lengths are the platform's (`PlatformChrome.listInsets(_:)`).
public enum ListChrome: String, CaseIterable, Codable, Sendable {
    /// A row's frame: the whole width, at least the platform's row height, the content leading.
    case rowFrame
    /// A row's content insets.
    case rowInsets
    /// A separator's inset from the leading edge in a row without text (where the rows' content starts).
    case separatorInset
    /// An inset-grouped section's card, inset from the list's edges.
    case cardInsets
    /// The space above a grouped section without a header.
    case sectionSpacing
    /// A header of a grouped section (its leading inset adds the card's) and of a plain one.
    case groupedHeader, plainHeader
    /// A footer of a grouped section and of a plain one (also a `.grouped` list's: no card).
    case groupedFooter, plainFooter
    /// A header of a `.grouped` list's section: the grouped spacing, in line with the rows' content
    /// (no card to add).
    case groupedEdgeHeader

    /// The primitive of this part on `platform`: a flexible frame or a padding.
    func primitive(on platform: LayoutOptions.Platform) -> any Primitive {
        let chrome = PlatformChrome(platform)
        if self == .rowFrame {
            return FlexibleFrameLayout(minWidth: nil, idealWidth: nil, maxWidth: .infinity,
                                       minHeight: chrome.listRowMinimumHeight, idealHeight: nil, maxHeight: nil,
                                       alignment: .leading)
        }
        let insets = chrome.listInsets(self)
        return PaddingLayout(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
    }
}

extension PlatformChrome {
    /// A list row's minimum height.
    public var listRowMinimumHeight: Double {
        switch platform {
        // The HIG's 44 × 44 minimum hit target and UITableView's default row height.
        case .ios: return 44
        // choice: AppKit's medium table rows, 24 (commonly reported, not re-measured).
        case .macos: return 24
        }
    }

    /// A list part's insets (`.rowFrame` has none). iOS: LayoutLabUI's approximation of iOS 17's
    /// inset-grouped lists at the default text size (choice, as it always stated): rows padded 6 and
    /// 16, separators and headers in line with the rows' content, cards inset 16, 35 above a grouped
    /// section without a header, headers 17 above and 7 below. macOS: choice, no measurement found:
    /// rows padded 4 above and below (so a 13 pt line, 16 high, makes the 24-point row); the other
    /// lengths are iOS's.
    public func listInsets(_ part: ListChrome) -> EdgeInsets {
        let row = 16.0, card = 16.0
        let rowVertical = platform == .ios ? 6.0 : 4.0
        switch part {
        case .rowFrame: return EdgeInsets()
        case .rowInsets: return EdgeInsets(top: rowVertical, leading: row, bottom: rowVertical, trailing: row)
        case .separatorInset: return EdgeInsets(leading: row)
        case .cardInsets: return EdgeInsets(leading: card, trailing: card)
        case .sectionSpacing: return EdgeInsets(top: 35)
        case .groupedHeader: return EdgeInsets(top: 17, leading: row + card, bottom: 7, trailing: row + card)
        case .plainHeader: return EdgeInsets(top: 6, leading: row, bottom: 6, trailing: row)
        case .groupedFooter: return EdgeInsets(top: 7, leading: row + card, bottom: 0, trailing: row + card)
        case .plainFooter: return EdgeInsets(top: 7, leading: row, bottom: 0, trailing: row)
        case .groupedEdgeHeader: return EdgeInsets(top: 17, leading: row, bottom: 7, trailing: row)
        }
    }
}
