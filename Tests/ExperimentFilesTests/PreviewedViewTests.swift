// A `#Preview` block's view, by the name of the type its body starts from: what lets `show`,
// `explain` and `diff` take a view's name for its preview.
import ExperimentFiles
import Testing

@Suite struct PreviewedViewTests {
    @Test("a #Preview's view is the type its body starts from, through modifiers; other code names none")
    func previewedViewName() {
        #expect(PreviewedView.name(inPreview: "#Preview {\n    TagCloud()\n}") == "TagCloud")
        #expect(PreviewedView.name(inPreview: "#Preview(\"Dark\") { TagCloud(tags: [\"a\"]).padding().frame(width: 300) }")
            == "TagCloud")
        #expect(PreviewedView.name(inPreview: "#Preview { Text(\"Hi\") }") == "Text")
        // A container or a value that is not a call names no view of the user's.
        #expect(PreviewedView.name(inPreview: "#Preview { VStack { TagCloud() } }") == "VStack")
        #expect(PreviewedView.name(inPreview: "#Preview { Color.red }") == nil)
        #expect(PreviewedView.name(inPreview: "Experiment(\"a\") { TagCloud() }") == nil)
        #expect(PreviewedView.name(inPreview: "") == nil)
        // A PreviewProvider's `previews`, with or without an explicit getter.
        #expect(PreviewedView.name(inPreview: "struct T_Previews: PreviewProvider {\n    static var previews: some View { TagCloud().padding() }\n}")
            == "TagCloud")
        #expect(PreviewedView.name(inPreview: "struct T_Previews: PreviewProvider { static var previews: some View { get { TagCloud() } } }")
            == "TagCloud")
        #expect(PreviewedView.name(inPreview: "struct T_Previews: PreviewProvider { static var previews: some View { Group { TagCloud(); TagCloud() } } }")
            == "TagCloud")
        #expect(PreviewedView.name(inPreview: "struct T: View { static var previews: some View { TagCloud() } }") == nil)
    }
}
