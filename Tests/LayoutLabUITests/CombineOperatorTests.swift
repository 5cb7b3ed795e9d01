// Combine's operators pass on what their upstream delivers at subscription, as Combine's
// documentation describes each (DOC: developer.apple.com/documentation/combine/publisher/<name>;
// the expected values are those its examples print, or follow from its one-line description).
import Foundation
import LayoutLabUI
import Testing

/// What a subscriber heard: values, then "finished" or "failed".
private final class Log<Output> {
    var values: [Output] = []
    var ending: String?
    var bag = Set<AnyCancellable>()

    func listen<P: Publisher>(to publisher: P) where P.Output == Output {
        publisher.sink(receiveCompletion: { [unowned self] completion in
            switch completion {
            case .finished: ending = "finished"
            case .failure: ending = "failed"
            }
        }, receiveValue: { [unowned self] in values.append($0) }).store(in: &bag)
    }
}

private struct Broken: Error {}

@Suite("Combine's operators at subscription")
struct CombineOperatorTests {
    @Test("Just and a sequence deliver everything and finish; map, eraseToAnyPublisher, compactMap, filter, scan, removeDuplicates, replaceNil pass it on")
    func valueOperators() {
        let just = Log<Int>()
        just.listen(to: Just(5))
        #expect(just.values == [5] && just.ending == "finished")
        let mapped = Log<Int>()
        mapped.listen(to: [1, 2, 3].publisher.map { $0 * 10 }.eraseToAnyPublisher())
        #expect(mapped.values == [10, 20, 30] && mapped.ending == "finished")
        let compact = Log<Int>()
        compact.listen(to: ["1", "x", "3"].publisher.compactMap { Int($0) }.filter { $0 > 1 })
        #expect(compact.values == [3])
        // DOC scan(_:_:): (0...5).publisher.scan(0) { $0 + $1 } prints "0 1 3 6 10 15".
        let scanned = Log<Int>()
        scanned.listen(to: (0...5).publisher.scan(0) { $0 + $1 })
        #expect(scanned.values == [0, 1, 3, 6, 10, 15])
        // DOC removeDuplicates(): [0, 1, 2, 2, 3, 3, 3, 4, 4, 4, 4, 0] prints "0 1 2 3 4 0".
        let distinct = Log<Int>()
        distinct.listen(to: [0, 1, 2, 2, 3, 3, 3, 4, 4, 4, 4, 0].publisher.removeDuplicates())
        #expect(distinct.values == [0, 1, 2, 3, 4, 0])
        let replaced = Log<Double>()
        replaced.listen(to: [1.0, 2.0, nil, 3.0].publisher.replaceNil(with: 0.0))
        #expect(replaced.values == [1, 2, 0, 3])
    }

    @Test("prepend, append, first, dropFirst and prefix, with a subject's later values")
    func orderOperators() {
        // DOC prepend(_:): (0...10) prepended with 0, 1, 255 prints "0 1 255 0 1 2 … 10".
        let prepended = Log<Int>()
        prepended.listen(to: (0...3).publisher.prepend(0, 1, 255))
        #expect(prepended.values == [0, 1, 255, 0, 1, 2, 3])
        // DOC append(_:): the values after the upstream finishes.
        let appended = Log<Int>()
        appended.listen(to: (1...3).publisher.append(7, 8))
        #expect(appended.values == [1, 2, 3, 7, 8] && appended.ending == "finished")
        let subject = PassthroughSubject<Int, Never>()
        let waiting = Log<Int>()
        waiting.listen(to: subject.append(9))
        subject.send(1)
        #expect(waiting.values == [1] && waiting.ending == nil)
        subject.send(completion: .finished)
        #expect(waiting.values == [1, 9] && waiting.ending == "finished")
        // DOC first(): (-10...10) prints "-10".
        let first = Log<Int>()
        first.listen(to: (-10...10).publisher.first())
        #expect(first.values == [-10] && first.ending == "finished")
        let sliced = Log<Int>()
        sliced.listen(to: (1...9).publisher.dropFirst(2).prefix(3))
        #expect(sliced.values == [3, 4, 5] && sliced.ending == "finished")
    }

