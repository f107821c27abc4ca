/* browser_interact.js - appended to a report page by tests/browser_test.sh:
 * once the page is drawn, zooms the timeline in with the wheel, hovers an
 * op (the one nearest the zoom's centre on the first lane), drags to pan, and records what the page showed after each step on
 * <body> (data-view-*, data-tip, data-zoom-ms: the redraw), for the test to
 * compare. Each step is looked at from a timer, after the events it sent
 * were handled. */
"use strict";
(function () {
  const svg = document.getElementById("timeline-chart");
  if (!svg) return;
  const range = function () { return document.querySelector("#timeline .range").textContent; };
  const r = svg.getBoundingClientRect(), x = r.left + 600, y = r.top + 38;
  const b = document.body.dataset;
  b.viewWhole = range();
  const t0 = performance.now();
  const wheel = { deltaY: -1500, clientX: x, clientY: y, bubbles: true, cancelable: true };
  svg.dispatchEvent(new WheelEvent("wheel", wheel));
  b.zoomMs = (performance.now() - t0).toFixed(1);
  setTimeout(function () {
    b.viewZoomed = range();
    /* Hover the op nearest the zoom's centre on the first lane: where the
     * program has a gap there (waiting on a collective), a few pixels
     * aside. */
    const tipEl = document.querySelector("#timeline .tip");
    b.tip = "";
    for (let dx = 0; dx <= 400 && !b.tip; dx += 4) {
      for (const hx of dx ? [x + dx, x - dx] : [x]) {
        svg.dispatchEvent(new PointerEvent("pointermove", { clientX: hx, clientY: y, bubbles: true }));
        if (tipEl.style.display !== "none" && tipEl.textContent) {
          b.tip = tipEl.textContent;
          break;
        }
      }
    }
    svg.dispatchEvent(new PointerEvent("pointerdown", { clientX: x, clientY: y, pointerId: 1, bubbles: true }));
    svg.dispatchEvent(new PointerEvent("pointermove", { clientX: x - 300, clientY: y, pointerId: 1, bubbles: true }));
    svg.dispatchEvent(new PointerEvent("pointerup", { clientX: x - 300, clientY: y, pointerId: 1, bubbles: true }));
    setTimeout(function () {
      b.viewPanned = range();
      b.interacted = "1";
    }, 50);
  }, 50);
})();
