// The browser explorer: one self-contained HTML file (inline CSS and script, no network) that opens
// from disk. The layout on a canvas (zoom, pan, hover, click), the view tree as the user wrote it
// (collapsible, searchable, in step with the canvas), and an inspector for the selected view: its
// frame, every proposal it received in trace order with its answer and reason and the call that
// made it, the explainer's steps about it, and its source line in its file. A slider scrubs
// through the proposals of a sweep, with the selected view's size charted against them.
import Experiments

/// Writes explorer pages.
public enum ExplorerPage {
    /// The page for `data`. A `live` page (served by `layoutlab serve`) listens on the server's
    /// `/live` WebSocket and, when the experiment's file is saved, fetches its new data from
    /// `/data/NAME` and redraws, keeping the selection; compile errors show in a banner.
    public static func html(_ data: ExplorerData, live: Bool = false) -> String {
        // Inside a <script> element only `</` can end it early; JSON allows `<\/` for it.
        let json = data.json().text.replacingOccurrences(of: "</", with: "<\\/")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>\(xmlEscape(data.title)) — layoutlab</title>
            <style>
            \(ExplorerStyle.css)
            </style>
            </head>
            <body>
            <header>
              <h1>\(xmlEscape(data.title))</h1>
              <div id="steps" hidden>
                <label for="step">proposal</label>
                <input id="step" type="range" min="0" value="0" aria-label="proposal">
                <output id="step-label"></output>
              </div>
            </header>
            <main>
              <nav aria-label="views">
                <input id="search" type="search" placeholder="Search views ( / )" aria-label="search views">
                <ul id="tree" role="tree" tabindex="0" aria-label="view tree"></ul>
              </nav>
              <section id="canvas-pane" aria-label="layout">
                <div id="toolbar"><button id="fit" type="button">Fit</button><button id="side" type="button" hidden></button><span id="hover-name" aria-live="polite"></span></div>
                <svg id="canvas" role="img" aria-label="the layout"></svg>
              </section>
              <aside id="inspector" aria-label="inspector" aria-live="polite"><p class="hint">Select a view on the canvas or in the tree.</p></aside>
            </main>
            <div id="banner" role="alert" hidden></div>
            <pre id="test-result" hidden></pre>
            <script type="application/json" id="data">\(json)</script>
            <script>
            \(ExplorerScript.js)
            </script>\(live ? "\n<script>\n" + ExplorerScript.live + "\n</script>" : "")
            </body>
            </html>

            """
    }
}
