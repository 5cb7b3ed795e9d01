// BabyTracker's and Timetable's notifications: an image attached to a notification's content, and
// the badge set from a synchronous closure with the completion-handler form.
import Foundation
import LayoutLabUI
import Testing

@Suite("Notification attachments and the badge")
struct NotificationAttachmentTests {
    /// `UNNotificationAttachment(identifier:url:options:)` takes a file that exists and throws for
    /// one that does not [UserNotifications: the initializer throws, `attachmentInvalidURL`]; the
    /// content keeps the attachments set (one, named "i", of the file's extension "png").
    @Test("UNNotificationAttachment and UNMutableNotificationContent.attachments")
    func attachments() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-attachment-\(UUID()).png")
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let content = UNMutableNotificationContent()
        if let attachment = try? UNNotificationAttachment(identifier: "i", url: file, options: nil) {
            content.attachments = [attachment]
        }
        #expect(content.attachments.map(\.identifier) == ["i"])
        #expect(content.attachments.first?.type == "png")
        let missing = file.deletingLastPathComponent().appendingPathComponent("no-such-file.png")
        #expect(throws: (any Error).self) { try UNNotificationAttachment(identifier: "j", url: missing, options: nil) }
    }

    /// UserNotifications imports `setBadgeCount(_:withCompletionHandler:)` beside the async form,
    /// its handler optional, so a synchronous closure calls it without `await`; the handler is
    /// called with no error (the badge is accepted, nothing is shown).
    @Test("setBadgeCount(_:withCompletionHandler:) from synchronous code")
    func badge() {
        let reset: () -> Void = { UNUserNotificationCenter.current().setBadgeCount(3) }
        reset()
        var called = false
        var failure: (any Error)?
        UNUserNotificationCenter.current().setBadgeCount(0) { error in
            called = true
            failure = error
        }
        #expect(called && failure == nil)
    }
}
