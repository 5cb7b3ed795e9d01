// The HTTP side of `layoutlab serve`, on the loopback address only (FlyingFox):
//   GET /            the experiments in the notebook, each linking to its page
//   GET /x/NAME      the explorer page of NAME's latest result, live
//   GET /data/NAME   that page's data (JSON), which a live page fetches after a save
//   GET /live        a WebSocket: {"version": N, "errors": "..."} now and after every run
//   GET /version     {"version": N, "errors": ...}; `?after=N` waits (up to 20 s) for a newer one
// Each request opens the notebook read-only (SQLite's WAL lets it read while a run records).
import Dispatch
import FlyingFox
import FlyingSocks
import Foundation
import Experiments
import Notebook
import Reports

/// What the pages are told: a version that every run (or failed compile) moves on, and the errors
/// of the latest one. Shared between the watch loop and the server's tasks.
actor LiveState {
    private(set) var version = 0
    private(set) var errors: String?
    /// Long-poll requests waiting for the next version, by ticket.
    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextTicket = 0
    private var sockets: [AsyncStream<WSMessage>.Continuation] = []

    /// A run finished (with `errors`, or none): every page and waiter hears of it.
    func update(errors: String?) {
        version += 1
        self.errors = errors
        for waiter in waiters.values { waiter.resume() }
        waiters = [:]
        let message = self.message
        for socket in sockets { socket.yield(.text(message)) }
    }

    /// `{"version": N, "errors": "..."}` (errors null when the latest run had none).
    var message: String {
        let errorsJSON = errors.map { JSON.string($0).text } ?? "null"
        return "{\"version\":\(version),\"errors\":\(errorsJSON)}"
    }

    /// Returns when the version is past `after`, or after `seconds`.
    func wait(after: Int, seconds: Double) async {
        guard version <= after else { return }
        let ticket = nextTicket
        nextTicket += 1
        await withCheckedContinuation { continuation in
            waiters[ticket] = continuation
            Task {
                try? await Task.sleep(nanoseconds: UInt64(seconds * 1e9))
                self.timeOut(ticket)
            }
        }
    }

    private func timeOut(_ ticket: Int) {
        waiters.removeValue(forKey: ticket)?.resume()
    }

    /// A new page's socket: it hears the current message now and every later one.
    func subscribe(_ continuation: AsyncStream<WSMessage>.Continuation) {
        sockets.append(continuation)
        continuation.yield(.text(message))
    }
}

/// The server's routes (see the file comment).
struct ExplorerServer {
    let databasePath: String
    let live: LiveState

    /// Starts listening on 127.0.0.1:`port` (0: a free port) and returns the port, once it listens.
    func start(port: Int) throws -> (server: HTTPServer, port: Int) {
        let address = try sockaddr_in.inet(ip4: "127.0.0.1", port: UInt16(port))
        let server = HTTPServer(address: address, logger: .disabled)
        let routes = self
        let ready = DispatchSemaphore(value: 0)
        let outcome = StartOutcome()
        Task.detached {
            await server.appendRoute("GET /") { _ in routes.index() }
            await server.appendRoute("GET /x/*") { request in routes.page(request.path, prefix: "/x/") }
            await server.appendRoute("GET /data/*") { request in routes.data(request.path, prefix: "/data/") }
            await server.appendRoute("GET /version") { request in await routes.version(after: request.query["after"]) }
            await server.appendRoute("GET /live", to: .webSocket(LiveSocket(live: routes.live)))
            let running = Task { try await server.run() }
            do {
                try await server.waitUntilListening()
                if case .ip4(_, let port)? = await server.listeningAddress { outcome.port = Int(port) }
            } catch {
                outcome.error = error
                running.cancel()
            }
            ready.signal()
        }
        ready.wait()
        if let error = outcome.error {
            throw CommandError("cannot listen on 127.0.0.1:\(port): \(error). Choose another port with --port, or 0 for a free one.")
        }
        return (server, outcome.port)
    }

    func index() -> HTTPResponse {
        do {
            let notebook = try Notebook.open(path: databasePath, access: .read)
            let rows = try notebook.experimentSummaries().map { summary in
                "<li><a href=\"/x/\(percentEncoded(summary.name))\">\(xmlEscape(summary.name))</a>"
                    + (summary.previewedView.map { " — \(xmlEscape($0))" } ?? "") + "</li>"
            }
            return respond("""
                <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="color-scheme" content="light dark">
                <title>layoutlab</title><style>body { font: 14px/1.5 system-ui, sans-serif; margin: 24px; }</style></head>
                <body><h1>Experiments</h1><ul>\(rows.joined())</ul></body></html>
                """, type: "text/html")
        } catch {
            return respond("\(error)", type: "text/plain", status: .internalServerError)
        }
    }

    func page(_ path: String, prefix: String) -> HTTPResponse {
        explorerData(path, prefix: prefix) { respond(ExplorerPage.html($0, live: true), type: "text/html") }
    }

    func data(_ path: String, prefix: String) -> HTTPResponse {
        explorerData(path, prefix: prefix) { respond($0.json().text, type: "application/json") }
    }

    func version(after: String?) async -> HTTPResponse {
        if let after = after.flatMap(Int.init) { await live.wait(after: after, seconds: 20) }
        return respond(await live.message, type: "application/json")
    }

    /// The explorer's data of the experiment the path names (after `prefix`), answered by `answer`;
    /// 404 with the reason when there is none.
    private func explorerData(_ path: String, prefix: String, answer: (ExplorerData) -> HTTPResponse) -> HTTPResponse {
        guard path.hasPrefix(prefix), let name = String(path.dropFirst(prefix.count)).removingPercentEncoding else {
            return respond("no experiment named", type: "text/plain", status: .notFound)
        }
        do {
            let notebook = try Notebook.open(path: databasePath, access: .read)
            return answer(try ShowPictures.explorerData(named: name, in: notebook))
        } catch {
            return respond("\(error)", type: "text/plain", status: .notFound)
        }
    }

    private func respond(_ body: String, type: String, status: HTTPStatusCode = .ok) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "\(type); charset=utf-8"], body: Data(body.utf8))
    }

    private func percentEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? text
    }
}

/// How the server's start went, handed from its task to the waiting thread.
private final class StartOutcome: @unchecked Sendable {
    var port = 0
    var error: (any Error)?
}

/// The `/live` WebSocket: every message of `LiveState`, from the current one on.
struct LiveSocket: WSMessageHandler {
    let live: LiveState

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (messages, continuation) = AsyncStream<WSMessage>.makeStream()
        await live.subscribe(continuation)
        return messages
    }
}
