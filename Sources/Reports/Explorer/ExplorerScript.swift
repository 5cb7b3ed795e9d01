// The explorer page's script (plain JavaScript, no libraries): reads the embedded data, draws the
// canvas as SVG, builds the tree, fills the inspector, and wires the mouse, the keyboard, the
// search and the proposal slider. `#test=...` in the page's address runs the steps it lists
// (`select:NAME`, `click:X,Y` in layout points, `step:K`) and writes what the page then shows into
// `#test-result` — how the browser tests drive a real click without a driver.

enum ExplorerScript {
    static let js = #"""
        "use strict";
        const data = JSON.parse(document.getElementById("data").textContent);
        const svgNS = "http://www.w3.org/2000/svg";
        const $ = (id) => document.getElementById(id);
        const state = { step: 0, selected: null, focused: null, collapsed: new Set(), view: null, matches: new Set(), side: "head" };

        // A comparison page holds both results: `side` is the one shown, the other is outlined.
        function outcome() { return (state.side === "base" ? data.base : data.outcomes)[state.step]; }
        function other() { return data.base ? (state.side === "base" ? data.outcomes : data.base)[state.step] : null; }
        const sideNext = { head: "base", base: "both", both: "head" };
        function sideName(side) {
          if (side === "both") return "both, side by side";
          return data.sides ? data.sides[side === "base" ? 0 : 1] : "";
        }
        function samePlace(a, b) {
          if (!a || !b) return !a && !b;
          return a.every((v, k) => v === b[k] || (typeof v === "number" && typeof b[k] === "number" && Math.abs(v - b[k]) <= 0.01));
        }
        // The views whose frames differ between the two results, by path, with their deltas.
        function moved() {
          if (!data.base) return [];
          const before = new Map(data.base[state.step].nodes.map((n) => [n.path, n]));
          const rows = [];
          for (const n of data.outcomes[state.step].nodes) {
            const b = before.get(n.path);
            if (b && samePlace(b.f, n.f)) continue;
            rows.push({ path: n.path, name: n.n, before: b ? b.f : null, after: n.f });
          }
          return rows;
        }
        function delta(before, after) {
          if (!before || !after) return before ? "removed" : "added";
          const d = [0, 1, 2, 3].map((k) => (typeof after[k] === "number" && typeof before[k] === "number") ? after[k] - before[k] : null);
          const sign = (v) => v === null ? "?" : (v > 0 ? "+" : v < 0 ? "−" : "±") + len(Math.abs(v));
          return `Δx ${sign(d[0])}, Δy ${sign(d[1])}, Δw ${sign(d[2])}, Δh ${sign(d[3])}`;
        }
        function node(i) { return outcome().nodes[i]; }
        function el(tag, attrs, text) {
          const e = document.createElement(tag);
          for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
          if (text !== undefined) e.textContent = text;
          return e;
        }
        function svg(tag, attrs) {
          const e = document.createElementNS(svgNS, tag);
          for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
          return e;
        }
        // A gradient's paint server (`{element, attributes, stops, wedges}`, made for the view's
        // frame) added to `g`; what a fill or stroke names to paint with it.
        let paintCount = 0;
        function paintServer(g, p) {
          const id = "paint-" + paintCount++;
          const e = svg(p.element, Object.assign({ id }, p.attributes));
          for (const [offset, colour, opacity] of p.stops || []) e.appendChild(svg("stop", { offset, "stop-color": colour, "stop-opacity": opacity }));
          for (const [d, colour, opacity] of p.wedges || []) e.appendChild(svg("path", { d, fill: colour, "fill-opacity": opacity }));
          g.appendChild(e);
          return `url(#${id})`;
        }
        function len(v) {
          if (v === "infinity") return "∞";
          if (v === null || v === undefined) return "nil";
          return String(Math.round(v * 100) / 100);
        }
        function frameText(f) { return f ? `${len(f[2])}×${len(f[3])} at (${len(f[0])}, ${len(f[1])})` : "not placed"; }
        function children() {
          const map = new Map();
          for (const n of outcome().nodes) {
            if (n.p === null) continue;
            if (!map.has(n.p)) map.set(n.p, []);
            map.get(n.p).push(n.i);
          }
          return map;
        }
        function isModifier(n) { return n.n.includes(" · ") && !n.l; }

