// The package's one JSON: the writer's conventions and the strict parser.
import Testing
@testable import Experiments

@Suite struct JSONTests {
    @Test func parserReadsUnicodeEscapesAndNesting() throws {
        let value = try JSONParser.parse(#"{"a":[1,2.5e1,true,false,null],"b":"\u00e9\ud83e\uddea","c":{}}"#)
        #expect(value["a"]?.items.map(\.lengthValue) == [1, 25, nil, nil, nil])
        #expect(value["b"]?.stringValue == "é🧪")
        #expect(throws: CanonicalJSONError.self) { try JSONParser.parse("{} x") }
    }

    @Test func infinityIsAStringAndOverflowIsReadOnlyWhenAsked() throws {
        #expect(JSON.array([.length(.infinity), .length(-.infinity), .number(.infinity), .number(.nan), .optionalLength(nil)]).text
            == #"["infinity","-infinity","infinity",null,null]"#)
        #expect(throws: CanonicalJSONError.self) { try JSONParser.parse("1e999") }
        #expect(try JSONParser.parse("[1e999,-1e999]", acceptingOverflow: true) == .array([.number(.infinity), .number(-.infinity)]))
    }

    @Test func objectsAreSortedOrInOrder() {
        #expect(JSON.object(["b": .integer(1), "a": .number(0.5), "é": .null, "Z": .bool(true)]).text
            == #"{"Z":true,"a":0.5,"b":1,"é":null}"#)
        #expect(JSON.orderedObject([("b", .integer(1)), ("a", .string("x\n"))]).text == #"{"b":1,"a":"x\n"}"#)
        #expect(JSON.number(1e-7).text == "1e-07")
        #expect(JSON.number(-0.0).text == "0")
    }

    // Whole numbers of up to 15 digits are read digit by digit; the rest by `Double(_:)`. Both
    // give the same values and refuse the same malformed numbers.
    @Test func numbersReadExactlyOnBothPaths() throws {
        let values = try JSONParser.parse("[0,-0,7,-42,390,123456789012345,1234567890123456,12345678901234567890,0.1,-2.5e1,1E2]")
        #expect(values.items.map(\.lengthValue) == [0, 0, 7, -42, 390, 123456789012345, 1234567890123456,
                                                    12345678901234567890, 0.1, -25, 100])
        #expect(values.items[1].lengthValue?.sign == .minus)
        for bad in ["-", "1-2", "+1", ".5", "-.5", "1e", "--1"] {
            #expect(throws: CanonicalJSONError.self, "\(bad)") { try JSONParser.parse(bad) }
        }
    }
}
