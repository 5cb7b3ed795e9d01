// UIKit's views and controllers, which a SwiftUI view file may name (extensions of `UIView`, a
// hosting controller, the key window): layoutlab lays out SwiftUI views only, so each says at its
// line what to write instead.

/// Not supported: a UIKit view has no layout layoutlab can know.
@available(*, unavailable, message: "UIKit views cannot be laid out by layoutlab; stand in a SwiftUI view of the size it would take, e.g. Color.gray.frame(height: 200)")
open class UIView {}

/// Not supported: a UIKit view controller has no layout layoutlab can know.
@available(*, unavailable, message: "UIKit view controllers cannot be laid out by layoutlab; lay out the SwiftUI view it would show")
open class UIViewController {}

/// Not supported: SwiftUI views are laid out directly, not hosted in UIKit.
@available(*, unavailable, message: "layoutlab lays out SwiftUI views directly: use the root view itself (a #Preview of it)")
open class UIHostingController<Content> {}

/// Not supported: there are no UIKit windows; a preview's device is an iPhone 14 (UIScreen.main.bounds).
@available(*, unavailable, message: "there are no UIKit windows in layoutlab; read the screen from UIScreen.main.bounds or lay out with GeometryReader")
open class UIWindow {}

/// Not supported: there are no UIKit scenes; a preview's device is an iPhone 14 (UIScreen.main.bounds).
@available(*, unavailable, message: "there are no UIKit scenes in layoutlab; read the screen from UIScreen.main.bounds or lay out with GeometryReader")
open class UIWindowScene {}