        // MARK: canvas
        // Side by side (a comparison page), the earlier result is drawn left of the later one.
        const sideGap = 24;
        function sideShift() {
          if (state.side !== "both") return 0;
          const b = boundsOf(data.base[state.step]), h = boundsOf(data.outcomes[state.step]);
          return b[0] + b[2] + sideGap - h[0];
        }
        function bounds() {
          const h = boundsOf(outcome());
          if (state.side !== "both") return h;
          const b = boundsOf(data.base[state.step]);
          const shift = sideShift();
          const minY = Math.min(b[1], h[1]), maxY = Math.max(b[1] + b[3], h[1] + h[3]);
          return [b[0], minY, h[0] + shift + h[2] - b[0], maxY - minY];
        }
        function boundsOf(o) {
          // The views' frames (a small view in a whole screen's proposal is shown, not the screen).
          let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
          for (const n of o.nodes) {
            if (!n.f || typeof n.f[2] !== "number" || typeof n.f[3] !== "number") continue;
            minX = Math.min(minX, n.f[0]); minY = Math.min(minY, n.f[1]);
            maxX = Math.max(maxX, n.f[0] + n.f[2]); maxY = Math.max(maxY, n.f[1] + n.f[3]);
          }
          if (minX === Infinity) {
            minX = 0; minY = 0;
            maxX = typeof o.area[0] === "number" ? o.area[0] : 100;
            maxY = typeof o.area[1] === "number" ? o.area[1] : 100;
          }
          const pad = Math.max(8, (maxX - minX) * 0.03);
          return [minX - pad, minY - pad, Math.max(1, maxX - minX + 2 * pad), Math.max(1, maxY - minY + 2 * pad)];
        }
        function drawCanvas() {
          const c = $("canvas");
          c.textContent = "";
          if (!state.view) state.view = bounds();
          c.setAttribute("viewBox", state.view.join(" "));
          const texts = [];
          if (state.side === "both") drawOutcome(c, data.base[state.step], 0, texts);
          drawOutcome(c, outcome(), sideShift(), texts);
          c.appendChild(svg("rect", { id: "hover-outline", class: "outline", width: 0, height: 0 }));
          // The browser's font is not SF Pro: a text wider than its frame is squeezed into it
          // (all measured first, then all set, so the page is laid out once).
          const lengths = texts.map(([t]) => t.getComputedTextLength ? t.getComputedTextLength() : 0);
          texts.forEach(([t, w], k) => {
            if (lengths[k] > w) { t.setAttribute("textLength", w); t.setAttribute("lengthAdjust", "spacingAndGlyphs"); }
          });
          c.appendChild(svg("rect", { id: "other-outline", class: "outline", width: 0, height: 0 }));
          c.appendChild(svg("rect", { id: "select-outline", class: "outline", width: 0, height: 0 }));
          outline("select-outline", state.selected);
          outlineOther();
        }
        // One result's views, `dx` to the right.
        function drawOutcome(c, o, dx, texts) {
          const g = svg("g", { transform: `translate(${dx}, 0)` });
          c.appendChild(g);
          if (typeof o.area[0] === "number" && typeof o.area[1] === "number") {
            g.appendChild(svg("rect", { class: "area", x: 0, y: 0, width: o.area[0], height: o.area[1] }));
          }
          const depths = new Map();
          for (const n of o.nodes) depths.set(n.i, n.p === null ? 0 : (depths.get(n.p) ?? 0) + 1);
          const order = [...o.nodes].sort((a, b) => depths.get(a.i) - depths.get(b.i));
          for (const n of order) {
            if (!n.f || typeof n.f[2] !== "number") continue;
            const [x, y, w, h] = n.f;
            const a = n.a || {};
            const r = svg("rect", { class: "node" + (isModifier(n) ? " modifier" : ""), x, y, width: Math.max(w, 0.5), height: Math.max(h, 0.5) });
            // A faded view (`.opacity`) fills and writes as opaque as it is; its outline stays.
            const faded = n.o === undefined ? 1 : n.o;
            if (a.fill) { r.style.fill = a.fillPaint ? paintServer(g, a.fillPaint) : a.fill; r.style.fillOpacity = String(0.55 * faded); }
            // A shape's outline colour, and a border: a line inside the frame.
            if (a.stroke && a.border === undefined) { r.style.stroke = a.stroke; r.style.strokeWidth = "2"; }
            // A shape drawn as a line (`stroke(lineWidth:)`): its outline, that wide.
            if (a.line !== undefined) { r.style.fill = "none"; r.style.stroke = a.stroke || "#6e7781"; r.style.strokeWidth = String(a.line); }
            // A gradient line or outline.
            if (a.strokePaint) r.style.stroke = paintServer(g, a.strokePaint);
            if (a.border !== undefined && w > 0 && h > 0) {
              const inset = Math.min(a.border, w, h) / 2;
              const b = svg("rect", { x: x + inset, y: y + inset, width: Math.max(w - 2 * inset, 0), height: Math.max(h - 2 * inset, 0) });
              b.style.fill = "none"; b.style.stroke = a.stroke || "currentColor"; b.style.strokeWidth = String(a.border);
              g.appendChild(b);
            }
            g.appendChild(r);
            if (a.text !== undefined && w > 0) {
              const size = Math.min(a.size || 17, Math.max(h, 1));
              const t = svg("text", { class: "label-text", x: x + 1, y: y + Math.min(h, size * 1.05), "font-size": size });
              t.textContent = a.text;
              if (a.colour) t.style.fill = a.fillPaint ? paintServer(g, a.fillPaint) : a.colour;
              if (a.outline) { t.style.stroke = "currentColor"; t.style.strokeWidth = "0.6"; t.style.paintOrder = "stroke"; }
              if (faded < 1) t.style.opacity = String(faded);
              g.appendChild(t);
              texts.push([t, w]);
            }
            if (a.image !== undefined) {
              g.appendChild(svg("line", { class: "node", x1: x, y1: y, x2: x + w, y2: y + h }));
              g.appendChild(svg("line", { class: "node", x1: x + w, y1: y, x2: x, y2: y + h }));
            }
          }
        }
        // The selected view's frame in the other result, dashed.
        function outlineOther() {
          const r = $("other-outline"), o = other();
          if (!r) return;
          const n = state.selected === null || !o ? null : o.nodes.find((m) => m.path === node(state.selected).path);
          if (!n || !n.f || typeof n.f[2] !== "number") { r.setAttribute("width", 0); r.setAttribute("height", 0); return; }
          r.setAttribute("x", n.f[0]); r.setAttribute("y", n.f[1]);
          r.setAttribute("width", Math.max(n.f[2], 0.5)); r.setAttribute("height", Math.max(n.f[3], 0.5));
        }
        function outline(id, i) {
          const r = $(id);
          const n = i === null ? null : node(i);
          if (!r) return;
          if (!n || !n.f || typeof n.f[2] !== "number") { r.setAttribute("width", 0); r.setAttribute("height", 0); return; }
          r.setAttribute("x", n.f[0] + sideShift()); r.setAttribute("y", n.f[1]);
          r.setAttribute("width", Math.max(n.f[2], 0.5)); r.setAttribute("height", Math.max(n.f[3], 0.5));
        }
        function pointIn(event) {
          const c = $("canvas");
          const p = c.createSVGPoint();
          p.x = event.clientX; p.y = event.clientY;
          return p.matrixTransform(c.getScreenCTM().inverse());
        }
        // The view under a canvas point; side by side, a view of the earlier result stands for the
        // later result's view at its path.
        function nodeUnder(p) {
          const shift = sideShift();
          if (state.side !== "both") return nodeAt(p.x, p.y, outcome());
          const earlier = data.base[state.step], b = boundsOf(earlier);
          if (p.x >= b[0] + b[2] + sideGap / 2) return nodeAt(p.x - shift, p.y, outcome());
          const i = nodeAt(p.x, p.y, earlier);
          const path = i === null ? null : earlier.nodes[i].path;
          const m = path === null ? null : outcome().nodes.find((n) => n.path === path);
          return m ? m.i : null;
        }
        // The deepest placed view of `o` under a point (modifiers share their view's frame: the view wins).
        function nodeAt(x, y, o) {
          const depths = new Map();
          for (const n of o.nodes) depths.set(n.i, n.p === null ? 0 : (depths.get(n.p) ?? 0) + 1);
          let best = null, bestDepth = -1;
          for (const n of o.nodes) {
            if (!n.f || typeof n.f[2] !== "number") continue;
            const [fx, fy, w, h] = n.f;
            if (x < fx || y < fy || x > fx + w || y > fy + h) continue;
            const d = depths.get(n.i);
            if (d > bestDepth) { best = n.i; bestDepth = d; }
          }
          return best;
        }
        function wireCanvas() {
          const c = $("canvas");
          let drag = null;
          c.addEventListener("mousemove", (e) => {
            if (drag) {
              const s = state.view[2] / c.clientWidth;
              state.view[0] = drag.x - (e.clientX - drag.cx) * s;
              state.view[1] = drag.y - (e.clientY - drag.cy) * s;
              c.setAttribute("viewBox", state.view.join(" "));
              drag.moved = true;
              return;
            }
            const p = pointIn(e);
            const i = nodeUnder(p);
            outline("hover-outline", i);
            $("hover-name").textContent = i === null ? "" : `${node(i).n} · ${frameText(node(i).f)}`;
          });
          c.addEventListener("mouseleave", () => { outline("hover-outline", null); $("hover-name").textContent = ""; });
          c.addEventListener("mousedown", (e) => { drag = { x: state.view[0], y: state.view[1], cx: e.clientX, cy: e.clientY, moved: false }; });
          window.addEventListener("mouseup", () => { setTimeout(() => { drag = null; }, 0); });
          c.addEventListener("click", (e) => {
            if (drag && drag.moved) return;
            select(nodeUnder(pointIn(e)), true);
          });
          c.addEventListener("wheel", (e) => {
            e.preventDefault();
            const p = pointIn(e);
            const k = Math.exp(e.deltaY * 0.0015);
            state.view = [p.x - (p.x - state.view[0]) * k, p.y - (p.y - state.view[1]) * k, state.view[2] * k, state.view[3] * k];
            c.setAttribute("viewBox", state.view.join(" "));
          }, { passive: false });
          $("fit").addEventListener("click", () => { state.view = bounds(); drawCanvas(); });
        }

