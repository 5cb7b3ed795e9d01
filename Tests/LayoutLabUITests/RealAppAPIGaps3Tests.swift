// Framework API that real map, camera, photo, video, music and word-game apps use, which this
// library had not declared, each with what it does to layout: MapKit's zero region, selection,
// route lines and Look Around; AVKit's player controller as a UIKit controller; AVFoundation's
// camera stack, items, assets, routes and utterances; UIKit's failable colours, scenes,
// containment, popovers and older classes; Core Image's built-in filters and their keys; PhotoKit
// with an empty library; MediaPlayer's volume view and commands; NaturalLanguage's tokenizer; and
// SwiftUI's string-titled progress views and role-only tabs.
import Foundation
import LayoutLabUI
import Testing

// MARK: MapKit

/// A search screen as the Apple-Maps-style apps write it: a map with a selection and a route line,
/// Look Around under it, in a sheet that lets the map be used up to its medium detent.
private struct PlaceSearch: View {
    @State private var position: MapCameraPosition = .automatic
    @State private var selection: MKMapItem?
    @State private var scene: MKLookAroundScene?
    @State private var region = MKCoordinateRegion()
    var route: MKRoute?

    var body: some View {
        VStack(spacing: 0) {
            Map(position: $position, selection: $selection) {
                if let route { MapPolyline(route).stroke(.cyan, lineWidth: 5) }
                UserAnnotation()
            }
            .id("map")
            LookAroundPreview(initialScene: scene).frame(height: 200).id("look")
        }
        .presentationBackgroundInteraction(.enabled(upThrough: .medium))
    }
}

/// A place's buttons: a call button only when the item has a phone number.
private struct ActionButtons: View {
    let item: MKMapItem
    var body: some View {
        HStack(spacing: 8) {
            if item.phoneNumber != nil { Color.green.frame(width: 100, height: 40).id("call") }
            Color.blue.frame(width: 100, height: 40).id("go")
        }
    }
}

// MARK: AVKit and AVFoundation

/// The usual video representable: an `AVPlayerViewController` with its picture-in-picture settings.
private struct PlayerView: UIViewControllerRepresentable {
    let player: AVPlayer
    func makeUIViewController(context: Context) -> AVPlayerViewController {
        let controller = AVPlayerViewController()
        controller.player = player
        controller.allowsPictureInPicturePlayback = true
        controller.canStartPictureInPictureAutomaticallyFromInline = true
        return controller
    }
    func updateUIViewController(_ uiViewController: AVPlayerViewController, context: Context) {}
}

/// A music model whose properties start with `NSObject`'s `init()`.
private final class MusicModel: ObservableObject {
    var player = AVAudioPlayer()
    var timer = Timer()
}

// MARK: The camera

/// A camera preview view, its layer the session's preview layer.
private final class PreviewView: UIView, @unchecked Sendable {
    override class var layerClass: AnyClass { AVCaptureVideoPreviewLayer.self }
    var previewLayer: AVCaptureVideoPreviewLayer { layer as! AVCaptureVideoPreviewLayer }
}

/// The camera preview as camera apps wrap it.
private struct CameraPreview: UIViewRepresentable {
    let session: AVCaptureSession
    func makeUIView(context: Context) -> PreviewView {
        let view = PreviewView()
        view.previewLayer.session = session
        view.previewLayer.videoGravity = .resizeAspectFill
        return view
    }
    func updateUIView(_ uiView: PreviewView, context: Context) {}
}

/// A camera service as camera apps write it: find the back camera, add it and a photo output, run.
private final class CameraService: NSObject, AVCapturePhotoCaptureDelegate, @unchecked Sendable {
    let session = AVCaptureSession()
    let output = AVCapturePhotoOutput()
    var photos = 0

    func configure() {
        session.beginConfiguration()
        session.sessionPreset = .photo
        if let camera = AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back),
           let input = try? AVCaptureDeviceInput(device: camera), session.canAddInput(input) {
            session.addInput(input)
        }
        if session.canAddOutput(output) { session.addOutput(output) }
        session.commitConfiguration()
        session.startRunning()
    }

    func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?) {
        photos += 1
    }
}

