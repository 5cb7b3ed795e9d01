// Security's keychain calls, as apps' keychain helpers write them: a query dictionary of `kSec…`
// keys passed `as CFDictionary` to `SecItemAdd`, `SecItemCopyMatching`, `SecItemUpdate` and
// `SecItemDelete`. A preview starts with an empty keychain that keeps nothing: adding succeeds,
// and looking up, updating or deleting finds no item (`errSecItemNotFound`), as on a fresh install,
// so a view model reading a saved token lays out its signed-out screen. Core Foundation's types
// are Swift's here (`CFString` is `String`, `CFDictionary` a `[String: Any]`), so the casts apps
// write (`kSecClass as String`, `query as CFDictionary`) compile as written.
import Foundation

/// A Security result code (`errSecSuccess`, `errSecItemNotFound`).
public typealias OSStatus = Int32
/// Core Foundation's string: Swift's `String` here.
public typealias CFString = String
/// A CoreFoundation URL (`url as CFURL`, AudioToolbox takes one): Foundation's `URL` here.
public typealias CFURL = URL
/// Core Foundation's dictionary: a `[String: Any]` here.
public typealias CFDictionary = [String: Any]
/// Core Foundation's data: Foundation's `Data` here.
public typealias CFData = Data
/// Core Foundation's boolean: Swift's `Bool` here.
public typealias CFBoolean = Bool
/// Any Core Foundation object (an item `SecItemCopyMatching` returns).
public typealias CFTypeRef = AnyObject

public let kCFBooleanTrue: CFBoolean! = true
public let kCFBooleanFalse: CFBoolean! = false

public let errSecSuccess: OSStatus = 0
public let errSecItemNotFound: OSStatus = -25300
public let errSecDuplicateItem: OSStatus = -25299
public let errSecAuthFailed: OSStatus = -25293
public let errSecInteractionNotAllowed: OSStatus = -25308
public let errSecParam: OSStatus = -50
public let errSecUserCanceled: OSStatus = -128

// Item classes and attributes (their values are the keys' own names).
public let kSecClass: CFString = "class"
public let kSecClassGenericPassword: CFString = "genp"
public let kSecClassInternetPassword: CFString = "inet"
public let kSecClassKey: CFString = "keys"
public let kSecClassCertificate: CFString = "cert"
public let kSecClassIdentity: CFString = "idnt"
public let kSecAttrService: CFString = "svce"
public let kSecAttrAccount: CFString = "acct"
public let kSecAttrServer: CFString = "srvr"
public let kSecAttrLabel: CFString = "labl"
public let kSecAttrGeneric: CFString = "gena"
public let kSecAttrDescription: CFString = "desc"
public let kSecAttrComment: CFString = "icmt"
public let kSecAttrAccessGroup: CFString = "agrp"
public let kSecAttrSynchronizable: CFString = "sync"
public let kSecAttrSynchronizableAny: CFString = "syna"
public let kSecAttrAccessible: CFString = "pdmn"
public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"
public let kSecAttrAccessControl: CFString = "accc"
public let kSecAttrApplicationTag: CFString = "atag"
public let kSecAttrKeyType: CFString = "type"
public let kSecAttrKeyTypeRSA: CFString = "42"
public let kSecAttrKeyTypeEC: CFString = "73"
public let kSecAttrKeyTypeECSECPrimeRandom: CFString = "73"
public let kSecAttrKeySizeInBits: CFString = "bsiz"
public let kSecAttrIsPermanent: CFString = "perm"
public let kSecAttrTokenID: CFString = "tkid"
public let kSecPrivateKeyAttrs: CFString = "private"
public let kSecValueData: CFString = "v_Data"
public let kSecValueRef: CFString = "v_Ref"
public let kSecReturnData: CFString = "r_Data"
public let kSecReturnAttributes: CFString = "r_Attributes"
public let kSecReturnRef: CFString = "r_Ref"
public let kSecReturnPersistentRef: CFString = "r_PersistentRef"
public let kSecMatchLimit: CFString = "m_Limit"
public let kSecMatchLimitOne: CFString = "m_LimitOne"
public let kSecMatchLimitAll: CFString = "m_LimitAll"
public let kSecUseDataProtectionKeychain: CFString = "u_DataProtectionKeychain"
public let kSecUseAuthenticationContext: CFString = "u_AuthCtx"

/// Adds an item: succeeds, and the preview's keychain keeps nothing.
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    errSecSuccess
}

/// Looks an item up: a preview's keychain has none (`result` stays nil).
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    result?.pointee = nil
    return errSecItemNotFound
}

/// Updates an item: a preview's keychain has none.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    errSecItemNotFound
}

/// Deletes items: a preview's keychain has none.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    errSecItemNotFound
}

/// A result code's message, as apps log it.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    status == errSecSuccess ? "No error." : "OSStatus \(status)"
}

/// The random number generator `SecRandomCopyBytes` takes (`kSecRandomDefault`).
public struct SecRandom: Sendable {}
public typealias SecRandomRef = SecRandom
public let kSecRandomDefault: SecRandomRef? = nil

/// Fills `bytes` with `count` random bytes (Sign in with Apple's nonces).
public func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
    var generator = SystemRandomNumberGenerator()
    for offset in 0..<count { bytes.storeBytes(of: UInt8.random(in: .min ... .max, using: &generator), toByteOffset: offset, as: UInt8.self) }
    return errSecSuccess
}
