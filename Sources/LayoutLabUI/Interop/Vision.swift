// Vision's text recognition as receipt and document scanners use it (`import Vision`): requests
// compile and run, and recognize nothing (no image is decoded here: `UIImage.cgImage` is nil), so a
// scanner's view shows its empty state. Performing a request calls its completion with no results.
import Foundation

/// A Vision request's completion (Vision's `VNRequestCompletionHandler`).
public typealias VNRequestCompletionHandler = (VNRequest, (any Error)?) -> Void

/// An image analysis request (Vision's `VNRequest`): its results stay empty.
open class VNRequest: @unchecked Sendable {
    public let completionHandler: VNRequestCompletionHandler?
    open var results: [VNObservation]? { [] }
    open var revision = 1
    open var usesCPUOnly = false

    public init(completionHandler: VNRequestCompletionHandler? = nil) {
        self.completionHandler = completionHandler
    }

    open func cancel() {}
}

/// A request about an image region (Vision's `VNImageBasedRequest`).
open class VNImageBasedRequest: VNRequest, @unchecked Sendable {
    open var regionOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
}

/// How hard text recognition tries (Vision's `VNRequestTextRecognitionLevel`).
public enum VNRequestTextRecognitionLevel: Int, Sendable {
    case accurate, fast
}

/// Finds and reads text in an image (Vision's `VNRecognizeTextRequest`).
open class VNRecognizeTextRequest: VNImageBasedRequest, @unchecked Sendable {
    open var recognitionLevel = VNRequestTextRecognitionLevel.accurate
    open var recognitionLanguages: [String] = ["en-US"]
    open var usesLanguageCorrection = true
    open var automaticallyDetectsLanguage = false
    open var customWords: [String] = []
    open var minimumTextHeight: Float = 0

    open func supportedRecognitionLanguages() throws -> [String] { recognitionLanguages }
}

/// Something a request found (Vision's `VNObservation`). Vision types each request's results
/// (a text request's are `VNRecognizedTextObservation`s), which a Swift subclass cannot redeclare:
/// here every observation answers what the text and object observations do, so code written
/// against either compiles.
open class VNObservation: @unchecked Sendable {
    open var uuid = UUID()
    open var confidence: Float = 0
    /// Where it was found, in normalized coordinates.
    open var boundingBox = CGRect.zero
    /// The readings of a line of text: none here.
    open func topCandidates(_ maxCandidateCount: Int) -> [VNRecognizedText] { [] }
}

/// A found region of an image (Vision's `VNDetectedObjectObservation`).
open class VNDetectedObjectObservation: VNObservation, @unchecked Sendable {}

/// A line of text found (Vision's `VNRecognizedTextObservation`).
open class VNRecognizedTextObservation: VNDetectedObjectObservation, @unchecked Sendable {}

/// One reading of a line of text (Vision's `VNRecognizedText`).
open class VNRecognizedText: @unchecked Sendable {
    open var string = ""
    open var confidence: Float = 0
}

/// Performs requests on one image (Vision's `VNImageRequestHandler`): each request completes with
/// no results.
open class VNImageRequestHandler: @unchecked Sendable {
    public init(cgImage image: CGImage, options: [AnyHashable: Any] = [:]) {}
    public init(ciImage image: CIImage, options: [AnyHashable: Any] = [:]) {}
    public init(url imageURL: URL, options: [AnyHashable: Any] = [:]) {}
    public init(data imageData: Data, options: [AnyHashable: Any] = [:]) {}

    open func perform(_ requests: [VNRequest]) throws {
        for request in requests { request.completionHandler?(request, nil) }
    }
}
