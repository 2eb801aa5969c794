// Front page: create a Dominarion table and list the tables.
"use strict";
(() => {
  const notice = document.getElementById("notice");
  const seatsBox = document.getElementById("seat-choices");
  const players = document.getElementById("players");
  let bots = ["random", "rush", "big"];

  function drawSeats() {
    const count = parseInt(players.value, 10);
    const old = [...seatsBox.querySelectorAll(".seat")];
    seatsBox.replaceChildren();
    for (let i = 0; i < count; i++) {
      const previous = old[i];
      const kind = ct.el("select", { class: "seat-kind", "aria-label": `seat ${i} kind` },
        ct.el("option", { value: "human" }, "human"), ct.el("option", { value: "bot" }, "bot"));
      const bot = ct.el("select", { class: "seat-bot", "aria-label": `seat ${i} bot` },
        ...bots.map((b) => ct.el("option", { value: b }, b)));
      const name = ct.el("input", { class: "seat-name", placeholder: `Player ${i + 1}`, size: 12 });
      if (previous) {
        kind.value = previous.querySelector(".seat-kind").value;
        bot.value = previous.querySelector(".seat-bot").value;
        name.value = previous.querySelector(".seat-name").value;
      } else if (i >= 2) kind.value = "bot";
      seatsBox.append(ct.el("div", { class: "seat" }, `Seat ${i}: `, kind, " ", bot, " ", name));
    }
  }

  async function loadTables() {
    const tables = await ct.api("GET", "/api/tables");
    const grid = ct.el("table", { class: "grid" }, ct.el("tr", {},
      ...["table", "game", "seats", "state"].map((h) => ct.el("th", {}, h))));
    for (const t of tables) {
      grid.append(ct.el("tr", {},
        ct.el("td", {}, ct.el("a", { href: `/table/${t.id}` }, t.id)), ct.el("td", {}, t.game),
        ct.el("td", {}, t.seats.map((s) => s.kind === "bot" ? `${s.name}` : s.name).join(", ")),
        ct.el("td", {}, t.finished ? "finished" : "playing")));
    }
    document.getElementById("tables").replaceChildren(tables.length ? grid : "No tables yet.");
  }

  document.getElementById("new-table").addEventListener("submit", async (event) => {
    event.preventDefault();
    ct.clearNotice(notice);
    const seats = [...seatsBox.querySelectorAll(".seat")].map((row) => {
      const kind = row.querySelector(".seat-kind").value;
      const name = row.querySelector(".seat-name").value.trim() || null;
      return kind === "bot" ? { kind, bot: row.querySelector(".seat-bot").value, name } : { kind, name };
    });
    const body = { game: "dominarion", seats, options: {} };
    const limit = document.getElementById("turn-limit").value;
    if (limit) body.options.turn_limit = parseInt(limit, 10);
    const seed = document.getElementById("seed").value;
    if (seed) body.seed = parseInt(seed, 10);
    try {
      const created = await ct.api("POST", "/api/tables", body);
      const links = document.getElementById("links");
      links.replaceChildren(...created.seats.map((s) => ct.el("li", {}, `Seat ${s.seat} (${s.name}): `,
        s.join_url ? ct.el("a", { href: s.join_url, class: "join", dataset: { seat: s.seat } },
          location.origin + s.join_url) : "bot")),
        ct.el("li", {}, "Spectators: ", ct.el("a", { href: created.spectate_url, class: "spectate" },
          location.origin + created.spectate_url)));
      document.getElementById("created").hidden = false;
      loadTables();
    } catch (error) { ct.notice(notice, error.message); }
  });

  players.addEventListener("change", drawSeats);
  ct.api("GET", "/api/games").then((games) => { bots = games.dominarion.bots; drawSeats(); })
    .catch(() => drawSeats());
  drawSeats();
  loadTables().catch((error) => ct.notice(notice, error.message));
})();
