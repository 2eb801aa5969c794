// The table page: one seat's (or a spectator's) live view over its websocket.
// Decisions are drawn generically from their kind; only the board is game-specific (boards.js).
"use strict";
(() => {
  const params = new URLSearchParams(location.search);
  const tableId = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop());
  const seat = params.get("seat");
  const token = params.get("token");
  const nodes = {
    who: document.getElementById("who"), status: document.getElementById("status"),
    notice: document.getElementById("notice"), decision: document.getElementById("decision"),
    board: document.getElementById("board"), seats: document.getElementById("seats"),
    log: document.getElementById("log"), result: document.getElementById("result"),
    resultPanel: document.getElementById("result-panel"),
    error: document.getElementById("table-error"),
  };
  let state = null;
  let logLines = [];
  let logSize = 0;
  const LOG_KEPT = 60;
  let query = "";
  if (seat !== null) query = `?seat=${encodeURIComponent(seat)}&token=${encodeURIComponent(token || "")}`;
  const feed = ct.live(`/ws/tables/${encodeURIComponent(tableId)}${query}`, onMessage, nodes.status);

  function send(decisionId, answer) {
    if (!feed.socket || feed.socket.readyState !== WebSocket.OPEN) {
      ct.notice(nodes.notice, "Not connected; reconnecting — try again in a moment.");
      return;
    }
    for (const button of nodes.decision.querySelectorAll("button")) button.disabled = true;
    feed.socket.send(JSON.stringify({ type: "act", decision_id: decisionId, answer }));
  }
  function passUntil(until) {
    if (!feed.socket || feed.socket.readyState !== WebSocket.OPEN) return;
    for (const button of nodes.decision.querySelectorAll("button")) button.disabled = true;
    feed.socket.send(JSON.stringify({ type: "pass_until", until }));
  }
  window.cardtable = { send, state: () => state, feed };

  function onMessage(message) {
    if (message.type === "state") {
      // Messages carry only the log lines not sent before (from line log_from on).
      logLines = message.log_from === logSize ? logLines.concat(message.log) : message.log.slice();
      logSize = message.log_size;
      if (logLines.length > LOG_KEPT) logLines = logLines.slice(-LOG_KEPT);
      message.log = logLines;
      message.log_from = logSize - logLines.length;
      state = message;
      ct.clearNotice(nodes.notice);
      render(message);
    } else if (message.type === "refused") {
      const text = message.stale
        ? "That choice was no longer open (the game had moved on); nothing was changed. " + message.detail
        : "Refused: " + message.detail;
      ct.notice(nodes.notice, text);
      nodes.notice.dataset.refused = message.error;
      if (state) renderDecisions(state);
    } else if (message.type === "accepted") {
      // the answer is in the server's store (acknowledged only once durable)
      nodes.decision.dataset.accepted = String(message.decision_id);
    } else if (message.type === "error") {
      feed.closed = true;
      ct.notice(nodes.notice, message.detail);
      nodes.decision.replaceChildren(ct.el("p", { class: "waiting" }, "Cannot join this table."));
    }
  }

  function seatName(index) {
    const found = state && state.seats.find((s) => s.seat === index);
    return found ? found.name : `Player ${index + 1}`;
  }

  function render(message) {
    nodes.who.textContent = `table ${message.table} — ` +
      (message.seat === null ? "spectating" : `you are ${seatName(message.seat)} (seat ${message.seat + 1})`);
    document.title = `cardtable — ${message.game} table`;
    const renderer = window.boards[message.game] || window.boards.generic;
    nodes.board.replaceChildren(renderer(message.board, message));
    nodes.seats.replaceChildren(renderSeats(message));
    nodes.error.hidden = !message.error;
    nodes.error.textContent = message.error ? "The game is stopped: " + message.error : "";
    nodes.log.replaceChildren(...message.log.map((line) => ct.el("li", {}, line)));
    nodes.log.start = message.log_from + 1;
    nodes.log.scrollTop = nodes.log.scrollHeight;
    if (message.result) {
      nodes.resultPanel.hidden = false;
      const ranking = message.result.ranking.map((p, i) =>
        `${i + 1}. ${seatName(p)} (score ${message.result.scores[p]})`).join(" · ");
      nodes.result.replaceChildren(ct.el("strong", { id: "game-over" }, "Game over"),
        ` — ${message.result.reason} after ${message.result.turns} turns. ${ranking}`);
    } else {
      nodes.resultPanel.hidden = true;
    }
    renderDecisions(message);
  }

  function renderSeats(message) {
    const table = ct.el("table", { class: "grid" });
    for (const s of message.seats) {
      table.append(ct.el("tr", {},
        ct.el("td", {}, String(s.seat + 1)),
        ct.el("td", { class: s.seat === message.seat ? "you" : "" }, s.name),
        ct.el("td", {}, s.kind === "bot" ? `bot (${s.bot})` : (s.connected ? "here" : "away")),
        ct.el("td", {}, message.waiting_for.includes(s.seat) ? "to act" : "")));
    }
    return table;
  }

  function renderDecisions(message) {
    const box = nodes.decision;
    box.replaceChildren();
    if (message.result) {
      box.append(ct.el("p", { class: "waiting" }, "The game is over."));
      return;
    }
    if (!message.decisions.length) {
      const names = message.waiting_for.map(seatName).join(", ");
      box.append(ct.el("p", { class: "waiting", id: "waiting" }, `Waiting for ${names}…`));
      return;
    }
    for (const decision of message.decisions) box.append(renderDecision(decision));
  }

  function renderDecision(d) {
    const form = ct.el("div", { class: "decision-form", dataset: { decisionId: d.id, kind: d.kind } });
    form.append(ct.el("div", { class: "prompt" }, d.prompt));
    const single = ["choose_one", "choose_number", "yes_no"];
    if (single.includes(d.kind)) {
      d.options.forEach((label, index) => form.append(ct.el("button", {
        class: "option", dataset: { index, decisionId: d.id }, onclick: () => send(d.id, index),
      }, label)));
      if (d.tag === "priority" && (state.game === "magic" || state.game === "commander")) {
        // the terminal's "pass until" stops (pe / pm)
        form.append(ct.el("div", { class: "until" },
          ct.el("button", { class: "secondary pass-until", dataset: { until: "end_of_turn" },
            onclick: () => passUntil("end_of_turn") }, "Pass until end of turn"),
          ct.el("button", { class: "secondary pass-until", dataset: { until: "my_turn" },
            onclick: () => passUntil("my_turn") }, "Pass until my turn")));
      }
      return form;
    }
    const submit = (answer) => send(d.id, answer);
    if (d.kind === "choose_subset" || d.kind === "choose_ordered") {
      const order = [];
      const counter = ct.el("span", { class: "status" });
      const update = () => { counter.textContent = ` chosen: ${order.length} (${d.min_count}–${d.max_count})`; };
      d.options.forEach((label, index) => {
        const box = ct.el("input", { type: "checkbox", dataset: { index } });
        box.addEventListener("change", () => {
          if (box.checked) order.push(index); else order.splice(order.indexOf(index), 1);
          update();
        });
        form.append(ct.el("label", {}, box, " ", label));
      });
      update();
      form.append(ct.el("div", {}, ct.el("button", { class: "submit", onclick: () =>
        submit(d.kind === "choose_subset" ? [...order].sort((a, b) => a - b) : order) }, "Submit"), counter));
      return form;
    }
    if (d.kind === "assign") {
      const inputs = d.options.map((label, index) => {
        const input = ct.el("input", { type: "number", min: d.minimums[index] ?? 0,
          max: d.maximums[index] ?? d.total, value: d.minimums[index] ?? 0, size: 4 });
        form.append(ct.el("label", {}, label, " ", input));
        return input;
      });
      form.append(ct.el("div", { class: "status" }, `Assign ${d.total} in all.`),
        ct.el("button", { class: "submit", onclick: () =>
          submit(inputs.map((i) => parseInt(i.value || "0", 10))) }, "Submit"));
      return form;
    }
    if (d.kind === "map") {
      const selects = d.options.map((label, index) => {
        const select = ct.el("select", {}, ct.el("option", { value: "" }, "—"),
          ...(d.targets[index] || []).map((t, ti) => ct.el("option", { value: ti }, t)));
        form.append(ct.el("div", {}, ct.el("label", {}, label, " → ", select)));
        return select;
      });
      form.append(ct.el("button", { class: "submit", onclick: () => submit(
        selects.map((s, i) => s.value === "" ? null : [i, parseInt(s.value, 10)]).filter(Boolean)) }, "Submit"));
      return form;
    }
    form.append(ct.el("p", {}, `Unknown decision kind ${d.kind}`));
    return form;
  }
})();
