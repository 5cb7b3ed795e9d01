// PhotoKit (`import Photos`), as gallery screens read the user's library: access is never
// granted and the library is empty here, so every fetch returns an empty result, image requests
// never call back (as a request for an asset that never loads), and changes are never made (their
// completion is never called; the async form throws `PHPhotosError.accessUserDenied`). Assets and
// collections are `NSObject`s, as in Photos, so models holding them are `Hashable`.
import Foundation

/// The photo library (Photos' `PHPhotoLibrary`): never authorized here (see the file header).
public final class PHPhotoLibrary: @unchecked Sendable {
    private static let library = PHPhotoLibrary()
    public static func shared() -> PHPhotoLibrary { library }
    public static func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus { .notDetermined }
    public static func authorizationStatus() -> PHAuthorizationStatus { .notDetermined }
    public static func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus { .denied }
    public static func requestAuthorization(for accessLevel: PHAccessLevel, handler: @escaping (PHAuthorizationStatus) -> Void) {}
    public static func requestAuthorization(_ handler: @escaping (PHAuthorizationStatus) -> Void) {}

    /// Makes the changes `changeBlock` asks for: none is made, and `completionHandler` is never called.
    public func performChanges(_ changeBlock: @escaping () -> Void, completionHandler: ((Bool, (any Error)?) -> Void)? = nil) {}
    /// The async form: throws `PHPhotosError.accessUserDenied`.
    public func performChanges(_ changeBlock: @escaping () -> Void) async throws {
        throw PHPhotosError(.accessUserDenied)
    }
    public func performChangesAndWait(_ changeBlock: () -> Void) throws { throw PHPhotosError(.accessUserDenied) }
    public func register(_ observer: any PHPhotoLibraryChangeObserver) {}
    public func unregisterChangeObserver(_ observer: any PHPhotoLibraryChangeObserver) {}
}

/// Why a library operation failed (Photos' `PHPhotosError`).
public struct PHPhotosError: Error, Sendable {
    public let code: Code
    public init(_ code: Code) { self.code = code }
    /// Photos' error codes.
    public enum Code: Int, Sendable { case invalid = -1, userCancelled = 3072, libraryVolumeOffline = 3114, accessRestricted = 3310, accessUserDenied = 3311 }
}

/// Told when the library changes (Photos' `PHPhotoLibraryChangeObserver`): never here.
public protocol PHPhotoLibraryChangeObserver: AnyObject {
    func photoLibraryDidChange(_ changeInstance: PHChange)
}

/// What changed in the library (Photos' `PHChange`).
public final class PHChange: @unchecked Sendable {
    init() {}
}

/// Read or add access (Photos' `PHAccessLevel`).
public enum PHAccessLevel: Int, Sendable { case addOnly = 1, readWrite = 2 }
/// Photo library access (Photos' `PHAuthorizationStatus`).
public enum PHAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized, limited }

/// An object of the library (Photos' `PHObject`): an `NSObject`, equal to itself alone.
open class PHObject: NSObject, @unchecked Sendable {
    open var localIdentifier: String { "" }
}

/// What an asset is (Photos' `PHAssetMediaType`).
public enum PHAssetMediaType: Int, Sendable { case unknown = 0, image = 1, video = 2, audio = 3 }

/// A photo or video of the library (Photos' `PHAsset`): the library is empty here, so assets are
/// only made by code, and have no pixels.
open class PHAsset: PHObject, @unchecked Sendable {
    open var mediaType: PHAssetMediaType { .unknown }
    open var pixelWidth: Int { 0 }
    open var pixelHeight: Int { 0 }
    open var creationDate: Date? { nil }
    open var modificationDate: Date? { nil }
    open var location: CLLocation? { nil }
    open var duration: TimeInterval { 0 }
    open var isFavorite: Bool { false }
    open var isHidden: Bool { false }

    /// The library's assets: none.
    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult()
    }
    open class func fetchAssets(in assetCollection: PHAssetCollection, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult()
    }
}

