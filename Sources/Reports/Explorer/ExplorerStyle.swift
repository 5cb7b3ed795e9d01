// The explorer page's style: three panes (tree, canvas, inspector), light and dark as the system is.

enum ExplorerStyle {
    static let css = """
        :root { --bg: #fff; --fg: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --panel: #f5f5f7; --accent: #0a64d6;
                --hover: #ff9f0a; --select: #0a64d6; --box: rgba(0,0,0,0.035); font: 13px/1.4 system-ui, sans-serif; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #1c1c1e; --fg: #f2f2f7; --muted: #a1a1a6; --line: #3a3a3c; --panel: #2c2c2e; --accent: #4da3ff;
                  --hover: #ffb340; --select: #4da3ff; --box: rgba(255,255,255,0.05); }
        }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        body { margin: 0; background: var(--bg); color: var(--fg); height: 100vh; display: flex; flex-direction: column; overflow: hidden; }
        header { display: flex; align-items: center; gap: 16px; padding: 6px 12px; border-bottom: 1px solid var(--line); }
        h1 { font-size: 15px; margin: 0; font-weight: 600; }
        #steps { display: flex; align-items: center; gap: 8px; }
        #step { width: 240px; }
        main { flex: 1; display: grid; grid-template-columns: minmax(200px, 22%) 1fr minmax(260px, 30%); min-height: 0; overflow: hidden; }
        nav, aside { overflow: auto; padding: 8px; background: var(--panel); }
        nav { border-right: 1px solid var(--line); }
        aside { border-left: 1px solid var(--line); }
        #search { width: 100%; margin-bottom: 6px; padding: 4px 6px; background: var(--bg); color: var(--fg);
                  border: 1px solid var(--line); border-radius: 4px; }
        ul[role=tree], ul[role=group] { list-style: none; margin: 0; padding-left: 12px; }
        ul[role=tree] { padding-left: 0; outline: none; }
        .row { display: flex; gap: 6px; align-items: baseline; padding: 1px 4px; border-radius: 3px; cursor: pointer; white-space: nowrap; }
        .row:hover { background: var(--box); }
        .row.selected { background: var(--select); color: #fff; }
        .row.focused { outline: 1px dotted var(--accent); }
        .row.match .name { text-decoration: underline; }
        .twisty { width: 10px; display: inline-block; color: var(--muted); }
        .line { color: var(--muted); font-size: 11px; }
        .row.selected .line { color: #e8e8ed; }
        #canvas-pane { display: flex; flex-direction: column; min-width: 0; min-height: 0; overflow: hidden; }
        #toolbar { display: flex; gap: 10px; align-items: center; padding: 4px 8px; border-bottom: 1px solid var(--line); }
        #hover-name { color: var(--muted); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        #canvas { flex: 1; width: 100%; min-height: 0; cursor: crosshair; touch-action: none; }
        .node { fill: var(--box); stroke: var(--muted); stroke-width: 0.5; vector-effect: non-scaling-stroke; }
        .node.modifier { fill: none; stroke-dasharray: 3 2; }
        .label-text { fill: var(--fg); pointer-events: none; }
        .outline { fill: none; stroke-width: 2; vector-effect: non-scaling-stroke; pointer-events: none; }
        #hover-outline { stroke: var(--hover); }
        #select-outline { stroke: var(--select); stroke-width: 2.5; }
        #other-outline { stroke: var(--hover); stroke-dasharray: 5 3; }
        .moved td { cursor: pointer; }
        .moved tr:hover td { background: var(--box); }
        .area { fill: none; stroke: var(--muted); stroke-dasharray: 6 4; vector-effect: non-scaling-stroke; }
        aside h2 { font-size: 14px; margin: 4px 0 6px; }
        aside h3 { font-size: 12px; margin: 12px 0 4px; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
        aside table { border-collapse: collapse; width: 100%; font-size: 12px; }
        aside td, aside th { padding: 2px 4px; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
        aside .facts td:first-child { color: var(--muted); width: 34%; }
        aside ol { padding-left: 22px; margin: 0; }
        aside li { margin-bottom: 4px; }
        a.node-link { color: var(--accent); cursor: pointer; text-decoration: none; }
        pre.source { font: 11px/1.45 ui-monospace, monospace; background: var(--bg); border: 1px solid var(--line);
                     padding: 6px; overflow: auto; margin: 0; }
        pre.source .here { background: rgba(10,100,214,0.18); display: block; }
        pre.source .added { color: #1a7f37; }
        pre.source .removed { color: #b3261e; }
        details summary { cursor: pointer; color: var(--muted); margin: 8px 0 4px; }
        .hint, .legend { color: var(--muted); }
        #banner { position: fixed; left: 12px; right: 12px; bottom: 12px; padding: 8px 12px; border-radius: 6px;
                  background: #b3261e; color: #fff; font: 12px/1.4 ui-monospace, monospace; white-space: pre-wrap; max-height: 40vh; overflow: auto; }
        .legend { font-size: 11px; margin: 2px 0 0; }
        #chart { width: 100%; height: 110px; }
        #chart polyline { fill: none; stroke-width: 1.5; vector-effect: non-scaling-stroke; }
        """
}