        // MARK: tree
        function visibleRows() { return [...document.querySelectorAll("#tree .row")].filter((r) => r.offsetParent !== null); }
        function buildTree() {
          const kids = children();
          const root = outcome().nodes.find((n) => n.p === null);
          const tree = $("tree");
          tree.textContent = "";
          function item(i) {
            const n = node(i);
            const li = el("li", { role: "treeitem", "data-i": i, "aria-selected": "false" });
            const row = el("div", { class: "row", "data-i": i });
            const has = kids.has(i);
            row.appendChild(el("span", { class: "twisty" }, has ? (state.collapsed.has(i) ? "▸" : "▾") : ""));
            const shown = isModifier(n) ? "· " + n.k : n.n;
            row.appendChild(el("span", { class: "name" }, shown));
            if (n.at) row.appendChild(el("span", { class: "line" }, n.at));
            row.title = `${n.n}\n${n.path}`;
            if (state.matches.has(i)) row.classList.add("match");
            li.appendChild(row);
            if (has) {
              li.setAttribute("aria-expanded", state.collapsed.has(i) ? "false" : "true");
              const ul = el("ul", { role: "group" });
              if (state.collapsed.has(i)) ul.hidden = true;
              for (const k of kids.get(i)) ul.appendChild(item(k));
              li.appendChild(ul);
            }
            return li;
          }
          if (root) tree.appendChild(item(root.i));
          tree.addEventListener("click", onTreeClick);
          markSelection();
        }
        function onTreeClick(e) {
          const row = e.target.closest(".row");
          if (!row) return;
          const i = Number(row.dataset.i);
          if (e.target.classList.contains("twisty")) { toggle(i); return; }
          select(i, false);
        }
        function toggle(i) {
          if (state.collapsed.has(i)) state.collapsed.delete(i); else state.collapsed.add(i);
          buildTree();
        }
        // Marks the selected and focused rows, touching only the rows whose marks change.
        function markSelection() {
          for (const r of document.querySelectorAll("#tree .row.selected, #tree .row.focused")) {
            r.classList.remove("selected", "focused");
            r.parentElement.setAttribute("aria-selected", "false");
          }
          const row = (i) => i === null ? null : document.querySelector(`#tree .row[data-i="${i}"]`);
          const selected = row(state.selected), focused = row(state.focused);
          if (selected) { selected.classList.add("selected"); selected.parentElement.setAttribute("aria-selected", "true"); }
          if (focused) focused.classList.add("focused");
        }
        function reveal(i) {
          let changed = false, n = node(i);
          while (n && n.p !== null) { if (state.collapsed.delete(n.p)) changed = true; n = node(n.p); }
          if (changed) buildTree();
          const row = document.querySelector(`#tree .row[data-i="${i}"]`);
          requestAnimationFrame(() => scrollToRow(row));
        }
        // Scrolls the tree pane (only it) so that `row` shows.
        function scrollToRow(row) {
          const pane = document.querySelector("nav");
          if (!row || !pane) return;
          const top = row.getBoundingClientRect().top - pane.getBoundingClientRect().top + pane.scrollTop;
          if (top < pane.scrollTop) pane.scrollTop = top - 8;
          else if (top + row.offsetHeight > pane.scrollTop + pane.clientHeight) pane.scrollTop = top + row.offsetHeight - pane.clientHeight + 8;
        }
        function wireKeys() {
          $("tree").addEventListener("keydown", (e) => {
            const rows = visibleRows();
            const at = rows.findIndex((r) => Number(r.dataset.i) === state.focused);
            const focus = (k) => { if (rows[k]) { state.focused = Number(rows[k].dataset.i); markSelection(); scrollToRow(rows[k]); } };
            if (e.key === "ArrowDown") { focus(at < 0 ? 0 : Math.min(rows.length - 1, at + 1)); e.preventDefault(); }
            else if (e.key === "ArrowUp") { focus(Math.max(0, at - 1)); e.preventDefault(); }
            else if (e.key === "ArrowLeft" && state.focused !== null) {
              const kids = children();
              if (kids.has(state.focused) && !state.collapsed.has(state.focused)) toggle(state.focused);
              else if (node(state.focused).p !== null) { state.focused = node(state.focused).p; markSelection(); }
              e.preventDefault();
            } else if (e.key === "ArrowRight" && state.focused !== null) {
              const kids = children();
              if (state.collapsed.has(state.focused)) toggle(state.focused);
              else if (kids.has(state.focused)) { state.focused = kids.get(state.focused)[0]; markSelection(); }
              e.preventDefault();
            } else if (e.key === "Enter" && state.focused !== null) { select(state.focused, false); e.preventDefault(); }
          });
          document.addEventListener("keydown", (e) => {
            if (e.key === "/" && document.activeElement !== $("search")) { $("search").focus(); e.preventDefault(); }
            else if (e.key === "Escape") {
              $("search").value = ""; state.matches = new Set(); select(null, false); buildTree(); $("tree").focus();
            }
          });
          $("search").addEventListener("input", () => search($("search").value));
          $("search").addEventListener("keydown", (e) => {
            if (e.key === "Enter" && state.matches.size) { select([...state.matches][0], true); $("tree").focus(); }
          });
        }
        function search(text) {
          const q = text.trim().toLowerCase();
          state.matches = new Set();
          if (q) for (const n of outcome().nodes) {
            if ([n.n, n.l, n.path, n.at, n.k].some((s) => s && s.toLowerCase().includes(q))) state.matches.add(n.i);
          }
          for (const i of state.matches) { let n = node(i); while (n && n.p !== null) { state.collapsed.delete(n.p); n = node(n.p); } }
          buildTree();
        }

