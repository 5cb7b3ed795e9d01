// Auto Layout as UIKit code in SwiftUI files writes it: a `UIViewRepresentable` pinning a hosted
// view to a scroll view's edges, a view's `safeAreaLayoutGuide`. Constraints are made and kept so
// that such code compiles and runs; they are never solved (a representable is laid out as
// `Representables.swift` says).
import Foundation

/// A relation between two anchors, or an anchor and a constant (UIKit's `NSLayoutConstraint`).
public final class NSLayoutConstraint: @unchecked Sendable {
    /// A layout axis (UIKit's `NSLayoutConstraint.Axis`).
    public enum Axis: Int, Sendable { case horizontal, vertical }
    /// The part of a view a constraint relates (UIKit's `NSLayoutConstraint.Attribute`).
    public enum Attribute: Int, Sendable {
        case notAnAttribute = 0, left, right, top, bottom, leading, trailing, width, height, centerX, centerY,
             lastBaseline, firstBaseline
    }
    /// How the two sides compare (UIKit's `NSLayoutConstraint.Relation`).
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }

    public var isActive = false
    public var constant: CGFloat
    public let multiplier: CGFloat
    public let relation: Relation
    public var priority = UILayoutPriority.required
    public var identifier: String?

    init(relation: Relation = .equal, multiplier: CGFloat = 1, constant: CGFloat = 0) {
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
    }

    /// A constraint written item by item, as before anchors.
    public convenience init(item: Any, attribute: Attribute, relatedBy relation: Relation, toItem: Any?,
                            attribute otherAttribute: Attribute, multiplier: CGFloat, constant: CGFloat) {
        self.init(relation: relation, multiplier: multiplier, constant: constant)
    }

    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

/// An edge, centre or size of a view or layout guide that constraints relate (UIKit's `NSLayoutAnchor`).
open class NSLayoutAnchor<AnchorType: AnyObject>: @unchecked Sendable {
    public init() {}

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: constant)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(relation: .greaterThanOrEqual)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(relation: .greaterThanOrEqual, constant: constant)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(relation: .lessThanOrEqual)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(relation: .lessThanOrEqual, constant: constant)
    }
}

/// A horizontal edge or centre (UIKit's `NSLayoutXAxisAnchor`).
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor>, @unchecked Sendable {}

/// A vertical edge, centre or baseline (UIKit's `NSLayoutYAxisAnchor`).
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor>, @unchecked Sendable {}

/// A width or height, which can also be related to a constant (UIKit's `NSLayoutDimension`).
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension>, @unchecked Sendable {
    open func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: constant) }
    open func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(relation: .greaterThanOrEqual, constant: constant)
    }
    open func constraint(lessThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(relation: .lessThanOrEqual, constant: constant)
    }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(multiplier: multiplier)
    }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(multiplier: multiplier, constant: constant)
    }
}

/// A rectangle constraints can relate without a view (UIKit's `UILayoutGuide`): a view's safe area
/// and margins.
open class UILayoutGuide: @unchecked Sendable {
    open var identifier = ""
    open weak var owningView: UIView?
    open var layoutFrame: CGRect { owningView?.bounds ?? .zero }

    public init() {}
}

/// What constraints can be made to: a view's and a layout guide's edges, centres and sizes (each
/// a new anchor: constraints are never solved).
public protocol _LayoutAnchors {}

extension _LayoutAnchors {
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
}

extension UILayoutGuide: _LayoutAnchors {}

extension UIView: _LayoutAnchors {
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }

    /// The view's safe area as a guide (its bounds here: the guide is never solved).
    public var safeAreaLayoutGuide: UILayoutGuide { guide() }
    public var layoutMarginsGuide: UILayoutGuide { guide() }
    public var readableContentGuide: UILayoutGuide { guide() }

    private func guide() -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.owningView = self
        return guide
    }

    /// Constraints added to a view are active, as in UIKit.
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }
    public func addLayoutGuide(_ guide: UILayoutGuide) { guide.owningView = self }
}
