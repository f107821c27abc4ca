/* page.js - draws partir's HTML report (src/report/html.h) from the JSON in
 * #partir-data, as inline SVG. Plain JavaScript, nothing loaded from
 * anywhere.
 *
 * What it drew is recorded in the DOM for tests (tests/browser_test.sh):
 *   body[data-ready]         "1" once everything is drawn, "error" after an
 *                            error (then #partir-error holds the message)
 *   body[data-render-ms]     milliseconds the drawing took
 *   body[data-height]        pixels the page is tall once drawn
 *   #summary[data-peak-bytes]   the simulator's peak memory per device
 *   #timeline-chart[data-roles] roles in the data; one g.tl-row per role
 *                               drawn, each with its g.tl-lane streams
 *   #memory-chart[data-max-bytes]  the highest point of the drawn curve
 *   #sharding[data-params], [data-groups]  parameters, groups drawn
 *   #search[data-searches]   automatic searches drawn; per search i:
 *     #search-best-i[data-values]  the best step time at each improvement,
 *                                  as drawn ([data-final]: the last)
 *     #search-scatter-i[data-plans], [data-points]  plans in the data,
 *                                  circles drawn (.plan-point); one
 *                                  g.chosen-marker[data-step], one
 *                                  .expert-marker[data-name] per expert
 *                                  with figures ([data-experts])
 */
