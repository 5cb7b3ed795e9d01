// FoundationModels (iOS 26's on-device language model), as app code names it (`import
// FoundationModels` imports this library). There is no model here: `SystemLanguageModel.default` is
// unavailable (`.deviceNotEligible`), so apps show what they show on such a device, and a session's
// requests throw `GenerationError.assetsUnavailable`. The `@Generable` and `@Guide` macros are
// blanked by the file rewriter: the types they mark are plain types.
import Foundation

/// The on-device model (FoundationModels' `SystemLanguageModel`): never available here.
public final class SystemLanguageModel: @unchecked Sendable {
    public static let `default` = SystemLanguageModel()

    public init(useCase: UseCase = .general, guardrails: Guardrails = .default) {}

    public var availability: Availability { .unavailable(.deviceNotEligible) }
    public var isAvailable: Bool { false }
    public var supportedLanguages: Set<Locale.Language> { [] }
    public func supportsLocale(_ locale: Locale = .current) -> Bool { false }

    /// Whether the model can be used, and why not.
    public enum Availability: Equatable, Sendable {
        case available
        case unavailable(UnavailableReason)

        /// Why the model cannot be used.
        public enum UnavailableReason: Equatable, Sendable {
            case deviceNotEligible, appleIntelligenceNotEnabled, modelNotReady
        }
    }

    /// What the model is asked to do.
    public struct UseCase: Sendable, Equatable {
        public static let general = UseCase(), contentTagging = UseCase()
    }

    /// The model's safety settings.
    public struct Guardrails: Sendable {
        public static let `default` = Guardrails(), permissiveContentTransformations = Guardrails()
    }
}

/// A conversation with the model (FoundationModels' `LanguageModelSession`): every request throws.
public final class LanguageModelSession: @unchecked Sendable {
    public private(set) var isResponding = false
    public private(set) var transcript = Transcript()

    public init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: String? = nil) {}
    public init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: Instructions?) {}
    public init(model: SystemLanguageModel = .default, tools: [any Tool] = [],
                @InstructionsBuilder instructions: () throws -> Instructions) rethrows {}
    public init(model: SystemLanguageModel = .default, tools: [any Tool] = [], transcript: Transcript) {}

    public func prewarm(promptPrefix: Prompt? = nil) {}

    public func respond(to prompt: String, options: GenerationOptions = GenerationOptions()) async throws -> Response<String> {
        throw GenerationError.unavailable
    }

    public func respond(to prompt: Prompt, options: GenerationOptions = GenerationOptions()) async throws -> Response<String> {
        throw GenerationError.unavailable
    }

    public func respond(options: GenerationOptions = GenerationOptions(),
                        @PromptBuilder prompt: () throws -> Prompt) async throws -> Response<String> {
        throw GenerationError.unavailable
    }

    public func respond<Content>(to prompt: String, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
                                 options: GenerationOptions = GenerationOptions()) async throws -> Response<Content> {
        throw GenerationError.unavailable
    }

    public func respond<Content>(to prompt: Prompt, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
                                 options: GenerationOptions = GenerationOptions()) async throws -> Response<Content> {
        throw GenerationError.unavailable
    }

    public func respond<Content>(generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
                                 options: GenerationOptions = GenerationOptions(),
                                 @PromptBuilder prompt: () throws -> Prompt) async throws -> Response<Content> {
        throw GenerationError.unavailable
    }

    public func streamResponse(to prompt: String, options: GenerationOptions = GenerationOptions()) -> ResponseStream<String> {
        ResponseStream()
    }

    public func streamResponse(to prompt: Prompt, options: GenerationOptions = GenerationOptions()) -> ResponseStream<String> {
        ResponseStream()
    }

    public func streamResponse<Content>(to prompt: String, generating type: Content.Type = Content.self,
                                        includeSchemaInPrompt: Bool = true,
                                        options: GenerationOptions = GenerationOptions()) -> ResponseStream<Content> {
        ResponseStream()
    }

    public func streamResponse<Content>(to prompt: Prompt, generating type: Content.Type = Content.self,
                                        includeSchemaInPrompt: Bool = true,
                                        options: GenerationOptions = GenerationOptions()) -> ResponseStream<Content> {
        ResponseStream()
    }

    /// A model's answer.
    public struct Response<Content> {
        public let content: Content
        public let rawContent: GeneratedContent
    }

    /// A model's answer as it comes: here it ends at once with `GenerationError.assetsUnavailable`.
    public struct ResponseStream<Content>: AsyncSequence {
        public typealias Element = Snapshot

        /// The answer so far.
        public struct Snapshot {
            public let content: Content
            public let rawContent: GeneratedContent
        }

        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async throws -> Snapshot? { throw GenerationError.unavailable }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
        public func collect() async throws -> Response<Content> { throw GenerationError.unavailable }
    }

    /// Why a request failed (FoundationModels' `LanguageModelSession.GenerationError`).
    public enum GenerationError: Error, LocalizedError {
        case exceededContextWindowSize(Context)
        case assetsUnavailable(Context)
        case guardrailViolation(Context)
        case unsupportedGuide(Context)
        case unsupportedLanguageOrLocale(Context)
        case decodingFailure(Context)
        case rateLimited(Context)
        case concurrentRequests(Context)
        case refusal(Refusal, Context)

        /// What went wrong, told to developers.
        public struct Context: Sendable {
            public let debugDescription: String
            public init(debugDescription: String) { self.debugDescription = debugDescription }
        }

        /// The model's refusal to answer.
        public struct Refusal: Sendable {}

        static let unavailable = GenerationError.assetsUnavailable(
            Context(debugDescription: "The on-device language model is not available here."))

        public var errorDescription: String? {
            if case .assetsUnavailable(let context) = self { return context.debugDescription }
            return "The language model could not answer."
        }
    }
}

