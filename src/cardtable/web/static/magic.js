// Magic and Commander boards: each player's life, poison, zones, command zone (with tax),
// commander damage and battlefield (lands, creatures, other); the stack with targets; your hand.
// Every card shows its name, cost, type and rules text on hover, focus or tap (#card-info).
"use strict";
(() => {
  function info() {
    let panel = document.getElementById("card-info");
    if (!panel) {
      panel = ct.el("aside", { id: "card-info", class: "card-info", hidden: true, role: "dialog" });
      document.body.append(panel);
    }
    return panel;
  }

  function showCard(card) {
    const panel = info();
    panel.replaceChildren(
      ct.el("button", { class: "close secondary", "aria-label": "close",
        onclick: () => { panel.hidden = true; } }, "×"),
      ct.el("div", { class: "name" }, card.name, " ", card.cost ? ct.cost(card.cost) : ""),
      ct.el("div", { class: "type" }, card.type || "", card.pt ? ` — ${card.pt}` : ""),
      card.stand_in ? ct.el("div", { class: "stand-in" },
        "Stand-in: plays as a vanilla card without its abilities.") : "",
      ct.el("div", { class: "text" }, card.text || "(no rules text)"));
    panel.hidden = false;
  }

  function cardChip(card, extra = []) {
    const flags = [];
    if (card.tapped) flags.push("tapped");
    if (card.sick) flags.push("summoning sick");
    if (card.token) flags.push("token");
    if (card.commander) flags.push("commander");
    if (card.damage) flags.push(`damage ${card.damage}`);
    for (const [kind, count] of card.counters || []) flags.push(`${count} ${kind}`);
    if (card.attached_to) flags.push(`on ${card.attached_to}`);
    if (card.attacking) flags.push(`attacking ${card.attacking}`);
    if (card.blocking) flags.push(`blocking ${card.blocking}`);
    if (card.tax !== undefined) flags.push(`tax {${card.tax}}`);
    const classes = ["mcard"];
    if (card.tapped) classes.push("tapped");
    if (card.stand_in) classes.push("stand-in");
    const chip = ct.el("button", { type: "button", class: classes.join(" "),
      dataset: { card: card.id }, title: `${card.name} ${card.cost || ""}\n${card.type || ""}\n${card.text || ""}`,
      onclick: () => showCard(card) },
      ct.el("span", { class: "name" }, card.name), card.stand_in ? ct.el("span", { class: "tag" }, "stand-in") : "",
      card.pt ? ct.el("span", { class: "pt" }, card.pt) : "",
      ...extra, flags.length ? ct.el("span", { class: "flags" }, flags.join(", ")) : "");
    return chip;
  }

  function zoneList(title, cards, id) {
    const details = ct.el("details", { class: "zone", dataset: { zone: id } },
      ct.el("summary", {}, `${title} ${cards.length}`));
    const list = ct.el("div", { class: "cards" }, ...cards.map((c) => cardChip(c)));
    details.append(cards.length ? list : ct.el("span", { class: "waiting" }, "empty"));
    return details;
  }

  function board(data, message) {
    const root = ct.el("div", { class: "magic" });
    const step = String(data.step || "").replaceAll("_", " ");
    root.append(ct.el("h2", { id: "turn" }, `Turn ${data.turn}: ${data.active_name}'s ${step}` +
      (data.priority_name ? ` — ${data.priority_name} has priority` : "")));
    if (data.stack.length) {
      const stack = ct.el("ol", { class: "stack", id: "stack", reversed: true });
      for (const item of [...data.stack].reverse()) {
        stack.append(ct.el("li", {}, ct.el("strong", {}, item.name), ` (${item.controller})`,
          item.targets.length ? ` → ${item.targets.join(", ")}` : ""));
      }
      root.append(ct.el("section", { class: "stack-box" }, ct.el("h3", {}, "Stack (top first)"), stack));
    }
    if (data.hand) {
      const hand = ct.el("div", { class: "cards", id: "hand" }, ...data.hand.map((c) => cardChip(c)));
      if (!data.hand.length) hand.append(ct.el("span", { class: "waiting" }, "empty"));
      root.append(ct.el("h3", {}, `Your hand (${data.hand.length})`), hand);
    }
    for (const p of data.players) {
      const you = p.seat === data.viewer;
      const box = ct.el("section", { class: "player" + (you ? " you-box" : "") + (p.left ? " left" : ""),
        dataset: { seat: p.seat } });
      const stats = [`life ${p.life}`];
      if (p.poison) stats.push(`poison ${p.poison}`);
      stats.push(`hand ${p.hand_size}`, `library ${p.library_size}`);
      if (p.pool) stats.push(`mana ${p.pool}`);
      box.append(ct.el("h3", {}, ct.el("span", { class: you ? "you" : "" }, p.name),
        p.seat === data.active ? ct.el("span", { class: "tag" }, "turn") : "",
        p.left ? ct.el("span", { class: "tag" }, "out") : "",
        ct.el("span", { class: "stats" }, " " + stats.join(" · "))));
      if (p.command.length) {
        box.append(ct.el("div", { class: "command" }, ct.el("span", { class: "label" }, "Command zone: "),
          ...p.command.map((c) => cardChip(c))));
      }
      if (p.commander_damage.length) {
        box.append(ct.el("div", { class: "cmd-damage" }, "Commander damage taken: " +
          p.commander_damage.map((d) => `${d.damage} from ${d.from}`).join(", ")));
      }
      for (const [group, title] of [["creatures", "Creatures"], ["other", "Other permanents"], ["lands", "Lands"]]) {
        const cards = p.battlefield[group];
        if (cards.length) {
          box.append(ct.el("div", { class: "row" }, ct.el("span", { class: "label" }, `${title}: `),
            ct.el("div", { class: "cards" }, ...cards.map((c) => cardChip(c)))));
        }
      }
      box.append(ct.el("div", { class: "zones" }, zoneList("Graveyard", p.graveyard, "graveyard"),
        zoneList("Exile", p.exile, "exile")));
      root.append(box);
    }
    return root;
  }

  window.boards.magic = board;
  window.boards.commander = board;
})();