// MARK: PhotoKit and Core Image

/// A photo of a gallery's model, holding its asset.
private struct Photo: Hashable {
    var asset: PHAsset?
}

/// A gallery of the user's library: a placeholder when it has no photos.
private struct Gallery: View {
    let assets = PHAsset.fetchAssets(with: .image, options: nil)
    var body: some View {
        if assets.count == 0 {
            Color.gray.frame(width: 200, height: 100).id("empty")
        } else {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 3)], spacing: 3) {
                ForEach(0..<assets.count, id: \.self) { _ in Color.red.aspectRatio(1, contentMode: .fill) }
            }
            .id("grid")
        }
    }
}

/// A bitmap as Core Image takes it (`CIImage(cgImage:)`).
private func wrap(_ image: CGImage) -> CIImage { CIImage(cgImage: image) }

/// Instafilter's sliders: one row per input the current filter has.
private struct FilterSliders: View {
    let filter: CIFilter
    var body: some View {
        VStack(spacing: 0) {
            if filter.inputKeys.contains(kCIInputIntensityKey) { Color.red.frame(width: 100, height: 30).id("intensity") }
            if filter.inputKeys.contains(kCIInputRadiusKey) { Color.green.frame(width: 100, height: 30).id("radius") }
            if filter.inputKeys.contains(kCIInputScaleKey) { Color.blue.frame(width: 100, height: 30).id("scale") }
        }
    }
}

// MARK: UIKit

/// A controller that reacts to moving into a container (care-chords' clear background).
private final class ContainedController: UIViewController, @unchecked Sendable {
    var moves: [String] = []
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        moves.append("will")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        moves.append("did")
    }
}

/// An app's scene delegate, as UIKit-lifecycle apps declare it.
private final class SceneDelegate: UIResponder, UIWindowSceneDelegate, @unchecked Sendable {
    var window: UIWindow?
}

// MARK: MediaPlayer and NaturalLanguage

/// The system's volume slider, as music screens wrap it.
private struct VolumeSlider: UIViewRepresentable {
    func makeUIView(context: Context) -> MPVolumeView { MPVolumeView(frame: .zero) }
    func updateUIView(_ uiView: MPVolumeView, context: Context) {}
}

/// The words of a text, each a row (ABCPal's word list).
private struct WordRows: View {
    let text: String
    var words: [String] {
        let tokenizer = NLTokenizer(unit: .word)
        tokenizer.string = text
        var words: [String] = []
        tokenizer.enumerateTokens(in: text.startIndex..<text.endIndex) { range, _ in
            words.append(String(text[range]))
            return true
        }
        return words
    }
    var body: some View {
        VStack(spacing: 0) {
            ForEach(words, id: \.self) { _ in Color.red.frame(width: 50, height: 20) }
        }
        .id("words")
    }
}

@Suite("Framework API of map, camera, photo, media and game apps")
struct RealAppAPIGaps3Tests {
    private let proposal = ProposedViewSize(width: 390, height: 844)

    /// The map is one flexible view (MapKit.swift) and Look Around a controller's view without a
    /// size of its own (MapKitLookAround.swift, as `UIViewControllerRepresentable`s are): in the
    /// 390 × 844 proposal the 200-high Look Around is placed first and the map takes the other
    /// 644. The sheet's background interaction is a presentation setting, not layout [DOC
    /// `presentationBackgroundInteraction(_:)`: "Controls whether people can interact with the
    /// view behind a presentation"]. In a vertical scroll view, Look Around has no height, as any
    /// representable.
    @Test("Map(position:selection:), MapPolyline(route), LookAroundPreview and presentationBackgroundInteraction(.enabled(upThrough:))")
    func mapSearchScreen() {
        let result = LayoutLab.layout(PlaceSearch(), in: proposal)
        expectFrame(result, "map", CGRect(x: 0, y: 0, width: 390, height: 644))
        expectFrame(result, "look", CGRect(x: 0, y: 644, width: 390, height: 200))
        let scrolled = LayoutLab.layout(ScrollView { LookAroundPreview(initialScene: nil).id("look") }, in: proposal)
        expectFrame(scrolled, "look", CGRect(x: 0, y: 0, width: 390, height: 0))
    }

