// Front page: create a Dominarion, Magic or Commander table and list the tables.
"use strict";
(() => {
  const notice = document.getElementById("notice");
  const seatsBox = document.getElementById("seat-choices");
  const players = document.getElementById("players");
  const gameSelect = document.getElementById("game");
  let games = { dominarion: { title: "Dominarion", min_players: 1, max_players: 5, bots: ["random", "rush", "big"] } };

  const spec = () => games[gameSelect.value] || games.dominarion;

  function drawPlayerCounts() {
    const { min_players: low, max_players: high } = spec();
    const current = parseInt(players.value, 10) || 4;
    players.replaceChildren(...Array.from({ length: high - low + 1 }, (_, i) =>
      ct.el("option", { value: low + i }, String(low + i))));
    players.value = String(Math.min(high, Math.max(low, current)));
  }

  function drawOptions() {
    const game = gameSelect.value;
    const magicLike = game === "magic" || game === "commander";
    document.getElementById("magic-options").hidden = !magicLike;
    for (const node of document.querySelectorAll(".commander-only")) node.hidden = game !== "commander";
    const limit = document.getElementById("turn-limit");
    if (magicLike && limit.value === "200") limit.value = game === "commander" ? "12" : "20";
    if (!magicLike && (limit.value === "12" || limit.value === "20")) limit.value = "200";
    const s = spec();
    const preset = document.getElementById("preset");
    preset.replaceChildren(...(s.presets || ["current"]).map((p) => ct.el("option", { value: p }, p)));
    const house = document.getElementById("house-rules");
    house.replaceChildren(ct.el("legend", {}, "House rules"), ...(s.house_rules || []).map((rule) =>
      ct.el("label", {}, ct.el("input", { type: "checkbox", class: "house-rule", value: rule }), " " + rule)));
  }

  function drawSeats() {
    const count = parseInt(players.value, 10);
    const old = [...seatsBox.querySelectorAll(".seat")];
    const s = spec();
    seatsBox.replaceChildren();
    for (let i = 0; i < count; i++) {
      const previous = old[i];
      const kind = ct.el("select", { class: "seat-kind", "aria-label": `seat ${i + 1} kind` },
        ct.el("option", { value: "human" }, "human"), ct.el("option", { value: "bot" }, "bot"));
      const bot = ct.el("select", { class: "seat-bot", "aria-label": `seat ${i + 1} bot` },
        ...s.bots.map((b) => ct.el("option", { value: b }, b)));
      const name = ct.el("input", { class: "seat-name", placeholder: `Player ${i + 1}`, size: 12,
        "aria-label": `seat ${i + 1} name` });
      const row = ct.el("div", { class: "seat" }, `Seat ${i + 1}: `, kind, " ", bot, " ", name);
      if (s.decks) {
        const deck = ct.el("select", { class: "seat-deck", "aria-label": `seat ${i + 1} deck` },
          ct.el("option", { value: "" }, "bundled (default)"),
          ...s.decks.map((d) => ct.el("option", { value: d }, d)),
          ct.el("option", { value: "paste" }, "paste a decklist…"));
        const text = ct.el("textarea", { class: "seat-decklist", hidden: true,
          placeholder: "1 Sol Ring\n…  (Commander: a 'Commander' section names the commander)" });
        deck.addEventListener("change", () => { text.hidden = deck.value !== "paste"; });
        row.append(" ", deck, text);
      }
      if (previous) {
        kind.value = previous.querySelector(".seat-kind").value;
        if (s.bots.includes(previous.querySelector(".seat-bot").value)) bot.value = previous.querySelector(".seat-bot").value;
        name.value = previous.querySelector(".seat-name").value;
      } else if (i >= 1 && gameSelect.value !== "dominarion") kind.value = "bot";
      else if (i >= 2) kind.value = "bot";
      seatsBox.append(row);
    }
  }

  async function loadTables() {
    const tables = await ct.api("GET", "/api/tables");
    const grid = ct.el("table", { class: "grid" }, ct.el("tr", {},
      ...["table", "game", "seats", "state"].map((h) => ct.el("th", {}, h))));
    for (const t of tables) {
      grid.append(ct.el("tr", {},
        ct.el("td", {}, ct.el("a", { href: `/table/${t.id}` }, t.id)), ct.el("td", {}, t.game),
        ct.el("td", {}, t.seats.map((s) => s.name).join(", ")),
        ct.el("td", {}, t.finished ? "finished" : "playing")));
    }
    document.getElementById("tables").replaceChildren(tables.length ? grid : "No tables yet.");
  }

  document.getElementById("new-table").addEventListener("submit", async (event) => {
    event.preventDefault();
    ct.clearNotice(notice);
    const game = gameSelect.value;
    const rows = [...seatsBox.querySelectorAll(".seat")];
    const seats = rows.map((row) => {
      const kind = row.querySelector(".seat-kind").value;
      const name = row.querySelector(".seat-name").value.trim() || null;
      return kind === "bot" ? { kind, bot: row.querySelector(".seat-bot").value, name } : { kind, name };
    });
    const body = { game, seats, options: {} };
    const limit = document.getElementById("turn-limit").value;
    if (limit) body.options.turn_limit = parseInt(limit, 10);
    const seed = document.getElementById("seed").value;
    if (seed) body.seed = parseInt(seed, 10);
    if (game !== "dominarion") {
      const decks = rows.map((row) => {
        const choice = row.querySelector(".seat-deck").value;
        return choice === "paste" ? row.querySelector(".seat-decklist").value : choice;
      });
      if (decks.some((d) => d)) {
        const defaults = spec().decks;
        body.options.decks = decks.map((d, i) => d || defaults[i % defaults.length]);
      }
      if (document.getElementById("allow-unsupported").checked) body.options.allow_unsupported = true;
    }
    if (game === "commander") {
      const life = document.getElementById("life").value;
      if (life) body.options.life = parseInt(life, 10);
      const date = document.getElementById("rules-date").value;
      if (date) body.options.rules_date = date;
      else body.options.preset = document.getElementById("preset").value || "current";
      const house = [...document.querySelectorAll(".house-rule:checked")].map((box) => box.value);
      if (house.length) body.options.house_rules = house;
    }
    try {
      const created = await ct.api("POST", "/api/tables", body);
      const links = document.getElementById("links");
      links.replaceChildren(...created.seats.map((s) => ct.el("li", {}, `Seat ${s.seat + 1} (${s.name}): `,
        s.join_url ? ct.el("a", { href: s.join_url, class: "join", dataset: { seat: s.seat } },
          location.origin + s.join_url) : "bot")),
        ct.el("li", {}, "Spectators: ", ct.el("a", { href: created.spectate_url, class: "spectate" },
          location.origin + created.spectate_url)));
      document.getElementById("created").hidden = false;
      loadTables();
    } catch (error) { ct.notice(notice, error.message); }
  });

  players.addEventListener("change", drawSeats);
  gameSelect.addEventListener("change", () => { drawPlayerCounts(); drawOptions(); drawSeats(); });
  ct.api("GET", "/api/games").then((found) => {
    games = found;
    drawPlayerCounts(); drawOptions(); drawSeats();
  }).catch(() => drawSeats());
  drawSeats();
  loadTables().catch((error) => ct.notice(notice, error.message));
})();
