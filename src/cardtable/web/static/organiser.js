// The organiser's console: every button calls the JSON API with the organiser's token, which
// runs the same tournament operations as the `cardtable event` command.
"use strict";
(() => {
  const $ = (id) => document.getElementById(id);
  const notice = $("notice");
  const tokenInput = $("token");
  tokenInput.value = localStorage.getItem("cardtable-organiser") || "";
  let current = null;  // the selected event's page data

  const token = () => tokenInput.value.trim();
  const enc = encodeURIComponent;
  async function call(method, path, body) {
    ct.clearNotice(notice);
    try { return await ct.api(method, path, body, token()); }
    catch (error) { ct.notice(notice, error.message); throw error; }
  }
  const say = (text) => ct.notice(notice, text, true);

  $("save-token").addEventListener("click", () => {
    localStorage.setItem("cardtable-organiser", token());
    say("Token saved in this browser.");
  });

  async function loadEvents(select) {
    const names = await ct.api("GET", "/api/events");
    const box = $("event-select");
    box.replaceChildren(...names.map((n) => ct.el("option", { value: n }, n)));
    if (select) box.value = select;
    if (box.value) await refresh();
  }

  async function refresh() {
    const name = $("event-select").value;
    if (!name) return;
    current = await ct.api("GET", `/api/events/${enc(name)}`);
    const e = current.event;
    $("public-link").href = `/events/${enc(e.name)}`;
    $("event-summary").textContent = `${e.game} · ${e.players.length} players · round ` +
      `${e.current_round} of ${e.rounds_planned}` + (e.round_complete ? "" : " (results pending)");
    $("drop-player").replaceChildren(...e.players.map((p) =>
      ct.el("option", { value: p }, p + (e.dropped.includes(p) ? " (dropped)" : ""))));
    $("standings").replaceChildren(tournament.standings(current.standings, e.game));
    drawRound();
  }

  function drawRound() {
    const p = current.pairings;
    const game = current.event.game;
    if (!p.round) { $("round").replaceChildren(ct.el("p", { class: "waiting" }, "No round paired yet.")); return; }
    const grid = ct.el("table", { class: "grid" }, ct.el("tr", {},
      ...["table", "players", "result", ""].map((h) => ct.el("th", {}, h))));
    for (const t of p.tables) {
      let field;
      if (game === "magic") field = ct.el("input", { class: "result-input", placeholder: "2-1", size: 6 });
      else if (game === "meccg") {
        field = ct.el("span", {}, ct.el("input", { class: "mp-input", placeholder: "MP 25-20", size: 8 }),
          ct.el("select", { class: "ring-input" }, ct.el("option", { value: "" }, "no One Ring"),
            ...t.players.map((n) => ct.el("option", { value: n }, `One Ring: ${n}`))));
      } else {
        field = ct.el("select", { class: "result-input" }, ct.el("option", { value: "" }, "winner…"),
          ...t.players.map((n) => ct.el("option", { value: n }, n)), ct.el("option", { value: "draw" }, "draw"));
      }
      const save = ct.el("button", { class: "save-result", dataset: { table: t.table }, onclick: async () => {
        const body = { round: p.round, table: t.table, correct: Boolean(t.result) };
        if (game === "meccg") {
          const mp = field.querySelector(".mp-input").value.trim();
          const ring = field.querySelector(".ring-input").value;
          if (mp) body.mp = mp;
          if (ring) body.one_ring = ring;
        } else body.result = field.value.trim();
        await call("POST", `/api/events/${enc(current.event.name)}/results`, body);
        await refresh();
      } }, t.result ? "Correct" : "Save");
      grid.append(ct.el("tr", { dataset: { table: t.table } }, ct.el("td", {}, String(t.table)),
        ct.el("td", {}, t.players.join(" vs ")), ct.el("td", {}, t.result || "—", " ", field),
        ct.el("td", {}, save)));
    }
    for (const name of p.bye) grid.append(ct.el("tr", {}, ct.el("td", {}, "bye"), ct.el("td", {}, name)));
    $("round").replaceChildren(ct.el("p", {}, `Round ${p.round}`), grid);
  }

  $("new-event").addEventListener("submit", async (event) => {
    event.preventDefault();
    const body = { name: $("event-name").value.trim(), game: $("event-game").value };
    if ($("event-rounds").value) body.rounds = parseInt($("event-rounds").value, 10);
    if ($("event-seed").value) body.seed = parseInt($("event-seed").value, 10);
    const created = await call("POST", "/api/events", body);
    say(`Created ${created.name}.`);
    await loadEvents(created.name);
  });
  $("event-select").addEventListener("change", refresh);
  $("refresh").addEventListener("click", refresh);
  $("add-player").addEventListener("submit", async (event) => {
    event.preventDefault();
    const body = { name: $("player-name").value.trim() };
    const deck = $("player-deck").value.trim();
    if (deck) body.deck = deck;
    const out = await call("POST", `/api/events/${enc(current.event.name)}/players`, body);
    say(`Registered ${out.registered.join(", ")}. ${out.warnings.join(" ")}`);
    $("player-name").value = "";
    $("player-name").focus();
    await refresh();
  });
  $("add-csv").addEventListener("submit", async (event) => {
    event.preventDefault();
    const file = $("csv-file").files[0];
    if (!file) { ct.notice(notice, "Choose a CSV file first."); return; }
    const out = await call("POST", `/api/events/${enc(current.event.name)}/players/csv`,
      { csv: await file.text() });
    say(`Registered ${out.registered.length} players. ${out.warnings.join(" ")}`);
    await refresh();
  });
  $("pair").addEventListener("click", async () => {
    await call("POST", `/api/events/${enc(current.event.name)}/pair`, {});
    await refresh();
  });
  $("repair").addEventListener("click", async () => {
    await call("POST", `/api/events/${enc(current.event.name)}/repair`, {});
    await refresh();
  });
  $("drop-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    await call("POST", `/api/events/${enc(current.event.name)}/drop`, { player: $("drop-player").value });
    await refresh();
  });
  $("undrop").addEventListener("click", async () => {
    await call("POST", `/api/events/${enc(current.event.name)}/undrop`, { player: $("drop-player").value });
    await refresh();
  });
  for (const button of document.querySelectorAll("button[data-format]")) {
    button.addEventListener("click", async () => {
      const format = button.dataset.format;
      const response = await fetch(`/api/events/${enc(current.event.name)}/export?format=${format}`,
        { headers: { Authorization: "Bearer " + token() } });
      if (!response.ok) { ct.notice(notice, (await response.json()).detail); return; }
      const blob = await response.blob();
      const link = ct.el("a", { href: URL.createObjectURL(blob), download: `${current.event.name}.${format}` });
      document.body.append(link);
      link.click();
      link.remove();
    });
  }
  $("draft").addEventListener("click", async () => {
    const minion = [];
    if ($("draft-first-minion").checked) minion.push("first");
    if ($("draft-second-minion").checked) minion.push("second");
    const names = [$("draft-first-name").value.trim(), $("draft-second-name").value.trim()];
    const out = await call("POST", "/api/draft", { first_pool: $("draft-first").value,
      second_pool: $("draft-second").value, names, minion });
    const box = $("draft-result");
    box.replaceChildren(
      ...names.map((n) => ct.el("p", {}, ct.el("strong", {}, n), ": ",
        (out.companies[n] || []).join(", ") || "(none)", ` — stopped: ${out.stopped[n]}`)),
      ct.el("p", {}, "Set aside (MEC-2.2): " + (out.set_aside.join(", ") || "none")),
      ct.el("ol", {}, ...out.steps.filter((s) => s.reveals.some(Boolean)).map((s) =>
        ct.el("li", {}, s.reveals.map((r, i) => r ? `${names[i]} reveals ${r} → ${s.outcome[i]}` : "")
          .filter(Boolean).join("; ")))));
  });

  loadEvents().catch((error) => ct.notice(notice, error.message));
})();
