// What a `TextRenderer` draws from (SwiftUI's `Text.Layout`, iOS 17): the text's lines, each a
// collection of runs, each a collection of glyph slices, with their typographic bounds. layoutlab
// never calls a renderer's `draw(layout:in:)` (TextRenderer.swift), so no layout is ever made with
// lines in it: these types are declared as SwiftUI declares them, so a renderer compiles, and an
// empty layout is the only value. `GraphicsContext.draw(_:options:)` of a line, run or slice draws
// nothing, as all drawing here.
import Foundation

extension Text {
    /// A laid-out text's lines (SwiftUI's `Text.Layout`): see the file header.
    public struct Layout: RandomAccessCollection, Equatable {
        let lines: [Line]

        /// Whether the text was cut short.
        public var isTruncated: Bool { false }
        public var startIndex: Int { 0 }
        public var endIndex: Int { lines.count }
        public subscript(index: Int) -> Line { lines[index] }

        /// A character's position in the text (SwiftUI's `Text.Layout.CharacterIndex`).
        public struct CharacterIndex: Comparable, Hashable, Strideable, Sendable {
            let value: Int
            public static func < (lhs: CharacterIndex, rhs: CharacterIndex) -> Bool { lhs.value < rhs.value }
            public func advanced(by n: Int) -> CharacterIndex { CharacterIndex(value: value + n) }
            public func distance(to other: CharacterIndex) -> Int { other.value - value }
        }

        /// Where a piece of text sits (SwiftUI's `Text.Layout.TypographicBounds`).
        public struct TypographicBounds: Equatable, Sendable {
            public var origin: CGPoint
            public var width: CGFloat
            public var ascent: CGFloat
            public var descent: CGFloat
            public var leading: CGFloat

            public init() {
                origin = .zero
                (width, ascent, descent, leading) = (0, 0, 0, 0)
            }

            /// The box from the ascent above the baseline's origin to the descent below it.
            public var rect: CGRect {
                CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent)
            }
        }

        /// One line of runs (SwiftUI's `Text.Layout.Line`).
        public struct Line: RandomAccessCollection, Equatable {
            let runs: [Run]
            /// The line's origin, on its baseline.
            public var origin: CGPoint
            public var startIndex: Int { 0 }
            public var endIndex: Int { runs.count }
            public subscript(index: Int) -> Run { runs[index] }
            public var typographicBounds: TypographicBounds { TypographicBounds() }
        }

        /// Glyphs of one style (SwiftUI's `Text.Layout.Run`).
        public struct Run: RandomAccessCollection, Equatable {
            let glyphCount: Int
            public var startIndex: Int { 0 }
            public var endIndex: Int { glyphCount }
            public subscript(index: Int) -> RunSlice { self[index ..< index + 1] }
            public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: self, indices: bounds) }
            /// The run's custom attribute of type `key` (`Text.customAttribute(_:)`): none is kept.
            public subscript<T: TextAttribute>(key: T.Type) -> T? { nil }
            public var layoutDirection: LayoutDirection { .leftToRight }
            public var typographicBounds: TypographicBounds { TypographicBounds() }
            public var characterIndices: [CharacterIndex] { [] }
        }

        /// Some glyphs of a run (SwiftUI's `Text.Layout.RunSlice`).
        public struct RunSlice: RandomAccessCollection, Equatable {
            public var run: Run
            public var indices: Range<Int>
            public init(run: Run, indices: Range<Int>) {
                self.run = run
                self.indices = indices
            }
            public var startIndex: Int { indices.lowerBound }
            public var endIndex: Int { indices.upperBound }
            public subscript(index: Int) -> RunSlice { self[index ..< index + 1] }
            public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: run, indices: bounds) }
            public subscript<T: TextAttribute>(key: T.Type) -> T? { run[key] }
            public var typographicBounds: TypographicBounds { TypographicBounds() }
            public var characterIndices: [CharacterIndex] { [] }
        }

        /// How glyphs are drawn (SwiftUI's `Text.Layout.DrawingOptions`).
        public struct DrawingOptions: OptionSet, Sendable {
            public let rawValue: UInt32
            public init(rawValue: UInt32) { self.rawValue = rawValue }
            public static var disablesSubpixelQuantization: DrawingOptions { DrawingOptions(rawValue: 1 << 0) }
        }
    }
}

extension GraphicsContext {
    /// Draws a line of a text layout: drawing is not modelled.
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {}
    /// Draws a run of a text layout: drawing is not modelled.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {}
    /// Draws a slice of a run: drawing is not modelled.
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {}
}