        // MARK: inspector
        function link(i) {
          const a = el("a", { class: "node-link", href: "#", "data-i": i }, node(i) ? node(i).n : `node ${i}`);
          a.addEventListener("click", (e) => { e.preventDefault(); select(i, true); });
          return a;
        }
        function fill() {
          const box = $("inspector");
          box.textContent = "";
          if (state.selected === null || !node(state.selected)) {
            box.appendChild(el("p", { class: "hint" }, "Select a view on the canvas or in the tree."));
            if (data.base) fillMoved(box);
            return;
          }
          const n = node(state.selected);
          box.appendChild(el("h2", { id: "inspected-name" }, n.n));
          const facts = el("table", { class: "facts" });
          const rows = [["frame", frameText(n.f)], ["kind", n.k], ["view type", n.t], ["written at", n.at], ["label", n.l], ["path", n.path]];
          if (data.base) {
            const b = data.base[state.step].nodes.find((m) => m.path === n.path);
            const a = data.outcomes[state.step].nodes.find((m) => m.path === n.path);
            rows.splice(1, 0, [sideName("base"), b ? frameText(b.f) : "not there"], [sideName("head"), a ? frameText(a.f) : "not there"],
                        ["change", b && a && samePlace(b.f, a.f) ? "none" : delta(b ? b.f : null, a ? a.f : null)]);
          }
          for (const [k, v] of rows) {
            if (!v) continue;
            const tr = el("tr");
            tr.appendChild(el("td", {}, k));
            tr.appendChild(el("td", { id: "fact-" + k.replace(" ", "-") }, v));
            facts.appendChild(tr);
          }
          box.appendChild(facts);

          const calls = outcome().calls.filter((c) => c.n === n.i);
          if (outcome().calls.length) box.appendChild(el("h3", {}, `Proposals received (${calls.length})`));
          const table = el("table", { id: "proposals" });
          const head = el("tr");
          for (const h of ["#", "proposed", "answered", "why"]) head.appendChild(el("th", {}, h));
          table.appendChild(head);
          const bySeq = new Map(outcome().calls.map((c) => [c.s, c]));
          for (const c of calls) {
            const tr = el("tr", { class: "call", "data-seq": c.s });
            tr.appendChild(el("td", {}, String(c.s)));
            tr.appendChild(el("td", {}, c.p));
            tr.appendChild(el("td", {}, c.r));
            const why = el("td");
            why.appendChild(document.createTextNode((c.ph === "placement" ? "placing; " : "") + (c.c ? "cached; " : "") + (c.why || "")));
            const asker = c.by !== null ? c.by : (c.pc !== null && bySeq.has(c.pc) ? bySeq.get(c.pc).n : null);
            if (asker !== null && asker !== n.i) {
              why.appendChild(document.createTextNode(c.why ? " — asked by " : "asked by "));
              why.appendChild(link(asker));
              if (c.pc !== null) why.appendChild(document.createTextNode(` (call ${c.pc})`));
            }
            tr.appendChild(why);
            table.appendChild(tr);
          }
          if (outcome().calls.length) box.appendChild(table);

          const steps = outcome().steps.filter((s) => s.nodes.includes(n.i));
          if (steps.length) {
            box.appendChild(el("h3", {}, "Why, step by step"));
            const ol = el("ol", { id: "why" });
            for (const s of steps) { const li = el("li", { value: s.n }, s.t); ol.appendChild(li); }
            box.appendChild(ol);
          }
          if (data.outcomes.length > 1) {
            box.appendChild(el("h3", {}, data.sweep ? `Size against the swept ${data.sweep.axis}` : "Size under each proposal"));
            box.appendChild(chart(n.path));
            const sizes = data.outcomes.map((o) => { const m = o.nodes.find((x) => x.path === n.path); return m && m.f ? `${len(m.f[2])}×${len(m.f[3])}` : "—"; });
            box.appendChild(el("p", { class: "legend" }, `width (blue) and height (orange), from ${sizes[0]} to ${sizes[sizes.length - 1]}; here ${sizes[state.step]}`));
          }
          if (n.at) {
            const [file, line] = n.at.split(":");
            const text = data.files[file];
            if (text) {
              box.appendChild(el("h3", {}, `Source — ${file}, line ${line}`));
              const pre = el("pre", { class: "source" });
              const lines = text.split("\n");
              const at = Number(line) - 1;
              for (let k = Math.max(0, at - 6); k < Math.min(lines.length, at + 7); k++) {
                const span = el("span", k === at ? { class: "here" } : {}, `${String(k + 1).padStart(4)}  ${lines[k]}\n`);
                pre.appendChild(span);
              }
              box.appendChild(pre);
            }
          }
        }
        function fillMoved(box) {
          if (data.definitionDiff) {
            const details = el("details", { id: "definition-diff", open: "" });
            details.appendChild(el("summary", {}, "The edit"));
            const pre = el("pre", { class: "source" });
            for (const line of data.definitionDiff) {
              const span = el("span", line.startsWith("+") && !line.startsWith("+++") ? { class: "added" }
                : line.startsWith("-") && !line.startsWith("---") ? { class: "removed" } : {}, line + "\n");
              pre.appendChild(span);
            }
            details.appendChild(pre);
            box.appendChild(details);
          }
          const rows = moved();
          box.appendChild(el("h3", {}, `Moved views (${rows.length})`));
          const table = el("table", { class: "moved", id: "moved" });
          for (const row of rows) {
            const tr = el("tr");
            tr.appendChild(el("td", {}, row.name));
            tr.appendChild(el("td", {}, delta(row.before, row.after)));
            tr.addEventListener("click", () => {
              const n = outcome().nodes.find((m) => m.path === row.path) || (other() && other().nodes.find((m) => m.path === row.path));
              if (n && node(n.i) && node(n.i).path === row.path) select(n.i, true);
            });
            table.appendChild(tr);
          }
          box.appendChild(table);
        }
        function chart(path) {
          const c = svg("svg", { id: "chart", viewBox: "0 0 100 40", preserveAspectRatio: "none", role: "img", "aria-label": "size chart" });
          const values = data.outcomes.map((o) => { const m = o.nodes.find((x) => x.path === path); return m && m.f ? [m.f[2], m.f[3]] : null; });
          const finite = values.flat().filter((v) => typeof v === "number");
          const max = Math.max(1, ...finite);
          const count = Math.max(1, values.length - 1);
          const colours = ["var(--accent)", "var(--hover)"];
          for (const k of [0, 1]) {
            const pts = values.map((v, s) => v && typeof v[k] === "number" ? `${(s / count) * 100},${40 - (v[k] / max) * 38}` : null).filter(Boolean);
            c.appendChild(svg("polyline", { points: pts.join(" "), style: `stroke: ${colours[k]}` }));
          }
          const x = (state.step / count) * 100;
          c.appendChild(svg("line", { x1: x, x2: x, y1: 0, y2: 40, style: "stroke: var(--muted); stroke-width: 1", "vector-effect": "non-scaling-stroke" }));
          return c;
        }