    /// `MKCoordinateRegion()` is the C struct's zero initializer, as Swift imports C structs [DOC
    /// Swift, "Using Imported C Structs and Unions in Swift": "Swift provides a default initializer
    /// that sets every field to zero"]. Look Around finds no scene here (the request answers nil).
    @Test("MKCoordinateRegion() is all zeros; a Look Around request finds no scene")
    func regionAndLookAround() async throws {
        let region = MKCoordinateRegion()
        #expect(region.center == CLLocationCoordinate2D(latitude: 0, longitude: 0))
        #expect(region.span == MKCoordinateSpan(latitudeDelta: 0, longitudeDelta: 0))
        let request = MKLookAroundSceneRequest(mapItem: MKMapItem())
        #expect(try await request.scene == nil)
        var answered = false
        request.getSceneWithCompletionHandler { scene, error in answered = scene == nil && error == nil }
        #expect(answered)
    }

    /// A placemark made from an address dictionary has the address in CoreLocation's fields
    /// [DOC `CLPlacemark`: `locality` is "the city", `administrativeArea` "the state or
    /// province", `thoroughfare` "the street address"], and a location at its coordinate. A map
    /// item keeps its placemark and the phone number set on it: the call button shows only then.
    /// Two 100 × 40 buttons 8 apart are 208 wide, centred at x 91 in 390; one alone at x 145;
    /// both at y (844 − 40) / 2 = 402.
    @Test("MKPlacemark(coordinate:addressDictionary:) with CNPostalAddress keys; MKMapItem.phoneNumber")
    func placemarkAndPhone() throws {
        let coordinate = CLLocationCoordinate2D(latitude: 37.33, longitude: -122.03)
        let placemark = MKPlacemark(coordinate: coordinate, addressDictionary: [
            CNPostalAddressStreetKey: "1 Infinite Loop", CNPostalAddressCityKey: "Cupertino", CNPostalAddressStateKey: "CA",
            CNPostalAddressPostalCodeKey: "95014", CNPostalAddressCountryKey: "United States",
        ])
        #expect(placemark.thoroughfare == "1 Infinite Loop" && placemark.locality == "Cupertino")
        #expect(placemark.administrativeArea == "CA" && placemark.postalCode == "95014" && placemark.country == "United States")
        #expect(placemark.location?.coordinate == coordinate)
        let item = MKMapItem(placemark: placemark)
        #expect(item.placemark === placemark && item.phoneNumber == nil)
        let without = LayoutLab.layout(ActionButtons(item: item), in: proposal)
        expectFrame(without, "go", CGRect(x: 145, y: 402, width: 100, height: 40))
        #expect(without["call"] == nil)
        item.phoneNumber = "+1 (408) 996-1010"
        let with = LayoutLab.layout(ActionButtons(item: item), in: proposal)
        expectFrame(with, "call", CGRect(x: 91, y: 402, width: 100, height: 40))
        expectFrame(with, "go", CGRect(x: 199, y: 402, width: 100, height: 40))
    }

    /// `AVPlayerViewController` is a `UIViewController` [DOC AVKit `AVPlayerViewController`:
    /// "class AVPlayerViewController : UIViewController"], so the representable compiles and is
    /// laid out as a controller's view: it takes the 390 × 219.375 that `aspectRatio(16/9, .fit)`
    /// proposes (390 / (16 / 9)), centred at y (844 − 219.375) / 2 = 312.3125. Its settings
    /// start at AVKit's defaults [DOC: `allowsPictureInPicturePlayback` "The default value is
    /// true", `canStartPictureInPictureAutomaticallyFromInline` "The default value is false",
    /// `updatesNowPlayingInfoCenter` "The default value is true", `entersFullScreenWhenPlaybackBegins`
    /// and `exitsFullScreenWhenPlaybackEnds` "The default value is false", `videoGravity`
    /// "The default value is resizeAspect"].
    @Test("AVPlayerViewController in a UIViewControllerRepresentable, with AVKit's defaults")
    func playerController() {
        let result = LayoutLab.layout(PlayerView(player: AVPlayer()).aspectRatio(16 / 9, contentMode: .fit).id("player"), in: proposal)
        expectFrame(result, "player", CGRect(x: 0, y: 312.3125, width: 390, height: 219.375))
        let controller = AVPlayerViewController()
        #expect(controller.showsPlaybackControls && controller.allowsPictureInPicturePlayback && controller.updatesNowPlayingInfoCenter)
        #expect(!controller.canStartPictureInPictureAutomaticallyFromInline)
        #expect(!controller.entersFullScreenWhenPlaybackBegins && !controller.exitsFullScreenWhenPlaybackEnds)
        #expect(controller.videoGravity == .resizeAspect)
        let root = UIViewController()
        root.present(controller, animated: true)
        controller.dismiss(animated: true)
    }

