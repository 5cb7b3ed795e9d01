// Parsing SVG output back as XML (the Reports tests and the CLI tests read the same documents).
#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation

/// The elements of a parsed SVG document, in document order: name, attributes, and the text
/// directly inside each.
public final class SVGElements: NSObject, XMLParserDelegate {
    public struct Element {
        public var name: String
        public var attributes: [String: String]
        public var text = ""
    }

    public private(set) var elements: [Element] = []
    private var open: [Int] = []

    /// The parsed document, or nil if `svg` is not well-formed XML.
    public static func parse(_ svg: String) -> SVGElements? {
        parse(data: Data(svg.utf8))
    }

    /// The parsed file, or nil if it is not well-formed XML.
    public static func parse(file path: String) throws -> SVGElements? {
        parse(data: try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    private static func parse(data: Data) -> SVGElements? {
        let collector = SVGElements()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        return parser.parse() ? collector : nil
    }

    public func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                       attributes: [String: String] = [:]) {
        elements.append(Element(name: name, attributes: attributes))
        open.append(elements.count - 1)
    }

    public func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let last = open.last { elements[last].text += string }
    }

    public func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    /// The elements named `name`.
    public func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }

    /// The attributes of the elements named `name` that have `attribute`.
    public func all(_ name: String, with attribute: String) -> [[String: String]] {
        all(name).filter { $0.attributes[attribute] != nil }.map(\.attributes)
    }

    /// The node rectangles of a layout picture (`<rect data-node=…>`), as attributes.
    public var rects: [[String: String]] { all("rect", with: "data-node") }

    /// The text of every `<text>` element.
    public var texts: [String] { all("text").map(\.text) }
}