        // MARK: selection and proposals
        function select(i, fromCanvas) {
          state.selected = i === undefined ? null : i;
          state.focused = state.selected;
          if (state.selected !== null) reveal(state.selected);
          markSelection();
          outline("select-outline", state.selected);
          outlineOther();
          fill();
        }
        function setSide(side) {
          const path = state.selected !== null && node(state.selected) ? node(state.selected).path : null;
          state.side = side;
          state.view = null;
          $("side").textContent = `Showing ${sideName(side)} — show ${sideName(sideNext[side])}`;
          const again = path === null ? null : outcome().nodes.find((n) => n.path === path);
          state.selected = again ? again.i : null;
          buildTree();
          drawCanvas();
          select(state.selected, false);
        }
        function setStep(k) {
          const path = state.selected !== null && node(state.selected) ? node(state.selected).path : null;
          state.step = Math.max(0, Math.min(data.outcomes.length - 1, k));
          $("step").value = state.step;
          const o = outcome();
          $("step-label").textContent = data.sweep ? `${data.sweep.axis} ${len(data.sweep.values[state.step])} (${o.proposal})` : `${o.index}: ${o.proposal}`;
          state.view = null;
          const again = path === null ? null : o.nodes.find((n) => n.path === path);
          state.selected = again ? again.i : null;
          buildTree();
          drawCanvas();
          select(state.selected, false);
        }

