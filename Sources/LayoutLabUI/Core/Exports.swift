// What pasted SwiftUI code sees besides LayoutLabUI itself: Foundation's CGFloat, CGSize, CGPoint and
// CGRect. The engine's own geometry types share SwiftUI's names (`ProposedViewSize`, `Alignment`,
// `Layout`, ...), so inside this module they are reached through the aliases below or qualified
// with the module's name (`LayoutEngine.Name`).
@_exported import Foundation
// `@Observable` view models, as `import SwiftUI` provides them.
@_exported import Observation
#if canImport(FoundationNetworking)
// `URLSession`, which view models load with: in Foundation on Apple platforms, in its own module on
// Linux. (Nothing loads while a view is laid out: `.task` and `.onAppear` never run.)
@_exported import FoundationNetworking
#endif
import LayoutEngine

typealias EngineProposal = LayoutEngine.ProposedViewSize
typealias EngineAlignment = LayoutEngine.Alignment
typealias EngineHorizontalAlignment = LayoutEngine.HorizontalAlignment
typealias EngineVerticalAlignment = LayoutEngine.VerticalAlignment
typealias EngineUnitPoint = LayoutEngine.UnitPoint
typealias EngineContentMode = LayoutEngine.ContentMode
// The engine's `Layout` protocol is always written `LayoutEngine.Layout` in place: a typealias to it
// resolves to this module's `Layout` in an inheritance clause (Swift 6.3).
typealias EngineSubviews = LayoutEngine.LayoutSubviews
typealias EngineSubview = LayoutEngine.LayoutSubview
typealias EngineDimensions = LayoutEngine.ViewDimensions
typealias EngineSpacing = LayoutEngine.ViewSpacingPreferences
typealias EngineEdgeSet = LayoutEngine.EdgeSet
