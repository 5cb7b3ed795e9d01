// GameplayKit's strategists: a game model the app describes through three protocols, and the
// minmax strategist, which searches it as GameplayKit documents ("exhaustively searches all possible
// game model states ... to maximize the rating for its own moves and minimize the rating for an
// opponent's moves"). It is computation, not a device feature, so it runs here: a board game's
// computer player answers with a move. Where moves rate the same, the first one the model listed
// wins, unless a random source is set, which then picks among them [DOC `GKStrategist.randomSource`].
// The model's optional methods (`score(for:)`, `isWin(for:)`, `isLoss(for:)`,
// `unapplyGameModelUpdate(_:)`) are requirements with defaults here: 0, false, false, nothing.
import Foundation

/// A player of a game model (GameplayKit's `GKGameModelPlayer`).
public protocol GKGameModelPlayer: AnyObject {
    /// Tells players apart.
    var playerId: Int { get }
}

/// A move (GameplayKit's `GKGameModelUpdate`): the strategist writes its rating in `value`.
public protocol GKGameModelUpdate: AnyObject {
    var value: Int { get set }
}

/// A game's state as a strategist searches it (GameplayKit's `GKGameModel`); copies are made with
/// `NSCopying`'s `copy(with:)`.
public protocol GKGameModel: NSCopying, AnyObject {
    var players: [any GKGameModelPlayer]? { get }
    var activePlayer: (any GKGameModelPlayer)? { get }
    func setGameModel(_ gameModel: any GKGameModel)
    func gameModelUpdates(for player: any GKGameModelPlayer) -> [any GKGameModelUpdate]?
    func apply(_ gameModelUpdate: any GKGameModelUpdate)
    func score(for player: any GKGameModelPlayer) -> Int
    func isWin(for player: any GKGameModelPlayer) -> Bool
    func isLoss(for player: any GKGameModelPlayer) -> Bool
    func unapplyGameModelUpdate(_ gameModelUpdate: any GKGameModelUpdate)
}

extension GKGameModel {
    public func score(for player: any GKGameModelPlayer) -> Int { 0 }
    public func isWin(for player: any GKGameModelPlayer) -> Bool { false }
    public func isLoss(for player: any GKGameModelPlayer) -> Bool { false }
    public func unapplyGameModelUpdate(_ gameModelUpdate: any GKGameModelUpdate) {}
}

/// What every strategist offers (GameplayKit's `GKStrategist`).
public protocol GKStrategist: AnyObject {
    var gameModel: (any GKGameModel)? { get set }
    var randomSource: (any GKRandom)? { get set }
    /// The best move for the model's active player.
    func bestMoveForActivePlayer() -> (any GKGameModelUpdate)?
}

/// A strategist that searches every line of play a few turns deep (GameplayKit's `GKMinmaxStrategist`).
open class GKMinmaxStrategist: GKStrategist, @unchecked Sendable {
    open var gameModel: (any GKGameModel)?
    open var randomSource: (any GKRandom)?
    /// How many turns ahead it looks (GameplayKit does not document its default; 2 here).
    open var maxLookAheadDepth = 2

    public init() {}

    /// The player's best-rated move, nil when the player has none or there is no model.
    open func bestMove(for player: any GKGameModelPlayer) -> (any GKGameModelUpdate)? {
        let rated = ratedMoves(for: player)
        guard let best = rated.first?.value else { return nil }
        return pick(from: rated.prefix { $0.value == best })
    }

    /// A move drawn from the player's `numMovesToConsider` best-rated moves.
    open func randomMove(for player: any GKGameModelPlayer, fromNumberOfBestMoves numMovesToConsider: Int) -> (any GKGameModelUpdate)? {
        let rated = ratedMoves(for: player)
        guard !rated.isEmpty else { return nil }
        let candidates = rated.prefix(max(numMovesToConsider, 1))
        let source = randomSource ?? GKRandomSource.sharedRandom()
        return candidates[candidates.startIndex + source.nextInt(upperBound: candidates.count)]
    }

    open func bestMoveForActivePlayer() -> (any GKGameModelUpdate)? {
        gameModel?.activePlayer.flatMap(bestMove(for:))
    }

    /// The player's moves, each with its rating in `value`, best first (a stable order among equals).
    private func ratedMoves(for player: any GKGameModelPlayer) -> [any GKGameModelUpdate] {
        guard let model = gameModel, let moves = model.gameModelUpdates(for: player) else { return [] }
        for move in moves {
            guard let next = Self.copy(of: model) else { continue }
            next.apply(move)
            move.value = rating(of: next, for: player, depth: maxLookAheadDepth - 1)
        }
        return moves.enumerated().sorted { ($0.element.value, -$0.offset) > ($1.element.value, -$1.offset) }.map(\.element)
    }

    /// Minimax: the player's score where the search stops, else the best rating the side to move can reach.
    private func rating(of model: any GKGameModel, for player: any GKGameModelPlayer, depth: Int) -> Int {
        if model.isWin(for: player) { return Int(Int32.max) }
        if model.isLoss(for: player) { return Int(Int32.min) }
        guard depth > 0, let mover = model.activePlayer, let moves = model.gameModelUpdates(for: mover), !moves.isEmpty else {
            return model.score(for: player)
        }
        let ratings = moves.compactMap { move -> Int? in
            guard let next = Self.copy(of: model) else { return nil }
            next.apply(move)
            return rating(of: next, for: player, depth: depth - 1)
        }
        guard let first = ratings.first else { return model.score(for: player) }
        return mover.playerId == player.playerId ? ratings.max() ?? first : ratings.min() ?? first
    }

    /// A move among equally rated ones: the first, or one the random source draws.
    private func pick(from moves: ArraySlice<any GKGameModelUpdate>) -> any GKGameModelUpdate {
        guard let source = randomSource, moves.count > 1 else { return moves[moves.startIndex] }
        return moves[moves.startIndex + source.nextInt(upperBound: moves.count)]
    }

    private static func copy(of model: any GKGameModel) -> (any GKGameModel)? {
        model.copy(with: nil) as? any GKGameModel
    }
}