    @Test("combineLatest once every input has a value, merge, zip, flatMap and switchToLatest")
    func combiningOperators() {
        // DOC combineLatest(_:): pub1 sends 1, 2, pub2 2, pub1 3, 45, pub2 22: "(2, 2) (3, 2) (45, 2) (45, 22)".
        let pub1 = PassthroughSubject<Int, Never>(), pub2 = PassthroughSubject<Int, Never>()
        let latest = Log<[Int]>()
        latest.listen(to: pub1.combineLatest(pub2).map { [$0, $1] })
        for (subject, value) in [(pub1, 1), (pub1, 2), (pub2, 2), (pub1, 3), (pub1, 45), (pub2, 22)] { subject.send(value) }
        #expect(latest.values == [[2, 2], [3, 2], [45, 2], [45, 22]])
        let now = Log<[Int]>()
        now.listen(to: Just(1).combineLatest(CurrentValueSubject<Int, Never>(2), Just(3)).map { [$0, $1, $2] })
        #expect(now.values == [[1, 2, 3]])
        let merged = Log<Int>()
        merged.listen(to: Just(1).merge(with: [2, 3].publisher))
        #expect(merged.values == [1, 2, 3] && merged.ending == "finished")
        // DOC zip(_:): numbers 1, 2 then letters A, then 3, then B: "(1, A) (2, B)".
        let numbers = PassthroughSubject<Int, Never>(), letters = PassthroughSubject<String, Never>()
        let zipped = Log<String>()
        zipped.listen(to: numbers.zip(letters).map { "\($0)\($1)" })
        numbers.send(1)
        numbers.send(2)
        letters.send("A")
        numbers.send(3)
        letters.send("B")
        #expect(zipped.values == ["1A", "2B"])
        let flat = Log<Int>()
        flat.listen(to: [1, 2].publisher.flatMap { Just($0 * 100) })
        #expect(flat.values == [100, 200] && flat.ending == "finished")
        let sources = PassthroughSubject<CurrentValueSubject<Int, Never>, Never>()
        let a = CurrentValueSubject<Int, Never>(1), b = CurrentValueSubject<Int, Never>(2)
        let switched = Log<Int>()
        switched.listen(to: sources.switchToLatest())
        sources.send(a)
        sources.send(b)
        a.send(10)
        b.send(20)
        #expect(switched.values == [1, 2, 20])
    }

    @Test("handleEvents, assign(to:on:), tryMap's failure, catch, replaceError, collect and Future")
    func effectsAndFailures() {
        var events: [String] = []
        let handled = Log<Int>()
        handled.listen(to: Just(7).handleEvents(receiveSubscription: { _ in events.append("subscription") },
                                               receiveOutput: { events.append("output \($0)") },
                                               receiveCompletion: { _ in events.append("completion") }))
        #expect(events == ["subscription", "output 7", "completion"])
        final class Target { var value = 0 }
        let target = Target()
        let assigned = Just(42).assign(to: \.value, on: target)
        #expect(target.value == 42)
        _ = assigned
        let thrown = Log<Int>()
        thrown.listen(to: [1, 2, 3].publisher.tryMap { value -> Int in
            if value == 2 { throw Broken() }
            return value
        })
        #expect(thrown.values == [1] && thrown.ending == "failed")
        let caught = Log<Int>()
        caught.listen(to: Fail<Int, Broken>(error: Broken()).catch { _ in Just(0) })
        #expect(caught.values == [0] && caught.ending == "finished")
        let replaced = Log<Int>()
        replaced.listen(to: Fail<Int, Broken>(error: Broken()).replaceError(with: -1))
        #expect(replaced.values == [-1] && replaced.ending == "finished")
        let collected = Log<[Int]>()
        collected.listen(to: Publishers.MergeMany([Just(1), Just(2)]).collect())
        #expect(collected.values == [[1, 2]])
        let promised = Log<String>()
        promised.listen(to: Future<String, Never> { promise in promise(.success("Oslo")) })
        #expect(promised.values == ["Oslo"] && promised.ending == "finished")
    }

    /// A subscriber cancelled by another during a send hears nothing of it, its operators included;
    /// a future whose promise is kept for later still delivers (the promise holds the future, as in
    /// Combine); a cancel after the stream completed is not reported (`handleEvents`).
    @Test("no value reaches a subscription cancelled mid-send; a promise kept for later delivers; no cancel after the end")
    func cancellationEdges() {
        let subject = PassthroughSubject<Int, Never>()
        var mappedInSecond: [Int] = []
        var second: AnyCancellable?
        let first = subject.sink { _ in second?.cancel() }
        second = subject.map { value -> Int in mappedInSecond.append(value); return value }.sink { _ in }
        subject.send(1)
        #expect(mappedInSecond == [])
        withExtendedLifetime(first) {}

        var keep: ((Result<Int, Never>) -> Void)?
        let later = Log<Int>()
        later.listen(to: Future<Int, Never> { promise in keep = promise })
        keep?(.success(7))
        #expect(later.values == [7] && later.ending == "finished")

        var events: [String] = []
        let ended = Just(1).handleEvents(receiveCompletion: { _ in events.append("finished") }, receiveCancel: { events.append("cancel") })
            .sink { _ in }
        ended.cancel()
        #expect(events == ["finished"])
    }
}