/// What a fetch found (Photos' `PHFetchResult`): always empty here.
open class PHFetchResult<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
    private let objects: [ObjectType]
    public override init() { objects = [] }
    open var count: Int { objects.count }
    open var firstObject: ObjectType? { objects.first }
    open var lastObject: ObjectType? { objects.last }
    open func object(at index: Int) -> ObjectType { objects[index] }
    open subscript(index: Int) -> ObjectType { objects[index] }
    open func objects(at indexes: IndexSet) -> [ObjectType] { indexes.map { objects[$0] } }
    open func contains(_ anObject: ObjectType) -> Bool { objects.contains { $0 === anObject } }
    open func index(of anObject: ObjectType) -> Int { objects.firstIndex { $0 === anObject } ?? NSNotFound }
    open func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop: ObjCBool = false
        for (index, object) in objects.enumerated() {
            block(object, index, &stop)
            if stop.boolValue { return }
        }
    }
}

/// How a fetch is sorted and narrowed (Photos' `PHFetchOptions`).
open class PHFetchOptions: NSObject, @unchecked Sendable {
    open var sortDescriptors: [NSSortDescriptor]?
    open var predicate: NSPredicate?
    open var fetchLimit = 0
    open var includeHiddenAssets = false
    open var includeAllBurstAssets = false
    public override init() {}
}

/// A kind of collection (Photos' `PHAssetCollectionType`).
public enum PHAssetCollectionType: Int, Sendable { case album = 1, smartAlbum = 2, moment = 3 }

/// A kind of album (Photos' `PHAssetCollectionSubtype`).
public enum PHAssetCollectionSubtype: Int, Sendable {
    case albumRegular = 2, albumSyncedEvent = 3, albumSyncedFaces = 4, albumSyncedAlbum = 5, albumImported = 6
    case albumMyPhotoStream = 100, albumCloudShared = 101
    case smartAlbumGeneric = 200, smartAlbumPanoramas = 201, smartAlbumVideos = 202, smartAlbumFavorites = 203
    case smartAlbumTimelapses = 204, smartAlbumAllHidden = 205, smartAlbumRecentlyAdded = 206, smartAlbumBursts = 207
    case smartAlbumSlomoVideos = 208, smartAlbumUserLibrary = 209, smartAlbumSelfPortraits = 210, smartAlbumScreenshots = 211
    case smartAlbumDepthEffect = 212, smartAlbumLivePhotos = 213, smartAlbumAnimated = 214, smartAlbumLongExposures = 215
    case smartAlbumUnableToUpload = 216, smartAlbumRAW = 217, smartAlbumCinematic = 218, smartAlbumSpatial = 219
    case any = 9_223_372_036_854_775_807
}

/// An album or smart album (Photos' `PHAssetCollection`): none is found here.
open class PHAssetCollection: PHObject, @unchecked Sendable {
    open var localizedTitle: String? { nil }
    open var assetCollectionType: PHAssetCollectionType { .album }
    open var assetCollectionSubtype: PHAssetCollectionSubtype { .albumRegular }
    open var estimatedAssetCount: Int { NSNotFound }
    open class func fetchAssetCollections(with type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype,
                                          options: PHFetchOptions?) -> PHFetchResult<PHAssetCollection> { PHFetchResult() }
    open class func fetchAssetCollections(withLocalIdentifiers identifiers: [String],
                                          options: PHFetchOptions?) -> PHFetchResult<PHAssetCollection> { PHFetchResult() }
}

/// An object a change request will create (Photos' `PHObjectPlaceholder`).
open class PHObjectPlaceholder: PHObject, @unchecked Sendable {}

/// A request to create, change or delete assets, inside `performChanges` (Photos'
/// `PHAssetChangeRequest`): the changes are never made here.
open class PHAssetChangeRequest: @unchecked Sendable {
    open var creationDate: Date?
    open var location: CLLocation?
    open var isFavorite = false
    open var isHidden = false
    open var placeholderForCreatedAsset: PHObjectPlaceholder? { nil }
    public init(for asset: PHAsset) {}
    init() {}
    open class func creationRequestForAsset(from image: UIImage) -> PHAssetChangeRequest { PHAssetChangeRequest() }
    open class func creationRequestForAssetFromImage(atFileURL fileURL: URL) -> PHAssetChangeRequest? { PHAssetChangeRequest() }
    open class func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> PHAssetChangeRequest? { PHAssetChangeRequest() }
    open class func deleteAssets(_ assets: Any) {}
}