/// What the model is told to be and do (FoundationModels' `Instructions`).
public struct Instructions: _PromptText, Sendable {
    public init(_ content: String) {}
    public init(@InstructionsBuilder _ content: () throws -> Instructions) rethrows {}
}

/// What the model is asked (FoundationModels' `Prompt`).
public struct Prompt: _PromptText, Sendable {
    public init(_ content: String) {}
    public init(@PromptBuilder _ content: () throws -> Prompt) rethrows {}
}

/// Builds instructions from strings and values (FoundationModels' `InstructionsBuilder`).
public typealias InstructionsBuilder = _PromptTextBuilder<Instructions>
/// Builds a prompt from strings and values, a `@Generable` example among them (`PromptBuilder`).
public typealias PromptBuilder = _PromptTextBuilder<Prompt>

/// Text the model is given: instructions or a prompt.
public protocol _PromptText {
    init(_ content: String)
}

/// Builds instructions or a prompt from strings and values; the text is never read here.
@resultBuilder
public enum _PromptTextBuilder<Part: _PromptText> {
    public static func buildExpression(_ text: String) -> Part { Part(text) }
    public static func buildExpression(_ part: Part) -> Part { part }
    public static func buildExpression<Value>(_ value: Value) -> Part { Part("\(value)") }
    public static func buildBlock(_ parts: Part...) -> Part { Part("") }
    public static func buildOptional(_ part: Part?) -> Part { part ?? Part("") }
    public static func buildEither(first part: Part) -> Part { part }
    public static func buildEither(second part: Part) -> Part { part }
    public static func buildArray(_ parts: [Part]) -> Part { Part("") }
}

/// How the model picks its words (FoundationModels' `GenerationOptions`).
public struct GenerationOptions: Sendable {
    public var sampling: SamplingMode?
    public var temperature: Double?
    public var maximumResponseTokens: Int?

    public init(sampling: SamplingMode? = nil, temperature: Double? = nil, maximumResponseTokens: Int? = nil) {
        self.sampling = sampling
        self.temperature = temperature
        self.maximumResponseTokens = maximumResponseTokens
    }

    /// Greedy or random sampling.
    public struct SamplingMode: Sendable {
        public static let greedy = SamplingMode()
        public static func random(top k: Int, seed: UInt64? = nil) -> SamplingMode { SamplingMode() }
        public static func random(probabilityThreshold: Double, seed: UInt64? = nil) -> SamplingMode { SamplingMode() }
    }
}

/// Content the model generated (FoundationModels' `GeneratedContent`): none here.
public struct GeneratedContent: Sendable {
    public init() {}
}

/// A session's history (FoundationModels' `Transcript`): empty here.
public struct Transcript: Sendable {
    public init() {}
}

/// A type the model can generate (FoundationModels' `Generable`; the `@Generable` macro is blanked,
/// so app types do not conform unless they say so).
public protocol Generable {}

/// A function the model may call (FoundationModels' `Tool`): never called here.
public protocol Tool: Sendable {
    associatedtype Arguments
    associatedtype Output
    var name: String { get }
    var description: String { get }
    var includesSchemaInInstructions: Bool { get }
    func call(arguments: Arguments) async throws -> Output
}

extension Tool {
    public var name: String { "\(Self.self)" }
    public var includesSchemaInInstructions: Bool { true }
}