    /// Players, items, assets and the audio route as music and video code reads them. A preview's
    /// iPhone has nothing plugged in, so its output is the built-in speaker [DOC
    /// `AVAudioSession.Port.builtInSpeaker`: "Output to the device's built-in speaker"]: the
    /// speaker badge (60 × 40) shows, centred at (165, 402). An item never loads, so it never has
    /// enough to keep playing [DOC `isPlaybackLikelyToKeepUp`].
    @Test("AVAudioPlayer(), Timer(), AVPlayerItem, AVAsset(url:), AVFileType, AVAudioSession.currentRoute, AVSpeechUtterance")
    func audioAndVideoModels() {
        let model = MusicModel()
        #expect(!model.player.isPlaying && model.player.duration == 0 && model.timer.timeInterval == 0)
        let url = URL(fileURLWithPath: "/tmp/song.mp3")
        let item = AVPlayerItem(url: url)
        #expect(!item.isPlaybackLikelyToKeepUp && item.status == .unknown)
        #expect(AVAsset(url: url).commonMetadata.isEmpty)
        #expect(AVFileType.mp3.rawValue == "public.mp3")
        #expect(Notification.Name.AVPlayerItemDidPlayToEndTime.rawValue == "AVPlayerItemDidPlayToEndTimeNotification")
        let utterance = AVSpeechUtterance(string: "abc")
        #expect(utterance.preUtteranceDelay == 0 && utterance.rate == AVSpeechUtteranceDefaultSpeechRate)
        let outputs = AVAudioSession.sharedInstance().currentRoute.outputs
        #expect(outputs.map(\.portType) == [.builtInSpeaker])
        let result = LayoutLab.layout(
            Group {
                if outputs.first?.portType == AVAudioSession.Port.headphones {
                    Color.red.frame(width: 100, height: 40).id("headphones")
                } else {
                    Color.blue.frame(width: 60, height: 40).id("speaker")
                }
            },
            in: proposal)
        expectFrame(result, "speaker", CGRect(x: 165, y: 402, width: 60, height: 40))
    }

    /// The camera stack compiles as camera apps write it and delivers nothing: no device is found
    /// (a preview has no camera), so the session gets the output and no input, never runs, and the
    /// delegate never gets a photo. The preview view's layer is the preview layer, holding the
    /// session. The representable fills the 390 × 844 ZStack; the 70-point shutter sits at the
    /// bottom of its VStack, at x (390 − 70) / 2 = 160, y 844 − 70 = 774.
    @Test("AVCaptureSession, AVCaptureDevice, AVCapturePhotoOutput and a preview layer: a camera that never runs")
    func cameraStack() {
        let service = CameraService()
        service.configure()
        #expect(service.session.inputs.isEmpty && service.session.outputs.count == 1 && !service.session.isRunning)
        #expect(service.session.sessionPreset == .photo)
        #expect(AVCaptureDevice.DiscoverySession(deviceTypes: [.builtInWideAngleCamera], mediaType: .video, position: .front).devices.isEmpty)
        service.output.capturePhoto(with: AVCapturePhotoSettings(), delegate: service)
        #expect(service.photos == 0)
        let view = PreviewView()
        view.previewLayer.session = service.session
        #expect(view.previewLayer.session === service.session && view.previewLayer.videoGravity == .resizeAspect)
        let result = LayoutLab.layout(
            ZStack {
                CameraPreview(session: service.session).id("preview")
                VStack {
                    Spacer()
                    Color.white.frame(width: 70, height: 70).id("shutter")
                }
            },
            in: proposal)
        expectFrame(result, "preview", CGRect(x: 0, y: 0, width: 390, height: 844))
        expectFrame(result, "shutter", CGRect(x: 160, y: 774, width: 70, height: 70))
    }