/// A request to create or change an album (Photos' `PHAssetCollectionChangeRequest`).
open class PHAssetCollectionChangeRequest: @unchecked Sendable {
    open var title = ""
    open var placeholderForCreatedAssetCollection: PHObjectPlaceholder { PHObjectPlaceholder() }
    public init?(for assetCollection: PHAssetCollection) {}
    init() {}
    open class func creationRequestForAssetCollection(withTitle title: String) -> PHAssetCollectionChangeRequest {
        let request = PHAssetCollectionChangeRequest()
        request.title = title
        return request
    }
    open func addAssets(_ assets: Any) {}
    open func removeAssets(_ assets: Any) {}
}

/// How an image request fits the target size (Photos' `PHImageContentMode`).
public enum PHImageContentMode: Int, Sendable {
    case aspectFit = 0, aspectFill = 1
    public static let `default` = PHImageContentMode.aspectFit
}

/// An image request's number (Photos' `PHImageRequestID`).
public typealias PHImageRequestID = Int32
/// No request (Photos' `PHInvalidImageRequestID`).
public let PHInvalidImageRequestID: PHImageRequestID = 0
/// The largest size an asset has (Photos' `PHImageManagerMaximumSize`).
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)

/// How an image is delivered (Photos' `PHImageRequestOptions`).
open class PHImageRequestOptions: @unchecked Sendable {
    open var deliveryMode = DeliveryMode.opportunistic
    open var resizeMode = ResizeMode.fast
    open var version = Version.current
    open var isNetworkAccessAllowed = false
    open var isSynchronous = false
    open var progressHandler: ((Double, (any Error)?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?) -> Void)?
    public init() {}

    /// Photos' `PHImageRequestOptionsDeliveryMode`.
    public enum DeliveryMode: Int, Sendable { case opportunistic = 0, highQualityFormat = 1, fastFormat = 2 }
    /// Photos' `PHImageRequestOptionsResizeMode`.
    public enum ResizeMode: Int, Sendable { case none = 0, fast = 1, exact = 2 }
    /// Photos' `PHImageRequestOptionsVersion`.
    public enum Version: Int, Sendable { case current = 0, unadjusted = 1, original = 2 }
}

/// Asks for assets' images (Photos' `PHImageManager`): no image ever loads, so a result handler is
/// never called (see the file header).
open class PHImageManager: @unchecked Sendable {
    private static let manager = PHImageManager()
    open class func `default`() -> PHImageManager { manager }
    public init() {}
    @discardableResult
    open func requestImage(for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?,
                           resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID { PHInvalidImageRequestID }
    @discardableResult
    open func requestImageDataAndOrientation(for asset: PHAsset, options: PHImageRequestOptions?,
                                             resultHandler: @escaping (Data?, String?, CGImagePropertyOrientation, [AnyHashable: Any]?) -> Void)
        -> PHImageRequestID { PHInvalidImageRequestID }
    @discardableResult
    open func requestAVAsset(forVideo asset: PHAsset, options: PHVideoRequestOptions?,
                             resultHandler: @escaping (AVAsset?, Any?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID { PHInvalidImageRequestID }
    @discardableResult
    open func requestPlayerItem(forVideo asset: PHAsset, options: PHVideoRequestOptions?,
                                resultHandler: @escaping (AVPlayerItem?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID { PHInvalidImageRequestID }
    open func cancelImageRequest(_ requestID: PHImageRequestID) {}
}

/// An image manager that prepares images ahead (Photos' `PHCachingImageManager`): nothing to cache.
open class PHCachingImageManager: PHImageManager, @unchecked Sendable {
    open var allowsCachingHighQualityImages = true
    public override init() { super.init() }
    open func startCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) {}
    open func stopCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) {}
    open func stopCachingImagesForAllAssets() {}
}

/// How a video is delivered (Photos' `PHVideoRequestOptions`).
open class PHVideoRequestOptions: @unchecked Sendable {
    open var isNetworkAccessAllowed = false
    public init() {}
}

/// Which way up an image's pixels are (ImageIO's `CGImagePropertyOrientation`).
public enum CGImagePropertyOrientation: UInt32, Sendable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left
}
