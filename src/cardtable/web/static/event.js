// The public page of an event: pairings and standings, updated live while results come in.
"use strict";
(() => {
  const name = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop());
  const notice = document.getElementById("notice");
  ct.live(`/ws/events/${encodeURIComponent(name)}`, (message) => {
    if (message.type === "error") { ct.notice(notice, message.detail); return; }
    const e = message.event;
    document.getElementById("title").textContent = e.name;
    document.title = `cardtable — ${e.name}`;
    document.getElementById("summary").textContent =
      `${e.game} · ${e.players.length} players · round ${e.current_round} of ${e.rounds_planned}` +
      (e.current_round && !e.round_complete ? " (in play)" : "");
    document.getElementById("pairings-title").textContent =
      message.pairings.round ? `Pairings — round ${message.pairings.round}` : "Pairings";
    document.getElementById("pairings").replaceChildren(tournament.pairings(message.pairings));
    document.getElementById("standings").replaceChildren(tournament.standings(message.standings, e.game));
    document.body.dataset.round = String(e.current_round);
    document.body.dataset.updates = String(parseInt(document.body.dataset.updates || "0", 10) + 1);
  }, document.getElementById("status"));
})();