    /// Each built-in filter has Core Image's inputs and defaults [DOC Core Image Filter
    /// Reference: CIColorControls inputSaturation 1, inputBrightness 0, inputContrast 1;
    /// CITwirlDistortion inputCenter (150, 150), inputRadius 300, inputAngle 3.14; CIGloom and
    /// CIBloom inputRadius 10, inputIntensity 0.5; CISepiaTone inputIntensity; CIPixellate
    /// inputCenter, inputScale]. Instafilter shows a 30-high slider row per input: bloom has two
    /// (100 × 60, from y (844 − 60) / 2 = 392), pixellate the scale row alone (y 407).
    @Test("CIFilter built-ins colorControls, twirlDistortion, gloom, bloom; inputKeys and kCIInput keys")
    func coreImageFilters() {
        let controls = CIFilter.colorControls()
        #expect(controls.inputKeys == [kCIInputImageKey, kCIInputSaturationKey, kCIInputBrightnessKey, kCIInputContrastKey])
        #expect(controls.saturation == 1 && controls.brightness == 0 && controls.contrast == 1)
        let twirl = CIFilter.twirlDistortion()
        #expect(twirl.center == CGPoint(x: 150, y: 150) && twirl.radius == 300 && twirl.angle == .pi)
        for filter in [CIFilter.gloom(), CIFilter.bloom()] {
            #expect(filter.radius == 10 && filter.intensity == 0.5)
        }
        let sepia = CIFilter(name: "CISepiaTone")
        #expect(sepia?.inputKeys.contains(kCIInputIntensityKey) == true)
        sepia?.setValue(0.25, forKey: kCIInputIntensityKey)
        #expect(sepia?.intensity == 0.25 && sepia?.outputImage == nil)
        #expect([kCIInputImageKey, kCIInputRadiusKey, kCIInputScaleKey] == ["inputImage", "inputRadius", "inputScale"])
        let bloom = LayoutLab.layout(FilterSliders(filter: .bloom()), in: proposal)
        expectFrame(bloom, "intensity", CGRect(x: 145, y: 392, width: 100, height: 30))
        expectFrame(bloom, "radius", CGRect(x: 145, y: 422, width: 100, height: 30))
        #expect(bloom["scale"] == nil)
        let pixellate = LayoutLab.layout(FilterSliders(filter: .pixellate()), in: proposal)
        expectFrame(pixellate, "scale", CGRect(x: 145, y: 407, width: 100, height: 30))
        #expect(pixellate["intensity"] == nil && pixellate["radius"] == nil)
    }

    /// Assets are `NSObject`s, equal only to themselves [DOC `PHAsset`: "class PHAsset : PHObject",
    /// `PHObject`: "class PHObject : NSObject"], so a model holding one is `Hashable`. The library
    /// is empty here: fetches find nothing, image requests never call back, changes are never made.
    /// The gallery shows its 200 × 100 placeholder, centred at (95, 372).
    @Test("PHAsset is Hashable; fetches are empty; image requests and changes never call back; PHPickerFilter.cinematicVideos")
    func photoLibrary() async {
        let asset = PHAsset()
        #expect(Photo(asset: asset) == Photo(asset: asset) && Photo(asset: asset) != Photo(asset: PHAsset()))
        let options = PHFetchOptions()
        options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
        options.predicate = NSPredicate(format: "mediaType == %d", PHAssetMediaType.image.rawValue)
        let assets = PHAsset.fetchAssets(with: options)
        #expect(assets.count == 0 && assets.firstObject == nil)
        #expect(PHAssetCollection.fetchAssetCollections(with: .album, subtype: .any, options: nil).count == 0)
        var calls = 0
        PHCachingImageManager().requestImage(for: asset, targetSize: CGSize(width: 100, height: 100), contentMode: .aspectFill,
                                             options: PHImageRequestOptions()) { _, _ in calls += 1 }
        PHPhotoLibrary.shared().performChanges({
            _ = PHAssetChangeRequest.creationRequestForAsset(from: UIImage())
        }, completionHandler: { _, _ in calls += 1 })
        #expect(calls == 0)
        await #expect(throws: PHPhotosError.self) { try await PHPhotoLibrary.shared().performChanges {} }
        #expect(PHPickerFilter.any(of: [.images, .cinematicVideos]) != .cinematicVideos)
        let result = LayoutLab.layout(Gallery(), in: proposal)
        expectFrame(result, "empty", CGRect(x: 95, y: 372, width: 200, height: 100))
    }

