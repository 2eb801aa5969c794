// Deck tools: paste a decklist → the check report with rule IDs; the mulligan calculator.
"use strict";
(() => {
  const $ = (id) => document.getElementById(id);
  const notice = $("notice");

  $("check").addEventListener("click", async () => {
    ct.clearNotice(notice);
    const body = { text: $("deck-text").value };
    if ($("deck-format").value) body.format = $("deck-format").value;
    try {
      const r = await ct.api("POST", "/api/decks/check", body);
      const box = $("report");
      box.replaceChildren(
        ct.el("p", { class: r.legal ? "legal" : "illegal" }, ct.el("strong", {}, r.legal ? "Legal" : "Illegal"),
          ` — ${r.format}, ${r.card_count} cards (read as ${r.read_as})`),
        r.commanders.length ? ct.el("p", {}, "Commander: " + r.commanders.join(" + ")) : "",
        ct.el("ul", { id: "problems" }, ...r.problems.map((p) => ct.el("li", {},
          ct.el("span", { class: "tag rule" }, p.rule), " ", p.message,
          p.cards.length ? ` (${p.cards.join(", ")})` : ""))),
        ...r.notes.map((n) => ct.el("p", { class: "status" }, "Note: " + n)));
    } catch (error) { ct.notice(notice, error.message); }
  });

  $("odds").addEventListener("click", async () => {
    ct.clearNotice(notice);
    const body = { rule: $("rule").value, players: parseInt($("mull-players").value, 10), on: $("on").value };
    const deck = $("mull-deck").value.trim();
    if (deck) body.decklist = deck; else body.counts = $("counts").value.trim();
    if ($("keep").value.trim()) body.keep = $("keep").value.trim();
    if ($("goal").value.trim()) body.goal = $("goal").value.trim();
    try {
      const r = await ct.api("POST", "/api/mulligan/odds", body);
      let running = 0;
      const grid = ct.el("table", { class: "grid", id: "odds-table" }, ct.el("tr", {},
        ...["mulligans", "P(keep here)", "P(kept by now)"].map((h) => ct.el("th", {}, h))));
      for (const [k, p] of Object.entries(r.mulligans)) {
        running += p;
        grid.append(ct.el("tr", {}, ct.el("td", {}, k), ct.el("td", {}, p.toFixed(4)),
          ct.el("td", {}, running.toFixed(4))));
      }
      $("odds-result").replaceChildren(
        ct.el("p", {}, `${r.rule} · ${r.method} · deck of ${r.deck_size} · expected hand ` +
          `${r.expected_hand_size.toFixed(3)} · expected mulligans ${r.expected_mulligans.toFixed(3)}` +
          (r.goal !== undefined && r.goal !== null ? ` · goal ${r.goal.toFixed(4)}` : "")), grid);
      $("plot").replaceChildren(plot(r.final_hand_size, `${r.rule}: final hand size (${r.method})`));
    } catch (error) { ct.notice(notice, error.message); }
  });

  // The final-hand-size distribution as an SVG bar plot.
  function plot(distribution, title) {
    const ns = "http://www.w3.org/2000/svg";
    const entries = Object.entries(distribution).sort((a, b) => Number(b[0]) - Number(a[0]));
    const width = 480, height = 240, left = 40, bottom = 30, top = 28;
    const bar = (width - left - 10) / Math.max(entries.length, 1);
    const max = Math.max(...entries.map(([, p]) => p), 0.0001);
    const svg = document.createElementNS(ns, "svg");
    svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
    svg.setAttribute("id", "odds-plot");
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", title);
    svg.style.maxWidth = "100%";
    const add = (tag, attrs, text) => {
      const node = document.createElementNS(ns, tag);
      for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
      if (text !== undefined) node.textContent = text;
      svg.append(node);
    };
    add("text", { x: width / 2, y: 16, "text-anchor": "middle", "font-size": 13 }, title);
    add("line", { x1: left, y1: height - bottom, x2: width - 5, y2: height - bottom, stroke: "#333" });
    entries.forEach(([size, p], i) => {
      const h = (height - bottom - top) * (p / max);
      const x = left + i * bar + bar * 0.15;
      add("rect", { x, y: height - bottom - h, width: bar * 0.7, height: h, fill: "#4477aa", class: "bar" });
      add("text", { x: x + bar * 0.35, y: height - bottom - h - 4, "text-anchor": "middle", "font-size": 11 }, p.toFixed(3));
      add("text", { x: x + bar * 0.35, y: height - bottom + 16, "text-anchor": "middle", "font-size": 12 }, size);
    });
    add("text", { x: 12, y: height / 2, "font-size": 12, transform: `rotate(-90 12 ${height / 2})`, "text-anchor": "middle" }, "probability");
    return svg;
  }
})();
