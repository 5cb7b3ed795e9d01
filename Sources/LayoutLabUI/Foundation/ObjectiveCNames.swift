// Foundation as on Apple's systems, where Linux's lacks it: the Objective-C integer names
// (`NSInteger(self)`), and the `init()` every `NSObject` has, which `Timer` lacks on Linux
// (`var timer = Timer()`, a first value replaced by a scheduled timer later).
#if !canImport(Darwin)
import Foundation

/// Objective-C's integers (Foundation's `NSInteger` and `NSUInteger`: Swift's `Int` and `UInt`).
public typealias NSInteger = Int
public typealias NSUInteger = UInt

extension Timer {
    /// A timer that is never scheduled, so it never fires (`NSObject`'s `init()`, as on Apple's systems).
    public convenience init(_ unscheduled: Void = ()) {
        self.init(timeInterval: 0, repeats: false) { _ in }
    }
}
#endif