    /// Without the app's catalog every name may be a colour of the app, so the force-unwrapped
    /// failable `UIColor(named:)` is a colour: 10 × 10, centred at (190, 417). (With a catalog, a
    /// name it lacks is nil: AssetCatalogTests.) The scene has no delegate, as none is made.
    @Test("UIColor(named:) is failable; UIScene.delegate and UIWindowSceneDelegate.window")
    func colourAndScene() {
        let result = LayoutLab.layout(Color(UIColor(named: "wrong")!).frame(width: 10, height: 10).id("wrong"), in: proposal)
        expectFrame(result, "wrong", CGRect(x: 190, y: 417, width: 10, height: 10))
        let window = (UIApplication.shared.connectedScenes.first?.delegate as? UIWindowSceneDelegate)?.window ?? nil
        #expect(window == nil)
        let delegate = SceneDelegate()
        delegate.window = UIWindow(frame: .zero)
        #expect((delegate as UIWindowSceneDelegate).window === delegate.window)
    }

    /// Containment calls reach the overrides and set the parent; nothing is presented, so no
    /// controller is presented. A controller gets a popover only with the `.popover` style [DOC
    /// `popoverPresentationController`: "creates a popover presentation controller when the value
    /// in the modalPresentationStyle property is UIModalPresentationPopover. If the modal
    /// presentation style is a different value, this property is nil"].
    @Test("willMove/didMove(toParent:), presentedViewController, popoverPresentationController")
    func controllers() throws {
        let parent = UIViewController()
        let child = ContainedController()
        child.willMove(toParent: parent)
        parent.addChild(child)
        child.didMove(toParent: parent)
        #expect(child.moves == ["will", "did"] && child.parent === parent && parent.children.count == 1)
        #expect(parent.presentedViewController == nil)
        let share = UIActivityViewController(activityItems: ["x"], applicationActivities: nil)
        #expect(share.popoverPresentationController == nil)
        share.modalPresentationStyle = .popover
        let popover = try #require(share.popoverPresentationController)
        popover.sourceView = UIView()
        popover.sourceRect = CGRect(x: 10, y: 20, width: 30, height: 40)
        popover.permittedArrowDirections = .up
        #expect(share.popoverPresentationController === popover && popover.sourceRect.width == 30 && popover.permittedArrowDirections == .up)
    }

