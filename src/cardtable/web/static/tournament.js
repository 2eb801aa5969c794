// Drawing pairings and standings (shared by the public page and the organiser's console).
"use strict";
const tournament = {
  pairings(p) {
    const grid = ct.el("table", { class: "grid pairings" }, ct.el("tr", {},
      ...["table", "players", "result"].map((h) => ct.el("th", {}, h))));
    for (const t of p.tables) {
      grid.append(ct.el("tr", { dataset: { table: t.table } }, ct.el("td", {}, String(t.table)),
        ct.el("td", {}, t.players.join(" vs ")), ct.el("td", { class: "score" }, t.result || "—")));
    }
    for (const name of p.bye) {
      grid.append(ct.el("tr", {}, ct.el("td", {}, "bye"), ct.el("td", {}, name), ct.el("td", {}, "")));
    }
    return p.round ? grid : ct.el("p", { class: "waiting" }, "Not paired yet.");
  },
  standings(lines, game) {
    const extra = game === "magic" ? ["omw", "gw", "ogw"]
      : game === "meccg" ? ["opponents_tp", "mp_difference"] : ["opponents_points"];
    const ratios = ["omw", "gw", "ogw", "opponents_points"];
    const grid = ct.el("table", { class: "grid standings" }, ct.el("tr", {},
      ...["#", "player", "points", "record", ...extra].map((h) => ct.el("th", {}, h))));
    for (const line of lines) {
      grid.append(ct.el("tr", {}, ct.el("td", {}, line.rank ?? "—"),
        ct.el("td", {}, line.player + (line.dropped ? " (dropped)" : "")),
        ct.el("td", { class: "points" }, String(line.points)), ct.el("td", {}, line.record),
        ...extra.map((key) => ct.el("td", {}, line[key] === undefined || line[key] === null ? ""
          : (ratios.includes(key) ? Number(line[key]).toFixed(4) : String(line[key]))))));
    }
    return grid;
  },
};
