// `Bundle.module`, the bundle SwiftPM generates for a package's resources, as package code names
// it (`Image("box/Lid", bundle: .module)`). Pasted files are compiled without resources, so a
// stand-in bundle answers: images and colours are named, never loaded, here.
import Foundation

extension Bundle {
    /// A package's resource bundle (SwiftPM's `Bundle.module`): the main bundle stands in; no
    /// resource is read from it.
    public static var module: Bundle { Bundle.main }
}