        // MARK: tests
        let readyAt = 0;
        // `await:N` (a served page) holds the rest until the server has run version N, then fetches
        // the new data and redraws as the live page does (a request in flight also holds a
        // headless browser's virtual clock, so the test waits in real time).
        function runTest(spec) {
          let selectMs = null;
          const parts = spec.split(";");
          for (let k = 0; k < parts.length; k++) {
            const part = parts[k];
            const [verb, arg] = [part.slice(0, part.indexOf(":")), decodeURIComponent(part.slice(part.indexOf(":") + 1))];
            if (verb === "await" && (window.explorerVersion || 0) < Number(arg)) {
              const rest = parts.slice(k + 1).join(";");
              fetch("/version?after=" + (Number(arg) - 1)).then((r) => r.json()).then(async (message) => {
                const fresh = await fetch("/data/" + encodeURIComponent(data.experiment));
                window.explorerReload(await fresh.json());
                window.explorerVersion = message.version;
                runTest(rest);
              });
              return;
            }
            if (verb === "step") setStep(Number(arg));
            if (verb === "side") setSide(arg);
            if (verb === "select") {
              const m = outcome().nodes.find((n) => n.n === arg || n.l === arg || n.path === arg);
              const t0 = performance.now();
              select(m ? m.i : null, false);
              selectMs = performance.now() - t0;
            }
            if (verb === "click") {
              const [x, y] = arg.split(",").map(Number);
              const c = $("canvas");
              const p = c.createSVGPoint();
              p.x = x; p.y = y;
              const s = p.matrixTransform(c.getScreenCTM());
              const target = document.elementFromPoint(s.x, s.y) || c;
              target.dispatchEvent(new MouseEvent("click", { bubbles: true, clientX: s.x, clientY: s.y }));
            }
          }
          const first = document.querySelector("#proposals tr.call");
          const result = {
            selected: state.selected === null ? null : node(state.selected).n,
            frame: $("fact-frame") ? $("fact-frame").textContent : null,
            firstProposal: first ? [...first.children].map((td) => td.textContent) : null,
            why: [...document.querySelectorAll("#why li")].map((li) => li.textContent).slice(0, 2),
            step: state.step,
            side: state.side,
            change: $("fact-change") ? $("fact-change").textContent : null,
            moved: data.base ? moved().length : null,
            treeRows: document.querySelectorAll("#tree .row").length,
            canvasRects: document.querySelectorAll("#canvas rect.node").length,
            readyMs: Math.round(readyAt), selectMs: selectMs === null ? null : Math.round(selectMs * 10) / 10,
            version: window.explorerVersion || null,
          };
          $("test-result").textContent = JSON.stringify(result);
        }