    /// UIKit an older game and a word game call: an alert view keeps its buttons (the cancel one
    /// first) and is never shown; a swipe recognizer its direction; the dictionary defines any word
    /// (none is installed: code runs as for a word that exists); saving to the album does nothing.
    @Test("UIAlertView, UISwipeGestureRecognizer, UIReferenceLibraryViewController, UIButton.appearance(), UIImageWriteToSavedPhotosAlbum")
    func olderUIKit() {
        let alert = UIAlertView(title: "Defeat", message: nil, delegate: nil, cancelButtonTitle: "OK", otherButtonTitles: "Retry")
        #expect(alert.numberOfButtons == 2 && alert.cancelButtonIndex == 0 && alert.addButton(withTitle: "Menu") == 2)
        alert.show()
        let view = UIView()
        let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
        swipe.direction = .up
        view.addGestureRecognizer(swipe)
        #expect(swipe.direction == .up && swipe.view === view)
        #expect(UIReferenceLibraryViewController.dictionaryHasDefinition(forTerm: "crane"))
        UIButton.appearance().tintColor = .red
        let image = UIImage(systemName: "photo")
        #expect(image?.imageOrientation == .up)
        if let image { UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil) }
        #expect(image?.cgImage?.cropping(to: CGRect(x: 0, y: 0, width: 10, height: 10)) == nil)
        #expect(NSInteger(3.7) == 3)
    }

    /// The volume view is a UIKit view holding a slider, as on iOS (apps reach it through
    /// `subviews`); wrapped, it takes its 390 × 40 frame at y 402. The shuffle command shows no
    /// shuffle until set. The tokenizer splits by characters (NaturalLanguage.swift): "hola amigo"
    /// is two words, 50 × 40 of rows centred at (170, 402); the tagger tags none.
    @Test("MPVolumeView, changeShuffleModeCommand, NLTokenizer and NLTagger")
    func volumeAndLanguage() {
        #expect(MPVolumeView().subviews.first is UISlider)
        let shuffle = MPRemoteCommandCenter.shared().changeShuffleModeCommand
        #expect(shuffle.currentShuffleType == .off)
        shuffle.addTarget { _ in .success }
        let volume = LayoutLab.layout(VolumeSlider().frame(height: 40).id("volume"), in: proposal)
        expectFrame(volume, "volume", CGRect(x: 0, y: 402, width: 390, height: 40))
        let words = LayoutLab.layout(WordRows(text: "hola amigo"), in: proposal)
        expectFrame(words, "words", CGRect(x: 170, y: 402, width: 50, height: 40))
        let text = "Hola, amigo! Don't stop.\nNew line"
        let tokenizer = NLTokenizer(unit: .word)
        tokenizer.string = text
        #expect(tokenizer.tokens(for: text.startIndex..<text.endIndex).map { String(text[$0]) } == ["Hola", "amigo", "Don't", "stop", "New", "line"])
        let sentences = NLTokenizer(unit: .sentence)
        sentences.string = text
        #expect(sentences.tokens(for: text.startIndex..<text.endIndex).map { String(text[$0]) } == ["Hola, amigo!", "Don't stop.", "New line"])
        let tagger = NLTagger(tagSchemes: [.nameType])
        tagger.string = text
        let tags = tagger.tags(in: text.startIndex..<text.endIndex, unit: .word, scheme: .nameType, options: [.omitWhitespace])
        #expect(tags.count == 6 && tags.allSatisfy { $0.0 == nil })
    }

    /// `ProgressView(_ title: some StringProtocol)` is SwiftUI's [DOC `ProgressView.init(_:)` "where
    /// Label == Text, S : StringProtocol"]: with a `String` variable it is the spinner over its
    /// title, as with a literal key — the title's 129.33 wide, 20 (the spinner) + 6.43 (the
    /// engine's spacing above 17-point text) + 20.33 (the line) = 46.77 high, centred at y
    /// (844 − 46.77) / 2 = 398.62. `Tab(role: .search) { … }` is a tab like the others [DOC
    /// `Tab.init(role:content:)`, iOS 18]: the first tab's content fills what the 49-point tab bar
    /// leaves, 390 × 795, and the search tab is not shown.
    @Test("ProgressView(String) and Tab(role:)")
    func progressAndTab() {
        let title = "Loading stories…"
        let variable = LayoutLab.layout(ProgressView(title).id("p"), in: proposal)
        let literal = LayoutLab.layout(ProgressView("Loading stories…").id("p"), in: proposal)
        let line = LayoutLab.layout(Text(title).id("t"), in: proposal)
        expectFrame(line, "t", CGSize(width: 129.33, height: 20.33))
        expectFrame(variable, "p", CGRect(x: 130.33, y: 398.62, width: 129.33, height: 46.77))
        #expect(variable["p"] == literal["p"])
        let tabs = LayoutLab.layout(
            TabView {
                Tab("Home", systemImage: "house") { Color.red.id("home") }
                Tab(role: .search) { Color.blue.id("search") }
            },
            in: proposal)
        expectFrame(tabs, "home", CGRect(x: 0, y: 0, width: 390, height: 795))
        #expect(tabs["search"] == nil)
    }
}