"use strict";
(function () {
  const T0 = performance.now();
  const app = document.getElementById("app");

  function showError(message) {
    let box = document.getElementById("partir-error");
    if (!box) {
      box = document.createElement("div");
      box.id = "partir-error";
      box.className = "error";
      app.insertBefore(box, app.firstChild);
    }
    box.dataset.error = String(message);
    box.textContent = "This report could not be drawn completely: " + message;
    document.body.dataset.ready = "error";
  }
  window.addEventListener("error", function (e) { showError(e.message || "script error"); });
  window.addEventListener("unhandledrejection", function (e) { showError(String(e.reason)); });

  /* ---- formatting (as partir's text reports print) ---- */

  function g3(x) {
    if (!isFinite(x)) return String(x);
    const s = x.toPrecision(3);
    return s.indexOf("e") < 0 || (Math.abs(x) >= 1000 && Math.abs(x) < 1e15) ? String(Number(s)) : s;
  }
  function fmtBytes(v) {
    const prefix = ["", "k", "M", "G", "T", "P", "E"];
    let k = 0;
    while (v >= 999.5 && k < 6) { v /= 1000; k++; }
    if (k === 0) return v.toFixed(0) + " B";
    return v.toFixed(v < 9.995 ? 2 : v < 99.95 ? 1 : 0) + " " + prefix[k] + "B";
  }
  function fmtSeconds(s) {
    if (s >= 1) return g3(s) + " s";
    if (s >= 1e-3) return g3(s * 1e3) + " ms";
    if (s >= 1e-6 || s === 0) return g3(s * 1e6) + " us";
    return g3(s * 1e9) + " ns";
  }
  function fmtCount(v) {
    const prefix = ["", " K", " M", " G", " T", " P", " E"];
    let k = 0;
    while (v >= 999.5 && k < 6) { v /= 1000; k++; }
    return (k === 0 ? v.toFixed(0) : v.toFixed(v < 9.995 ? 2 : v < 99.95 ? 1 : 0)) + prefix[k];
  }
  function pct(x) { return g3(100 * x) + "%"; }
  /* 1st, 2nd, 3rd, 4th, 11th, 21st, ... */
  function ordinal(n) {
    const t = n % 100, u = n % 10;
    return n + (t >= 11 && t <= 13 ? "th" : u === 1 ? "st" : u === 2 ? "nd" : u === 3 ? "rd" : "th");
  }
  function esc(s) {
    return String(s).replace(/[&<>"]/g, function (c) {
      return c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : "&quot;";
    });
  }

  /* ---- DOM ---- */

  function el(tag, cls, html) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (html !== undefined) e.innerHTML = html;
    return e;
  }
  const sections = [];
  function section(id, title) {
    const s = el("section");
    s.id = id;
    s.appendChild(el("h2", "", esc(title)));
    app.appendChild(s);
    sections.push([id, title]);
    return s;
  }
  function card(k, v, d) {
    return '<div class="card"><div class="k">' + esc(k) + '</div><div class="v">' + v + '</div><div class="d">' +
      d + "</div></div>";
  }
  function table(head, rows, numeric) {
    let out = "<table><tr>";
    head.forEach(function (h, i) { out += "<th" + (numeric[i] ? ' class="num"' : "") + ">" + esc(h) + "</th>"; });
    out += "</tr>";
    rows.forEach(function (r) {
      out += "<tr>";
      r.forEach(function (c, i) { out += "<td" + (numeric[i] ? ' class="num"' : "") + ">" + c + "</td>"; });
      out += "</tr>";
    });
    return out + "</table>";
  }
  function plotWidth(container) {
    const w = container.clientWidth || 1100;
    return Math.max(480, Math.floor(w) - 2);
  }

  const D = JSON.parse(document.getElementById("partir-data").textContent);
  const FILE = D.model.file;
  const LABELS = D.labels || [];
  function where(line, col) { return line ? FILE + ":" + line + ":" + col : "(made by the lowering)"; }

  /* Op categories, coloured alike on the timeline. */
  const CATS = [
    ["matmul", "dot / convolution", "#2f6fdd"],
    ["movement", "data movement", "#f2a541"],
    ["reduce", "reductions", "#8e6bbf"],
    ["other", "elementwise and other", "#4fa3a5"],
    ["all_gather", "all_gather", "#d1495b"],
    ["all_reduce", "all_reduce", "#9b2226"],
    ["reduce_scatter", "reduce_scatter", "#e76f51"],
    ["all_to_all", "all_to_all", "#6a040f"],
    ["collective_permute", "collective_permute", "#bb3e03"],
    ["collective_broadcast", "collective_broadcast", "#ae2012"],
  ];
  const MOVEMENT = ["broadcast_in_dim", "transpose", "reshape", "slice", "dynamic_slice", "dynamic_update_slice",
    "concatenate", "pad", "gather", "scatter", "iota", "reverse", "copy", "convert", "bitcast_convert"];
  function category(label) {
    for (let i = 4; i < CATS.length; i++) if (label.indexOf(CATS[i][0] + " ") === 0) return i;
    const op = label.replace(/^stablehlo\./, "");
    if (op === "dot_general" || op === "dot" || op === "convolution") return 0;
    if (MOVEMENT.indexOf(op) >= 0) return 1;
    if (op.indexOf("reduce") === 0 || op === "select_and_scatter" || op === "sort") return 2;
    return 3;
  }
  const LABEL_CAT = LABELS.map(category);

  function axesText(axes) { return "{" + axes.join(",") + "}"; }

  /* ---- summary ---- */

  function renderSummary() {
    const s = section("summary", "Summary");
    const sim = D.simulation, fin = D.final, hw = D.hw, m = D.model;
    const mesh = D.mesh.axes.map(function (a) { return esc(a.name) + "=" + a.size; }).join(" &times; ");
    let cards = card("Model", esc(FILE.split("/").pop()),
      "@" + esc(m.func) + " &middot; " + fmtCount(m.ops) + " ops &middot; " +
      (m.params ? fmtCount(m.params) + " parameters (" + fmtBytes(m.param_bytes) + ")" : "no params group") +
      " &middot; " + fmtCount(m.flops) + "FLOP");
    cards += card("Mesh", mesh, D.mesh.devices + " devices");
    const source = !hw ? "" : hw.source.length > 90 ? esc(hw.source.slice(0, 88)) + "&hellip;" : esc(hw.source);
    cards += card("Hardware", hw ? esc(hw.name) : "none",
      hw ? '<span title="' + esc(hw.source) + '">' + source + "</span>"
        : "no --hw profile: no estimate, timeline or memory curve");
    if (sim) {
      s.dataset.peakBytes = String(sim.memory.peak_bytes);
      s.dataset.stepSeconds = String(sim.step_s);
      cards += card("Step time", fmtSeconds(sim.step_s),
        fmtSeconds(sim.step_no_overlap_s) + " without compute/communication overlap &middot; compute " +
        fmtSeconds(sim.compute_s) + ", communication " + fmtSeconds(sim.communication_s));
      cards += card("MFU", pct(sim.mfu), fmtCount(sim.model_flops) + "FLOP for the step, " +
        fmtCount(sim.device_flops) + "FLOP per device");
      cards += card("Peak memory per device", fmtBytes(sim.memory.peak_bytes),
        "of " + fmtBytes(sim.memory.capacity_bytes) + ": " +
        (sim.memory.fits ? '<span class="fits">fits</span>' : '<span class="nofit">does not fit</span>') +
        (sim.peak_op ? "; reached after " + esc(sim.peak_op) + " at " + esc(sim.peak_location) : ""));
    }
    const nConf = fin.conflicts_total || fin.conflicts.length;
    cards += card("Conflicts", String(nConf), "where propagation stopped; lowering inserts the communication");
    s.appendChild(el("div", "cards", cards));
    const nd = D.mesh.devices;
    if (sim) {
      const rows = Object.keys(sim.collectives).filter(function (k) { return k !== "all_slice"; }).map(function (k) {
        const c = sim.collectives[k];
        return [esc(k), fmtSeconds(c.seconds), fmtBytes(c.wire_bytes / nd)];
      });
      s.appendChild(el("h3", "", "Collectives per step"));
      s.appendChild(rows.length ? el("div", "", table(["kind", "time", "bytes each device receives"], rows,
        [0, 1, 1])) : el("p", "note", "none"));
      if (sim.slowest_ops && sim.slowest_ops.length) {
        s.appendChild(el("h3", "", "Slowest ops"));
        s.appendChild(el("div", "", table(["time", "op", "where"], sim.slowest_ops.map(function (o) {
          return [fmtSeconds(o.seconds), esc(o.op), esc(FILE + ":" + o.location)];
        }), [1, 0, 0])));
      }
    } else {
      s.appendChild(el("h3", "", "Collectives per step"));
      s.appendChild(collectivesTable(fin));
    }
  }

  function collectivesTable(r) {
    if (!r.collectives.length) return el("p", "note", "none");
    return el("div", "", table(["kind", "axes", "ops", "bytes each device receives"], r.collectives.map(function (c) {
      return [esc(c.kind + (c.reducer ? " " + c.reducer : "")), esc(axesText(c.axes)), String(c.count),
        c.kind === "all_slice" ? "no communication" : fmtBytes(c.bytes_per_device)];
    }), [0, 0, 1, 1]));
  }

  /* ---- tactic by tactic ---- */

  /* Horizontal bars, one per tactic; `limit` (may be 0) drawn as a dashed
   * line when it is within the scale. */
  function barChart(title, names, values, fmt, limit, limitName) {
    const W = 360, L = 120, R = 70, rowH = 20, top = 6;
    const H = top + rowH * names.length + 18;
    let max = Math.max.apply(null, values.concat([0]));
    const showLimit = limit > 0 && limit <= max * 1.5;
    if (showLimit) max = Math.max(max, limit);
    const px = max > 0 ? (W - L - R) / max : 0;
    let out = '<svg width="' + W + '" height="' + H + '" role="img">';
    names.forEach(function (n, i) {
      const y = top + i * rowH, w = Math.max(values[i] > 0 ? 1 : 0, values[i] * px);
      const short = n.length > 17 ? esc(n.slice(0, 16)) + "&hellip;" : esc(n);
      out += '<text x="' + (L - 6) + '" y="' + (y + 13) + '" text-anchor="end"><title>' + esc(n) + "</title>" + short +
        "</text>";
      out += '<rect x="' + L + '" y="' + (y + 3) + '" width="' + w.toFixed(1) + '" height="' + (rowH - 6) +
        '" fill="#2f6fdd"></rect>';
      out += '<text x="' + (L + w + 4).toFixed(1) + '" y="' + (y + 13) + '">' + esc(fmt(values[i])) + "</text>";
    });
    if (showLimit) {
      const x = (L + limit * px).toFixed(1);
      out += '<line x1="' + x + '" x2="' + x + '" y1="2" y2="' + (H - 14) +
        '" stroke="#c62828" stroke-dasharray="4 3"></line><text x="' + x + '" y="' + (H - 3) +
        '" text-anchor="middle" style="fill:#c62828">' + esc(limitName + " " + fmt(limit)) + "</text>";
    }
    out += "</svg>";
    const note = limit > 0 && !showLimit ? '<div class="note">' + esc(limitName) + " " + esc(fmt(limit)) +
      " is beyond the scale</div>" : "";
    return '<div class="chart"><div class="title">' + esc(title) + "</div>" + out + note + "</div>";
  }

  function commBytes(t) {
    return t.collectives.reduce(function (a, c) { return a + (c.kind === "all_slice" ? 0 : c.bytes_per_device); }, 0);
  }
  function stateBytes(t) {
    const keys = Object.keys(t.memory);
    const named = keys.filter(function (k) { return k === "params" || k === "opt_state"; });
    return (named.length ? named : keys).reduce(function (a, k) { return a + t.memory[k].device_bytes; }, 0);
  }

  function renderTactics() {
    const T = D.tactics;
    if (!T.length) return;
    const s = section("tactics", "Tactic by tactic");
    s.appendChild(el("p", "note", "Each tactic is propagated to a fixed point before the next and never changes " +
      "what an earlier one decided, so the cost after each tactic shows what it added."));
    const names = T.map(function (t) { return t.tactic + " " + t.name; });
    let charts = "";
    const est = T.every(function (t) { return t.estimate; });
    if (est) {
      charts += barChart("Step time after each tactic", names, T.map(function (t) { return t.estimate.step_s; }),
        fmtSeconds, 0, "");
      charts += barChart("Peak memory per device", names,
        T.map(function (t) { return t.estimate.memory.peak_bytes; }), fmtBytes,
        T[0].estimate.memory.capacity_bytes, "capacity");
    }
    charts += barChart("Bytes each device receives per step", names, T.map(commBytes), fmtBytes, 0, "");
    charts += barChart("Parameters and optimizer state per device", names, T.map(stateBytes), fmtBytes, 0, "");
    s.appendChild(el("div", "charts", charts));
    const rows = T.map(function (t) {
      const nc = t.conflicts_total || t.conflicts.length;
      return [String(t.tactic), esc(t.name), esc(t.axis), String(t.seeds), String(t.decisions), String(nc),
        fmtBytes(commBytes(t)), fmtBytes(stateBytes(t)),
        t.estimate ? fmtSeconds(t.estimate.step_s) : "", t.estimate ? fmtBytes(t.estimate.memory.peak_bytes) : ""];
    });
    s.appendChild(el("div", "", table(["#", "tactic", "axis", "seeds", "propagated decisions", "new conflicts",
      "received per device", "params + opt. state", "step time", "peak memory"], rows,
    [1, 0, 0, 1, 1, 1, 1, 1, 1, 1])));
    T.forEach(function (t) {
      const d = el("details");
      const nc = t.conflicts_total || t.conflicts.length;
      let html = "<summary>tactic " + t.tactic + " (" + esc(t.name) + ") on '" + esc(t.axis) + "': " + t.seeds +
        " seeds, " + t.decisions + " propagated decisions, " + nc + " new conflicts</summary>";
      html += "<h3>Collectives after it</h3>";
      d.innerHTML = html;
      d.appendChild(collectivesTable(t));
      if (nc) {
        const by = Object.keys(t.conflicts_by_op).sort(function (a, b) {
          return t.conflicts_by_op[b] - t.conflicts_by_op[a];
        });
        let c = "<h3>New conflicts by op</h3><p>" + by.map(function (k) {
          return esc(k) + " &times; " + t.conflicts_by_op[k];
        }).join(", ") + "</p><ul class=\"conflicts mono\">";
        t.conflicts.forEach(function (x) { c += "<li>" + esc(x.message) + "</li>"; });
        c += "</ul>";
        if (nc > t.conflicts.length) c += '<p class="note">and ' + (nc - t.conflicts.length) + " more</p>";
        d.appendChild(el("div", "", c));
      }
      s.appendChild(d);
    });
  }

  /* ---- timeline ---- */

  /* Round tick steps (1, 2, 5 x 10^k seconds) for a span. */
  function ticks(a, b, n) {
    const raw = (b - a) / n, p = Math.pow(10, Math.floor(Math.log10(raw)));
    const step = raw / p < 2 ? 2 * p : raw / p < 5 ? 5 * p : 10 * p;
    const out = [];
    for (let t = Math.ceil(a / step) * step; t <= b; t += step) out.push(t);
    return out;
  }

  function decodeLane(seg) {
    const n = seg.length / 7;
    const lane = { n: n, st: new Float64Array(n), en: new Float64Array(n), busy: new Float64Array(n),
      cnt: new Uint32Array(n), lab: new Uint32Array(n), line: new Uint32Array(n), col: new Uint32Array(n) };
    let t = 0;
    for (let i = 0; i < n; i++) {
      const k = 7 * i;
      lane.st[i] = t + seg[k];
      lane.en[i] = lane.st[i] + seg[k + 1];
      t = lane.en[i];
      lane.busy[i] = seg[k + 2];
      lane.cnt[i] = seg[k + 3];
      lane.lab[i] = seg[k + 4];
      lane.line[i] = seg[k + 5];
      lane.col[i] = seg[k + 6];
    }
    return lane;
  }

  /* The first segment ending at or after t. */
  function firstEnding(lane, t) {
    let lo = 0, hi = lane.n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (lane.en[mid] < t) lo = mid + 1; else hi = mid;
    }
    return lo;
  }

  function renderTimeline() {
    const TL = D.timeline;
    if (!TL) return;
    const s = section("timeline", "Timeline of one step");
    const unit = TL.unit, end = Math.max(TL.end, 1);
    s.appendChild(el("p", "note", "The simulator's schedule of one step on " + esc(D.hw.name) +
      ": ops on the compute stream, collectives on the communication stream; an op starts when its operands " +
      "are ready and its stream is free. Every device runs the same program on equal chunks, so all " +
      D.mesh.devices + " devices share one role. " + fmtCount(TL.ops) + " ops; ops shorter than " +
      fmtSeconds(TL.merge_below * unit) + " are merged with their neighbours (hovering says how many). " +
      "A while loop's body shows its first iteration. Wheel or +/&minus; to zoom, drag to pan, double-click " +
      "to see the whole step."));
    const sim = D.simulation, drawn = end * unit;
    if (sim && Math.abs(drawn - sim.step_s) > 0.01 * sim.step_s)
      s.appendChild(el("p", "note", "The step time above (" + fmtSeconds(sim.step_s) + ") is not this schedule's " +
        "length (" + fmtSeconds(drawn) + "): on " + esc(D.hw.name) + " the devices share the machine's cores and " +
        "nothing overlaps, so the step is the sum of the ops times the devices per core."));
    const bar = el("div", "toolbar", '<button type="button" data-z="in">+</button>' +
      '<button type="button" data-z="out">&minus;</button><button type="button" data-z="all">whole step</button>' +
      '<span class="range"></span>');
    s.appendChild(bar);
    let legend = "";
    CATS.forEach(function (c) { legend += "<span><i style=\"background:" + c[2] + "\"></i>" + esc(c[1]) + "</span>"; });
    legend += "<span>(paler: a pixel of many short ops, only partly busy)</span>";
    s.appendChild(el("div", "legend", legend));
    const plot = el("div", "plot");
    s.appendChild(plot);
    const NS = "http://www.w3.org/2000/svg";
    const svg = document.createElementNS(NS, "svg");
    svg.id = "timeline-chart";
    svg.dataset.roles = String(TL.roles.length);
    svg.dataset.ops = String(TL.ops);
    plot.appendChild(svg);
    const tip = el("div", "tip");
    plot.appendChild(tip);
    const roles = TL.roles.map(function (r) {
      return { name: r.name, devices: r.devices, lanes: r.lanes.map(function (l) {
        const d = decodeLane(l.seg);
        d.name = l.name;
        return d;
      }) };
    });
    const loops = [];
    for (let i = 0; i + 4 < TL.loops.length; i += 5)
      loops.push({ st: TL.loops[i], en: TL.loops[i + 1], lab: TL.loops[i + 2], line: TL.loops[i + 3],
        col: TL.loops[i + 4] });
    const LW = 150, LANE = 24, GAP = 14, TOP = 26;
    const H = TOP + roles.length * (2 * LANE + GAP) + 4;
    let W = plotWidth(plot), view = { a: 0, b: end };

    function laneY(r, k) { return TOP + r * (2 * LANE + GAP) + k * LANE; }

    /* Ops too narrow to draw alone go into pixel bins, per category; a
     * bin is drawn in the colour of its busiest category, as opaque as the
     * pixel is busy. */
    function drawLane(lane, y, px) {
      const parts = [], nb = Math.ceil(W - LW) + 2;
      const bins = new Float64Array(nb), byCat = new Float64Array(nb * CATS.length);
      let any = false;
      for (let i = firstEnding(lane, view.a); i < lane.n && lane.st[i] <= view.b; i++) {
        const x0 = (lane.st[i] - view.a) * px, x1 = (lane.en[i] - view.a) * px;
        if (x1 - x0 >= 1.5 && lane.cnt[i] === 1) {
          const c = Math.max(0, x0), w = Math.min(W - LW, x1) - c;
          parts.push('<rect x="' + (LW + c).toFixed(1) + '" y="' + (y + 3) + '" width="' + w.toFixed(1) +
            '" height="' + (LANE - 6) + '" fill="' + CATS[LABEL_CAT[lane.lab[i]]][2] + '"></rect>');
        } else {
          /* Too narrow to draw alone, or many ops merged: its busy time
           * spread over the pixels it covers. */
          const a = Math.max(0, Math.floor(x0)), b = Math.min(W - LW, Math.max(a + 1, Math.ceil(x1)));
          const share = lane.busy[i] * px / (b - a), cat = LABEL_CAT[lane.lab[i]];
          for (let c = a; c < b; c++) {
            bins[c] += share;
            byCat[c * CATS.length + cat] += share;
          }
          any = true;
        }
      }
      if (!any) return parts.join("");
      const look = function (c) {
        let best = 0;
        for (let k = 1; k < CATS.length; k++) if (byCat[c * CATS.length + k] > byCat[c * CATS.length + best]) best = k;
        return best * 16 + Math.min(10, Math.max(1, Math.round(bins[c] * 10)));
      };
      for (let c = 0; c < nb;) {
        if (bins[c] <= 0) { c++; continue; }
        const v = look(c);
        let e = c + 1;
        while (e < nb && bins[e] > 0 && look(e) === v) e++;
        parts.push('<rect x="' + (LW + c) + '" y="' + (y + 3) + '" width="' + (e - c) + '" height="' + (LANE - 6) +
          '" fill="' + CATS[v >> 4][2] + '" fill-opacity="' + ((v & 15) / 10).toFixed(1) + '"></rect>');
        c = e;
      }
      return parts.join("");
    }

    function draw() {
      const px = (W - LW) / (view.b - view.a);
      let out = '<g class="axis">';
      ticks(view.a * unit, view.b * unit, Math.max(2, Math.floor((W - LW) / 110))).forEach(function (t) {
        const x = (LW + (t / unit - view.a) * px).toFixed(1);
        out += '<line x1="' + x + '" x2="' + x + '" y1="' + (TOP - 6) + '" y2="' + (H - 2) +
          '" stroke-dasharray="2 4"></line><text x="' + x + '" y="' + (TOP - 10) + '" text-anchor="middle">' +
          esc(fmtSeconds(t)) + "</text>";
      });
      out += "</g>";
      loops.forEach(function (l) {
        if (l.en < view.a || l.st > view.b) return;
        const x0 = Math.max(0, (l.st - view.a) * px), x1 = Math.min(W - LW, (l.en - view.a) * px);
        out += '<rect class="tl-loop" x="' + (LW + x0).toFixed(1) + '" y="' + (TOP - 4) + '" width="' +
          Math.max(1, x1 - x0).toFixed(1) + '" height="' + (H - TOP) + '" fill="#f4d35e" fill-opacity="0.15"></rect>';
      });
      roles.forEach(function (r, ri) {
        out += '<g class="tl-row" data-role="' + esc(r.name) + '" data-devices="' + r.devices + '">';
        out += '<text x="4" y="' + (laneY(ri, 0) - 2) + '" style="font-weight:600">' + esc(r.name) + " (" +
          r.devices + ")</text>";
        r.lanes.forEach(function (lane, k) {
          const y = laneY(ri, k);
          out += '<g class="tl-lane" data-lane="' + esc(lane.name) + '" data-segments="' + lane.n + '">';
          out += '<rect x="' + LW + '" y="' + y + '" width="' + (W - LW) + '" height="' + LANE +
            '" fill="' + (k ? "#fbf4f2" : "#f3f6fa") + '"></rect>';
          out += '<text x="14" y="' + (y + 16) + '">' + esc(lane.name) + "</text>";
          out += drawLane(lane, y, px) + "</g>";
        });
        out += "</g>";
      });
      svg.setAttribute("width", W);
      svg.setAttribute("height", H);
      svg.innerHTML = out;
      bar.querySelector(".range").textContent = "showing " + fmtSeconds(view.a * unit) + " to " +
        fmtSeconds(view.b * unit) + " of " + fmtSeconds(end * unit);
    }
    /* Drawn at once: browsers deliver wheel and pointer moves once a frame,
     * and a view draws at most a few thousand rects whatever the zoom. */
    function redraw() { draw(); }
    function zoom(factor, at) {
      const span = view.b - view.a, next = Math.min(end, Math.max(end * 1e-7, span * factor, 8));
      let a = at - (at - view.a) * next / span;
      a = Math.max(0, Math.min(end - next, a));
      view = { a: a, b: a + next };
      redraw();
    }
    function timeAt(clientX) {
      const r = svg.getBoundingClientRect();
      return view.a + (clientX - r.left - LW) * (view.b - view.a) / (W - LW);
    }
    bar.addEventListener("click", function (e) {
      const z = e.target.dataset ? e.target.dataset.z : null;
      if (z === "in") zoom(0.5, (view.a + view.b) / 2);
      else if (z === "out") zoom(2, (view.a + view.b) / 2);
      else if (z === "all") { view = { a: 0, b: end }; redraw(); }
    });
    svg.addEventListener("wheel", function (e) {
      e.preventDefault();
      zoom(Math.exp(e.deltaY * 0.002), Math.max(view.a, Math.min(view.b, timeAt(e.clientX))));
    }, { passive: false });
    svg.addEventListener("dblclick", function () { view = { a: 0, b: end }; redraw(); });
    let drag = null;
    svg.addEventListener("pointerdown", function (e) {
      drag = { x: e.clientX, a: view.a, b: view.b };
      svg.classList.add("dragging");
      /* Keep the drag when the pointer leaves the chart (a nicety: not
       * every pointer can be captured). */
      try { svg.setPointerCapture(e.pointerId); } catch (err) { /* dragging still works inside */ }
    });
    svg.addEventListener("pointerup", function () { drag = null; svg.classList.remove("dragging"); });
    svg.addEventListener("pointermove", function (e) {
      if (drag) {
        const span = drag.b - drag.a;
        let a = drag.a - (e.clientX - drag.x) * span / (W - LW);
        a = Math.max(0, Math.min(end - span, a));
        view = { a: a, b: a + span };
        tip.style.display = "none";
        redraw();
        return;
      }
      hover(e);
    });
    svg.addEventListener("pointerleave", function () { tip.style.display = "none"; });

    function hover(e) {
      const r = svg.getBoundingClientRect(), x = e.clientX - r.left, y = e.clientY - r.top;
      if (x < LW) { tip.style.display = "none"; return; }
      const px = (W - LW) / (view.b - view.a), t = view.a + (x - LW) / px;
      let text = null;
      roles.forEach(function (role, ri) {
        role.lanes.forEach(function (lane, k) {
          const ly = laneY(ri, k);
          if (y < ly || y >= ly + LANE) return;
          let i = firstEnding(lane, t - 3 / px);
          if (i >= lane.n || lane.st[i] > t + 3 / px) return;
          if (i + 1 < lane.n && lane.st[i + 1] <= t && lane.en[i] < t) i++;
          const lab = LABELS[lane.lab[i]] || "?";
          const len = (lane.en[i] - lane.st[i]) * unit;
          if (lane.cnt[i] === 1) {
            text = "<b>" + esc(lab) + "</b><br>" + esc(where(lane.line[i], lane.col[i])) + "<br>" +
              esc(fmtSeconds(len)) + " on the " + esc(lane.name) + " stream, from " +
              esc(fmtSeconds(lane.st[i] * unit)) + " to " + esc(fmtSeconds(lane.en[i] * unit));
          } else {
            text = "<b>" + lane.cnt[i] + " short ops</b> (each under " + esc(fmtSeconds(TL.merge_below * unit)) +
              "): " + esc(fmtSeconds(lane.busy[i] * unit)) + " busy within " + esc(fmtSeconds(len)) + " from " +
              esc(fmtSeconds(lane.st[i] * unit)) + "<br>longest: " + esc(lab) + " at " +
              esc(where(lane.line[i], lane.col[i]));
          }
        });
      });
      if (!text) {
        loops.forEach(function (l) {
          if (t >= l.st && t <= l.en)
            text = "<b>" + esc(LABELS[l.lab] || "loop") + "</b> at " + esc(where(l.line, l.col)) + ": " +
              esc(fmtSeconds((l.en - l.st) * unit)) + " in all (its body's first iteration is drawn)";
        });
      }
      if (!text) { tip.style.display = "none"; return; }
      tip.innerHTML = text;
      tip.style.display = "block";
      tip.style.left = Math.min(x + 14, W - 300) + "px";
      tip.style.top = (y + 16) + "px";
    }
    draw();
    window.addEventListener("resize", function () { W = plotWidth(plot); redraw(); });
  }

  /* ---- memory ---- */

  const KIND_COLORS = ["#2f6fdd", "#7fb3ff", "#9aa5b1", "#d1495b", "#f2a541", "#4fa3a5"];

  function renderMemory() {
    const M = D.memory;
    if (!M || !M.points.length) return;
    const s = section("memory", "Memory through the step");
    const K = M.kinds.length, n = M.points.length / (K + 3);
    const total = new Float64Array(n);
    let max = 0, at = 0;
    for (let i = 0; i < n; i++) {
      let t = 0;
      for (let k = 0; k < K; k++) t += M.points[i * (K + 3) + k];
      total[i] = t;
      if (t > max) { max = t; at = i; }
    }
    s.appendChild(el("p", "note", "Bytes live on one device while the step runs, by the reference interpreter's " +
      "buffer rules (the peak a run measures), stacked by kind. Across: the ops in the order they run (" +
      fmtCount(M.units) + " with the arguments" + (M.stride > 1 ? "; each point is the highest of " + M.stride +
      " consecutive ops" : "") + ")."));
    let legend = "";
    M.names.forEach(function (name, k) {
      legend += "<span><i style=\"background:" + KIND_COLORS[k] + "\"></i>" + esc(name) + "</span>";
    });
    legend += '<span><i style="background:#c62828"></i>capacity</span>';
    s.appendChild(el("div", "legend", legend));
    const plot = el("div", "plot");
    s.appendChild(plot);
    const tip = el("div", "tip");
    const NS = "http://www.w3.org/2000/svg";
    const svg = document.createElementNS(NS, "svg");
    svg.id = "memory-chart";
    svg.dataset.maxBytes = String(max);
    svg.dataset.peakBytes = String(M.peak_bytes);
    svg.dataset.capacity = String(M.capacity);
    svg.dataset.points = String(n);
    plot.appendChild(svg);
    plot.appendChild(tip);
    const L = 76, R = 16, TOP = 14, H = 280, B = 24;
    const top = Math.max(max * 1.08, M.capacity <= max * 1.6 ? M.capacity * 1.05 : 0, 1);
    let W = plotWidth(plot);
    function X(i) { return L + (i + 0.5) / n * (W - L - R); }
    function Y(v) { return TOP + (H - TOP - B) * (1 - v / top); }
    function draw() {
      let out = '<g class="axis">';
      ticks(0, top, 5).forEach(function (v) {
        out += '<line x1="' + L + '" x2="' + (W - R) + '" y1="' + Y(v).toFixed(1) + '" y2="' + Y(v).toFixed(1) +
          '" stroke-dasharray="2 4"></line><text x="' + (L - 6) + '" y="' + (Y(v) + 4).toFixed(1) +
          '" text-anchor="end">' + esc(fmtBytes(v)) + "</text>";
      });
      out += '<text x="' + L + '" y="' + (H - 6) + '">start of the step</text><text x="' + (W - R) + '" y="' +
        (H - 6) + '" text-anchor="end">end (' + fmtCount(M.units) + " ops)</text></g>";
      const below = new Float64Array(n);
      for (let k = 0; k < K; k++) {
        let up = "", down = "", any = false;
        for (let i = 0; i < n; i++) {
          const v = M.points[i * (K + 3) + k];
          any = any || v > 0;
          up += (i ? "L" : "M") + X(i).toFixed(1) + "," + Y(below[i] + v).toFixed(1);
        }
        for (let i = n - 1; i >= 0; i--) down += "L" + X(i).toFixed(1) + "," + Y(below[i]).toFixed(1);
        for (let i = 0; i < n; i++) below[i] += M.points[i * (K + 3) + k];
        if (any) out += '<path class="mem-kind" data-kind="' + esc(M.kinds[k]) + '" d="' + up + down + 'Z" fill="' +
          KIND_COLORS[k] + '" fill-opacity="0.85"></path>';
      }
      if (M.capacity > 0 && M.capacity <= top) {
        const y = Y(M.capacity).toFixed(1);
        out += '<line x1="' + L + '" x2="' + (W - R) + '" y1="' + y + '" y2="' + y +
          '" stroke="#c62828" stroke-width="1.5" stroke-dasharray="6 4"></line><text x="' + (W - R) + '" y="' +
          (Y(M.capacity) - 4).toFixed(1) + '" text-anchor="end" style="fill:#c62828">capacity ' +
          esc(fmtBytes(M.capacity)) + "</text>";
      } else if (M.capacity > 0) {
        out += '<text x="' + (W - R) + '" y="' + (TOP + 2) + '" text-anchor="end" style="fill:#c62828">capacity ' +
          esc(fmtBytes(M.capacity)) + " is above the chart: the peak uses " + esc(pct(max / M.capacity)) +
          " of it</text>";
      }
      const px = X(at), py = Y(max), p = M.peak_op;
      const right = px > W / 2;
      out += '<circle id="memory-peak" cx="' + px.toFixed(1) + '" cy="' + py.toFixed(1) +
        '" r="4" fill="#c62828"></circle><text x="' + (px + (right ? -8 : 8)).toFixed(1) + '" y="' +
        (py + 4).toFixed(1) + '" text-anchor="' + (right ? "end" : "start") + '" style="font-weight:600">peak ' +
        esc(fmtBytes(max)) + " after " + esc(LABELS[p.label] || "?") + " at " + esc(where(p.line, p.col)) +
        "</text>";
      out += '<line class="mem-cursor" x1="0" x2="0" y1="' + TOP + '" y2="' + (H - B) +
        '" stroke="#1d232b" stroke-width="1" style="display:none"></line>';
      svg.setAttribute("width", W);
      svg.setAttribute("height", H);
      svg.innerHTML = out;
    }
    svg.addEventListener("pointermove", function (e) {
      const r = svg.getBoundingClientRect(), x = e.clientX - r.left;
      const i = Math.round((x - L) / (W - L - R) * n - 0.5);
      const cursor = svg.querySelector(".mem-cursor");
      if (i < 0 || i >= n) { tip.style.display = "none"; cursor.style.display = "none"; return; }
      const base = i * (K + 3), first = i * M.stride;
      let html = "<b>" + esc(fmtBytes(total[i])) + "</b> live " + (M.stride > 1 ? "at most, ops " + first + " to " +
        (first + M.stride - 1) : "at op " + first) + "<br>highest after " + esc(LABELS[M.points[base + K]] || "?") +
        " at " + esc(where(M.points[base + K + 1], M.points[base + K + 2])) + "<br>";
      M.names.forEach(function (name, k) {
        if (M.points[base + k] > 0) html += esc(name) + " " + esc(fmtBytes(M.points[base + k])) + "<br>";
      });
      cursor.setAttribute("x1", X(i));
      cursor.setAttribute("x2", X(i));
      cursor.style.display = "";
      tip.innerHTML = html;
      tip.style.display = "block";
      tip.style.left = Math.min(x + 14, W - 280) + "px";
      tip.style.top = "20px";
    });
    svg.addEventListener("pointerleave", function () {
      tip.style.display = "none";
      svg.querySelector(".mem-cursor").style.display = "none";
    });
    draw();
    window.addEventListener("resize", function () { W = plotWidth(plot); draw(); });
  }

  /* ---- sharding map ---- */

  const AXIS_COLORS = ["#2f6fdd", "#e76f51", "#2a9d8f", "#8e6bbf", "#e9c46a", "#6d597a", "#d1495b", "#264653"];

  /* "params['layers'][3]['mlp']['w_in']": the group is the name up to its
   * first integer index (a layer), else up to its last component. */
  function splitName(name) {
    const layer = /\[(\d+)\]/.exec(name);
    if (layer) {
      const cut = layer.index + layer[0].length;
      return { key: name.slice(0, cut), pattern: name.slice(0, layer.index) + "[#]", index: Number(layer[1]),
        rest: name.slice(cut) || name };
    }
    const last = name.lastIndexOf("[");
    if (last > 0) return { key: name.slice(0, last), pattern: name.slice(0, last), index: -1, rest: name.slice(last) };
    return { key: "", pattern: "", index: -1, rest: name };
  }

  function ranges(xs) {
    xs.sort(function (a, b) { return a - b; });
    const out = [];
    for (let i = 0; i < xs.length;) {
      let j = i;
      while (j + 1 < xs.length && xs[j + 1] === xs[j] + 1) j++;
      out.push(j > i ? xs[i] + "&ndash;" + xs[j] : String(xs[i]));
      i = j + 1;
    }
    return out.join(", ");
  }

  function dimStyle(axes) {
    if (!axes.length) return "";
    if (axes.length === 1) return "background:" + AXIS_COLORS[axes[0] % AXIS_COLORS.length];
    const stops = axes.map(function (a, i) {
      const c = AXIS_COLORS[a % AXIS_COLORS.length];
      return c + " " + (100 * i / axes.length) + "% " + (100 * (i + 1) / axes.length) + "%";
    });
    return "background:linear-gradient(90deg," + stops.join(",") + ")";
  }

  /* The last two dims as a rectangle (log-scaled), cut into the tiles the
   * mesh axes make; the colour of the axes on each. */
  function paramGlyph(shape, tiles, sizes) {
    const r = shape.length;
    const cols = r ? shape[r - 1] : 1, rows = r >= 2 ? shape[r - 2] : 1;
    const w = Math.min(170, 10 + 12 * Math.log2(Math.max(cols, 1))), h = r >= 2 ?
      Math.min(44, 6 + 3 * Math.log2(Math.max(rows, 1))) : 8;
    const cAxes = r ? tiles[r - 1] : [], rAxes = r >= 2 ? tiles[r - 2] : [];
    const split = function (axes) { return axes.reduce(function (a, x) { return a * sizes[x]; }, 1); };
    let out = '<svg width="' + (w + 2).toFixed(0) + '" height="' + (h + 2).toFixed(0) + '">';
    out += '<rect x="1" y="1" width="' + w.toFixed(1) + '" height="' + h.toFixed(1) + '" fill="#d5dae0"></rect>';
    [[cAxes, true], [rAxes, false]].forEach(function (pair) {
      const axes = pair[0], vertical = pair[1];
      if (!axes.length) return;
      const c = AXIS_COLORS[axes[axes.length - 1] % AXIS_COLORS.length], k = split(axes);
      out += '<rect x="1" y="1" width="' + w.toFixed(1) + '" height="' + h.toFixed(1) + '" fill="' + c +
        '" fill-opacity="0.45"></rect>';
      const lines = Math.min(k, 16);
      for (let i = 1; i < lines; i++) {
        const f = i / lines;
        out += vertical ? '<line x1="' + (1 + f * w).toFixed(1) + '" x2="' + (1 + f * w).toFixed(1) +
          '" y1="1" y2="' + (1 + h).toFixed(1) + '" stroke="' + c + '"></line>'
          : '<line y1="' + (1 + f * h).toFixed(1) + '" y2="' + (1 + f * h).toFixed(1) + '" x1="1" x2="' +
          (1 + w).toFixed(1) + '" stroke="' + c + '"></line>';
      }
    });
    return out + "</svg>";
  }

  function renderSharding() {
    const S = D.sharding;
    if (!S || !S.args.length) return;
    const s = section("sharding", "Sharding map");
    s.appendChild(el("p", "note", (S.group ? "The parameters (the <code>params</code> arguments; the optimizer " +
      "state mirrors them)" : "The arguments (none is named <code>params</code>)") + ", grouped by layer, each " +
      "drawn by its last two dims (log scale) and cut into the tiles the mesh axes make; each dim is coloured by " +
      "the axes that shard it. Layers whose parameters have the same shapes and sharding are drawn once."));
    let legend = "";
    S.axes.forEach(function (a, i) {
      legend += "<span><i style=\"background:" + AXIS_COLORS[i % AXIS_COLORS.length] + "\"></i>" + esc(a) + " (" +
        S.sizes[i] + ")</span>";
    });
    legend += '<span><i style="background:#d5dae0"></i>whole on every device</span>';
    s.appendChild(el("div", "legend", legend));
    const groups = new Map();
    S.args.forEach(function (arg) {
      const n = splitName(arg.name);
      if (!groups.has(n.key)) groups.set(n.key, { key: n.key, pattern: n.pattern, index: n.index, members: [] });
      groups.get(n.key).members.push({ rest: n.rest, arg: arg });
    });
    const merged = new Map();
    groups.forEach(function (g) {
      const sig = g.members.map(function (m) {
        return m.rest + JSON.stringify(m.arg.shape) + JSON.stringify(m.arg.tiles) + m.arg.dtype;
      }).join("|");
      const id = g.index >= 0 ? g.pattern + "\u0000" + sig : g.key;
      if (!merged.has(id)) merged.set(id, { first: g, indices: [] });
      merged.get(id).indices.push(g.index);
    });
    const box = el("div", "groups");
    merged.forEach(function (mg) {
      const g = mg.first;
      let title = esc(g.key || "(top level)");
      if (mg.indices.length > 1)
        title = esc(g.pattern).replace("[#]", "[" + ranges(mg.indices) + "]") + " &middot; " + mg.indices.length +
          " layers alike";
      let html = '<div class="gname">' + title + "</div>";
      g.members.forEach(function (m) {
        const a = m.arg;
        html += '<div class="param"><span class="pname">' + esc(m.rest) + "</span>" +
          paramGlyph(a.shape, a.tiles, S.sizes) + '<span class="dims">';
        a.shape.forEach(function (d, i) {
          const axes = a.tiles[i];
          html += '<span class="dim' + (axes.length ? " tiled" : "") + '" style="' + dimStyle(axes) + '" title="' +
            (axes.length ? "split over " + esc(axes.map(function (x) { return S.axes[x]; }).join(", ")) :
              "whole") + '">' + d + "</span>";
        });
        html += '</span><span class="note">' + esc(a.dtype) + "</span></div>";
      });
      box.appendChild(el("div", "group", html));
    });
    s.dataset.params = String(S.args.length);
    s.dataset.groups = String(merged.size);
    s.appendChild(box);
  }

  /* ---- automatic search ---- */

  /* Values in [lo, hi] onto pixels [p0, p1]: logarithmic when they span
   * more than a factor of 10 (plans' memory differs by up to the mesh's
   * size), linear otherwise; with round ticks. */
  function scale(lo, hi, p0, p1, nTicks) {
    if (!(hi > lo)) { const m = lo > 0 ? lo : 1; lo = m * 0.9; hi = m * 1.1; }
    const log = lo > 0 && hi / lo > 10;
    let a, b;
    if (log) {
      const pad = 0.04 * (Math.log10(hi) - Math.log10(lo));
      a = Math.log10(lo) - pad; b = Math.log10(hi) + pad;
    } else {
      const pad = 0.08 * (hi - lo);
      a = lo >= 0 ? Math.max(0, lo - pad) : lo - pad; b = hi + pad;
    }
    const f = log ? Math.log10 : function (v) { return v; };
    const map = function (v) { return p0 + (f(v) - a) / (b - a) * (p1 - p0); };
    let tk;
    if (log) {
      tk = [];
      const steps = b - a > 2.5 ? [1] : [1, 2, 5];
      for (let k = Math.floor(a); k <= Math.ceil(b); k++)
        steps.forEach(function (m) {
          const v = m * Math.pow(10, k);
          if (Math.log10(v) >= a && Math.log10(v) <= b) tk.push(v);
        });
    } else tk = ticks(a, b, nTicks || 5);
    return { map: map, ticks: tk, log: log };
  }

  /* A chart box: title, an svg in a .plot with its hover tip. */
  function chartBox(parent, title, id, W, H) {
    const box = el("div", "chart");
    box.appendChild(el("div", "title", esc(title)));
    const plot = el("div", "plot");
    const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.id = id;
    svg.setAttribute("width", W);
    svg.setAttribute("height", H);
    plot.appendChild(svg);
    const tip = el("div", "tip");
    plot.appendChild(tip);
    box.appendChild(plot);
    parent.appendChild(box);
    return { svg: svg, tip: tip };
  }

  /* Hover over drawn items [{x, y, html}]: the nearest within 10 pixels. */
  function hoverItems(svg, tip, items, W) {
    svg.addEventListener("pointermove", function (e) {
      const r = svg.getBoundingClientRect(), x = e.clientX - r.left, y = e.clientY - r.top;
      let best = null, bd = 100;
      items.forEach(function (it) {
        const d = (it.x - x) * (it.x - x) + (it.y - y) * (it.y - y);
        if (d <= bd) { bd = d; best = it; }
      });
      if (!best) { tip.style.display = "none"; return; }
      tip.innerHTML = best.html;
      tip.style.display = "block";
      tip.style.left = Math.max(0, Math.min(x + 14, W - 260)) + "px";
      tip.style.top = (y + 14) + "px";
    });
    svg.addEventListener("pointerleave", function () { tip.style.display = "none"; });
  }

  function renderSearch() {
    const SS = D.search;
    if (!SS || !SS.length) return;
    const s = section("search", "Automatic search");
    s.dataset.searches = String(SS.length);
    SS.forEach(function (S, si) { renderOneSearch(s, S, si, SS.length); });
  }

  function renderOneSearch(s, S, si, count) {
    const axes = S.axes.map(function (a) { return "'" + esc(a) + "'"; }).join(", ");
    const tactics = S.n_tactics === 0 ? "no tactic" : S.n_tactics === 1 ? "tactic " + S.first_tactic :
      "tactics " + S.first_tactic + "&ndash;" + (S.first_tactic + S.n_tactics - 1);
    if (count > 1) s.appendChild(el("h3", "", "Search " + (si + 1) + ": " + tactics + " on " + axes));
    const P = [];
    for (let i = 0; i + 4 < S.plans.length; i += 5)
      P.push({ step: S.plans[i], peak: S.plans[i + 1], it: S.plans[i + 2], dec: S.plans[i + 3], ok: S.plans[i + 4] });
    const B = [];
    for (let i = 0; i + 3 < S.best.length; i += 4)
      B.push({ it: S.best[i], ev: S.best[i + 1], step: S.best[i + 2], peak: S.best[i + 3] });
    const E = S.experts.filter(function (x) { return x.step_s !== undefined; });
    const limit = S.memory_limit;
    const fits = function (peak) { return peak <= limit; };
    let text = "The automatic search decided what the earlier tactics left open on " + axes + " (" +
      (S.n_tactics ? tactics + " above" : "it added no tactic: the state as it was is the best plan") + "), by " +
      "Monte Carlo tree search judged by the simulator on " + esc(S.hw) + " under a memory limit of " +
      esc(fmtBytes(limit)) + " per device (seed " + S.seed + "): " + fmtCount(S.iterations) + " iterations, " +
      fmtCount(S.evaluations) + " distinct plans simulated (" + fmtCount(S.feasible) + " within the limit) over " +
      S.n_space + " decisions in " + fmtSeconds(S.seconds) + (S.exhausted ? "; every plan was explored" : "") + ".";
    text += " The scatter shows " + (S.plan_stride > 1 ? "every " + ordinal(S.plan_stride) + " plan in the order they " +
      "were simulated, " + P.length + " of " + S.evaluations + " (at most " + S.max_plans + " are kept)"
      : "all " + P.length + " plans") + ", the chosen one and the expert schedules applied to the same state.";
    if (S.best_thinned) text += " The best-time curve keeps every other one of its older improvements.";
    s.appendChild(el("p", "note", text));
    let legend = '<span><i style="background:#2f6fdd"></i>plan within the limit</span>' +
      '<span><i style="background:#fff;border:1.5px solid #9aa5b1"></i>plan over the limit</span>' +
      '<span><i style="background:#1a7f37;border-radius:50%"></i>chosen plan</span>' +
      '<span><i style="background:#e76f51;transform:rotate(45deg) scale(0.8)"></i>expert schedule</span>' +
      '<span><i style="background:#c62828"></i>memory limit</span>';
    s.appendChild(el("div", "legend", legend));
    const charts = el("div", "charts");
    s.appendChild(charts);
    const W = 560, H = 320, L = 70, R = 16, TOP = 22, BOT = 34;
    const plotInfo = function (x) {
      return "step " + esc(fmtSeconds(x.step)) + ", peak " + esc(fmtBytes(x.peak)) + " per device " +
        (fits(x.peak) ? '(<span style="color:#7ee2a0">fits</span>)' : '(<span style="color:#ff9c9c">over the limit</span>)');
    };

    /* Best step time against iterations. */
    const chosen = { step: S.step_s, peak: S.peak_bytes };
    const fitting = E.filter(function (x) { return fits(x.peak_bytes); }).sort(function (a, b) {
      return a.step_s - b.step_s;
    });
    const bestExpert = fitting.length ? fitting[0] : null;
    {
      /* Iterations on a log scale past a few dozen: improvements come
       * early, and a long search would squeeze them against the axis. */
      const last = Math.max(S.iterations, B.length ? B[B.length - 1].it : 1, 1);
      const xs = last > 50 ? scale(1, last, L, W - R) : scale(0, last, L, W - R);
      const c = chartBox(charts, "Best step time within the limit, by iteration" + (xs.log ? " (log scale)" : ""),
        "search-best-" + si, W, H);
      const vals = B.map(function (b) { return b.step; });
      if (bestExpert) vals.push(bestExpert.step_s);
      const ys = scale(Math.min.apply(null, vals), Math.max.apply(null, vals), H - BOT, TOP);
      let out = '<g class="axis">';
      ys.ticks.forEach(function (v) {
        const y = ys.map(v).toFixed(1);
        out += '<line x1="' + L + '" x2="' + (W - R) + '" y1="' + y + '" y2="' + y + '" stroke-dasharray="2 4"></line>' +
          '<text x="' + (L - 6) + '" y="' + (Number(y) + 4) + '" text-anchor="end">' + esc(fmtSeconds(v)) + "</text>";
      });
      xs.ticks.forEach(function (v) {
        if (v !== Math.round(v)) return;
        out += '<text x="' + xs.map(v).toFixed(1) + '" y="' + (H - BOT + 14) + '" text-anchor="middle">' +
          fmtCount(v) + "</text>";
      });
      out += '<text x="' + ((L + W - R) / 2) + '" y="' + (H - 4) + '" text-anchor="middle">iteration</text></g>';
      const items = [];
      if (bestExpert) {
        const y = ys.map(bestExpert.step_s).toFixed(1);
        out += '<line class="expert-line" x1="' + L + '" x2="' + (W - R) + '" y1="' + y + '" y2="' + y +
          '" stroke="#e76f51" stroke-dasharray="6 4"></line><text x="' + (W - R) + '" y="' + (Number(y) - 4) +
          '" text-anchor="end" style="fill:#e76f51">best expert within the limit: ' + esc(bestExpert.name) + " " +
          esc(fmtSeconds(bestExpert.step_s)) + "</text>";
      }
      if (B.length) {
        let d = "M" + xs.map(B[0].it).toFixed(1) + "," + ys.map(B[0].step).toFixed(1);
        for (let i = 1; i < B.length; i++)
          d += "H" + xs.map(B[i].it).toFixed(1) + "V" + ys.map(B[i].step).toFixed(1);
        d += "H" + xs.map(last).toFixed(1);
        out += '<path class="search-best-line" d="' + d + '" fill="none" stroke="#1a7f37" stroke-width="2"></path>';
        B.forEach(function (b, i) {
          const x = xs.map(b.it), y = ys.map(b.step);
          out += '<circle class="best-point" cx="' + x.toFixed(1) + '" cy="' + y.toFixed(1) +
            '" r="3.5" fill="#1a7f37"></circle>';
          items.push({ x: x, y: y, html: "<b>" + (i ? "better plan" : "first plan within the limit") +
            "</b> at iteration " + b.it + " (the " + ordinal(b.ev) + " plan simulated)<br>" + plotInfo(b) });
        });
      }
      c.svg.innerHTML = out;
      c.svg.dataset.values = vals.slice(0, B.length).join(",");
      c.svg.dataset.final = B.length ? String(B[B.length - 1].step) : "";
      c.svg.dataset.iterations = String(S.iterations);
      c.svg.classList.add("search-best");
      hoverItems(c.svg, c.tip, items, W);
    }

    /* Explored plans: peak memory against step time. */
    {
      const c = chartBox(charts, "Plans simulated: peak memory against step time", "search-scatter-" + si, W, H);
      const steps = P.map(function (p) { return p.step; }).concat(E.map(function (x) { return x.step_s; }), [chosen.step]);
      const peaks = P.map(function (p) { return p.peak; }).concat(E.map(function (x) { return x.peak_bytes; }),
        [chosen.peak]);
      const maxPeak = Math.max.apply(null, peaks), minPeak = Math.min.apply(null, peaks);
      const showLimit = limit <= maxPeak * 3 && limit >= minPeak / 3;
      if (showLimit) peaks.push(limit);
      const xs = scale(Math.min.apply(null, steps), Math.max.apply(null, steps), L, W - R);
      const ys = scale(Math.min.apply(null, peaks), Math.max.apply(null, peaks), H - BOT, TOP, 8);
      let out = '<g class="axis">';
      ys.ticks.forEach(function (v) {
        const y = ys.map(v).toFixed(1);
        out += '<line x1="' + L + '" x2="' + (W - R) + '" y1="' + y + '" y2="' + y + '" stroke-dasharray="2 4"></line>' +
          '<text x="' + (L - 6) + '" y="' + (Number(y) + 4) + '" text-anchor="end">' + esc(fmtBytes(v)) + "</text>";
      });
      xs.ticks.forEach(function (v) {
        out += '<text x="' + xs.map(v).toFixed(1) + '" y="' + (H - BOT + 14) + '" text-anchor="middle">' +
          esc(fmtSeconds(v)) + "</text>";
      });
      out += '<text x="' + ((L + W - R) / 2) + '" y="' + (H - 4) + '" text-anchor="middle">step time' +
        (xs.log ? " (log scale)" : "") + '</text><text x="4" y="11">peak memory per device' +
        (ys.log ? " (log scale)" : "") + "</text></g>";
      if (showLimit) {
        const y = ys.map(limit).toFixed(1);
        out += '<line class="limit-line" x1="' + L + '" x2="' + (W - R) + '" y1="' + y + '" y2="' + y +
          '" stroke="#c62828" stroke-width="1.5" stroke-dasharray="6 4"></line><text x="' + (W - R) + '" y="' +
          (Number(y) - 4) + '" text-anchor="end" style="fill:#c62828">memory limit ' + esc(fmtBytes(limit)) + "</text>";
      } else {
        out += '<text x="' + (W - R) + '" y="' + (TOP + 10) + '" text-anchor="end" style="fill:#c62828">memory limit ' +
          esc(fmtBytes(limit)) + (limit > maxPeak ? " is far above the chart" : " is far below the chart") + "</text>";
      }
      const items = [];
      let pts = "";
      P.forEach(function (p) {
        const x = xs.map(p.step), y = ys.map(p.peak);
        pts += '<circle class="plan-point" cx="' + x.toFixed(1) + '" cy="' + y.toFixed(1) + '" r="3"' +
          (p.ok ? ' fill="#2f6fdd" fill-opacity="0.55"' : ' fill="#fff" stroke="#9aa5b1" stroke-width="1.2"') +
          "></circle>";
        items.push({ x: x, y: y, html: "<b>a plan of " + p.dec + " decision" + (p.dec === 1 ? "" : "s") +
          "</b>, simulated at iteration " + p.it + "<br>" + plotInfo(p) });
      });
      out += '<g class="plans">' + pts + "</g>";
      E.forEach(function (x) {
        const px = xs.map(x.step_s), py = ys.map(x.peak_bytes);
        out += '<path class="expert-marker" data-name="' + esc(x.name) + '" d="M' + px.toFixed(1) + "," +
          (py - 6).toFixed(1) + "l6,6l-6,6l-6,-6Z" + '" fill="#e76f51"></path><text x="' + (px + 8).toFixed(1) +
          '" y="' + (py - 6).toFixed(1) + '" style="fill:#b5482b">' + esc(x.name) + "</text>";
        items.push({ x: px, y: py, html: "<b>expert schedule " + esc(x.name) + "</b><br>" +
          plotInfo({ step: x.step_s, peak: x.peak_bytes }) });
      });
      const cx = xs.map(chosen.step), cy = ys.map(chosen.peak);
      out += '<g class="chosen-marker" data-step="' + chosen.step + '" data-peak="' + chosen.peak + '"><circle cx="' +
        cx.toFixed(1) + '" cy="' + cy.toFixed(1) + '" r="7" fill="none" stroke="#1a7f37" stroke-width="2.5">' +
        '</circle><circle cx="' + cx.toFixed(1) + '" cy="' + cy.toFixed(1) + '" r="2.5" fill="#1a7f37"></circle>' +
        '<text x="' + (cx + 10).toFixed(1) + '" y="' + (cy + 14).toFixed(1) + '" style="fill:#1a7f37;font-weight:600">' +
        "chosen</text></g>";
      items.push({ x: cx, y: cy, html: "<b>the chosen plan</b> (" + tactics + ")<br>" + plotInfo(chosen) });
      c.svg.innerHTML = out;
      c.svg.classList.add("search-scatter");
      c.svg.dataset.plans = String(P.length);
      c.svg.dataset.points = String(c.svg.querySelectorAll(".plan-point").length);
      c.svg.dataset.experts = String(E.length);
      c.svg.dataset.limit = String(limit);
      hoverItems(c.svg, c.tip, items, W);
    }
    const rows = [["<b>chosen</b>", fmtSeconds(S.step_s), fmtBytes(S.peak_bytes), "yes"]].concat(
      S.experts.map(function (x) {
        return x.step_s === undefined ? [esc(x.name), "n/a: " + esc(x.why), "", ""] :
          [esc(x.name), fmtSeconds(x.step_s), fmtBytes(x.peak_bytes), fits(x.peak_bytes) ? "yes" : "no"];
      }));
    s.appendChild(el("div", "", table(["plan", "step time", "peak memory per device", "within the limit"], rows,
      [0, 1, 1, 0])));
  }

  function renderToc() {
    const nav = el("nav", "toc", sections.map(function (x) {
      return '<a href="#' + x[0] + '">' + esc(x[1]) + "</a>";
    }).join(""));
    app.insertBefore(nav, app.children[1] || null);
    app.appendChild(el("footer", "", "Written by partir. The data drawn here is the JSON in the element " +
      "<code>#partir-data</code> of this file."));
  }

  renderSummary();
  renderTactics();
  renderTimeline();
  renderMemory();
  renderSharding();
  renderSearch();
  renderToc();
  /* The sections exist only now: follow a link to one (REPORT.html#memory). */
  const target = location.hash ? document.getElementById(location.hash.slice(1)) : null;
  if (target) target.scrollIntoView();
  if (document.body.dataset.ready !== "error") document.body.dataset.ready = "1";
  document.body.dataset.renderMs = (performance.now() - T0).toFixed(1);
  /* How tall the page is drawn: what a screenshot of all of it needs. */
  document.body.dataset.height = String(document.documentElement.scrollHeight);
})();
