/* browser_search.js - appended to a report page with an automatic search
 * by tests/browser_test.sh: once the page is drawn, hovers the chosen
 * plan's marker and the first expert's marker on the first search's
 * scatter and records the tip each showed on <body> (data-tip-chosen,
 * data-tip-expert), for the test to check. */
"use strict";
(function () {
  const svg = document.getElementById("search-scatter-0");
  if (!svg) return;
  const tip = svg.parentNode.querySelector(".tip");
  function hover(selector) {
    const e = svg.querySelector(selector);
    if (!e) return "";
    const r = e.getBoundingClientRect();
    svg.dispatchEvent(new PointerEvent("pointermove", { clientX: r.left + r.width / 2, clientY: r.top + r.height / 2,
      bubbles: true }));
    return tip.style.display === "none" ? "" : tip.textContent;
  }
  const b = document.body.dataset;
  b.tipChosen = hover(".chosen-marker circle");
  b.tipExpert = hover(".expert-marker");
  b.searchHovered = "1";
})();