        // New data for the same experiment (a served page after a save): redraw at the same
        // proposal, keeping the selection (by path) and the zoom.
        window.explorerReload = function (fresh) {
          const path = state.selected !== null && node(state.selected) ? node(state.selected).path : null;
          const view = state.view;
          for (const k of Object.keys(data)) delete data[k];
          Object.assign(data, fresh);
          state.step = Math.min(state.step, data.outcomes.length - 1);
          $("step").max = Math.max(0, data.outcomes.length - 1);
          $("steps").hidden = data.outcomes.length < 2;
          const again = path === null ? null : outcome().nodes.find((n) => n.path === path);
          state.selected = again ? again.i : null;
          buildTree();
          state.view = view;
          drawCanvas();
          select(state.selected, false);
          document.title = data.title + " — layoutlab";
          document.querySelector("h1").textContent = data.title;
        };

        // MARK: start
        (function start() {
          if (data.outcomes.length > 1) {
            $("steps").hidden = false;
            $("step").max = data.outcomes.length - 1;
            $("step").addEventListener("input", () => setStep(Number($("step").value)));
          }
          wireCanvas();
          wireKeys();
          if (data.base) {
            $("side").hidden = false;
            $("side").addEventListener("click", () => setSide(sideNext[state.side]));
          }
          setStep(0);
          if (data.base) setSide("head");
          readyAt = performance.now();
          const m = location.hash.match(/test=(.*)$/);
          if (m) runTest(m[1]);
        })();
        """#

    /// What a served page adds: it listens for saves and reloads its data.
    static let live = #"""
        (function live() {
          const name = data.experiment;
          const banner = document.getElementById("banner");
          let version = null;
          function connect() {
            const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/live");
            socket.onmessage = async (event) => {
              const message = JSON.parse(event.data);
              banner.hidden = !message.errors;
              banner.textContent = message.errors || "";
              if (version !== null && message.version !== version && !message.errors) {
                const response = await fetch("/data/" + encodeURIComponent(name));
                if (response.ok) window.explorerReload(await response.json());
              }
              version = message.version;
              window.explorerVersion = Math.max(window.explorerVersion || 0, version);
            };
            socket.onclose = () => setTimeout(connect, 1000);
          }
          connect();
        })();
        """#
}
