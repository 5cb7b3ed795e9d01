// MusicPlayer's import screen: an audio file's duration loaded with AVFoundation's
// `load(.duration)`, and UIKit's document picker in a representable.
import Foundation
import LayoutLabUI
import Testing

/// The "import files" representable.
private struct FilePicker: UIViewControllerRepresentable {
    final class Coordinator: NSObject, UIDocumentPickerDelegate {
        var picked: [URL] = []
        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) { picked = urls }
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.audio], asCopy: true)
        picker.delegate = context.coordinator
        picker.allowsMultipleSelection = true
        return picker
    }

    func updateUIViewController(_ controller: UIDocumentPickerViewController, context: Context) {}
}

@Suite("Loading media and picking documents")
struct MediaLoadingAndDocumentPickerTests {
    /// `load(.duration)` returns a `CMTime`, `load(.tracks)` the asset's tracks [AVFoundation,
    /// iOS 15: `AVAsyncProperty`]. Nothing is read from media files here, so an asset has the
    /// duration its `duration` property has (zero seconds), no tracks, and is not playable; two
    /// properties load together as a tuple.
    @Test("AVAsset.load(.duration), load(.tracks) and load(_:_:)")
    func loadProperties() async throws {
        let asset = AVURLAsset(url: URL(fileURLWithPath: "/tmp/song.mp3"))
        let duration = try await asset.load(.duration)
        #expect(duration.seconds == 0 && duration == asset.duration)
        #expect(try await asset.load(.tracks).isEmpty)
        let (playable, metadata) = try await asset.load(.isPlayable, .commonMetadata)
        #expect(!playable && metadata.isEmpty)
        #expect(try await asset.loadTracks(withMediaType: .audio).isEmpty)
        // A metadata item loads the value it holds (MusicPlayer reads a title this way).
        let title = AVMutableMetadataItem()
        title.value = "Clair de lune"
        #expect(try await title.load(.value) as? String == "Clair de lune")
        #expect(try await title.load(.stringValue) == "Clair de lune")
        #expect(try await title.load(.dataValue) == nil)
    }

    /// `UIDocumentPickerViewController(forOpeningContentTypes:asCopy:)` opening copies is in the
    /// `.import` mode (UIKit's older name for opening a copy), in place `.open`; as a representable's controller
    /// it takes the space offered, as any UIKit controller does here (Representables.swift): the
    /// 390 × 844 proposal. Its delegate is kept and never called.
    @Test("UIDocumentPickerViewController in a representable")
    func documentPicker() {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.audio, .mp3], asCopy: true)
        #expect(picker.documentPickerMode == .import)
        #expect(UIDocumentPickerViewController(forOpeningContentTypes: [.pdf]).documentPickerMode == .open)
        let result = LayoutLab.layout(FilePicker().id("picker"), in: ProposedViewSize(width: 390, height: 844))
        expectFrame(result, "picker", CGRect(x: 0, y: 0, width: 390, height: 844))
    }
}
