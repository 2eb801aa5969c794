// Board renderers, one per game; everything else on the table page is generic.
"use strict";
window.boards = {
  generic(board) {
    return ct.el("pre", {}, JSON.stringify(board, null, 2));
  },

  dominarion(board, message) {
    const root = ct.el("div", { class: "dominarion" });
    const name = (seat) => {
      const found = message.seats.find((s) => s.seat === seat);
      return found ? found.name : `seat ${seat}`;
    };
    root.append(ct.el("h2", {}, `Turn ${board.turn}: ${name(board.turn_player)}'s ${board.phase}` +
      (board.final_round ? " (final round)" : "")));
    if (board.hand) {
      root.append(ct.el("h2", {}, "Your hand"));
      const hand = ct.el("div", { class: "cards", id: "hand" });
      for (const card of board.hand) hand.append(cardNode(card));
      if (!board.hand.length) hand.append(ct.el("span", { class: "waiting" }, "empty"));
      root.append(hand);
    }
    root.append(ct.el("h2", {}, "Supplies"));
    const supplies = ct.el("table", { class: "grid" }, ct.el("tr", {},
      ...["pile", "top card", "cost", "type", "P/T", "left"].map((h) => ct.el("th", {}, h))));
    for (const [pile, info] of Object.entries(board.supplies)) {
      const top = info.top;
      supplies.append(ct.el("tr", {},
        ct.el("td", {}, pile), ct.el("td", {}, top ? top.name : "—"),
        ct.el("td", {}, top ? ct.cost(top.cost) : ""), ct.el("td", {}, top ? top.kind : ""),
        ct.el("td", {}, top && top.kind === "creature" ? `${top.power}/${top.toughness}` : ""),
        ct.el("td", {}, String(info.size))));
    }
    root.append(ct.el("div", { class: "scroll" }, supplies));
    root.append(ct.el("p", {}, "Land piles: " + Object.entries(board.land_piles)
      .map(([land, count]) => `${land} ${count}`).join(", ")));
    root.append(ct.el("h2", {}, "Players"));
    const players = ct.el("table", { class: "grid" }, ct.el("tr", {},
      ...["player", "hand", "library", "discard", "creatures", "P/T", "mana", "score"]
        .map((h) => ct.el("th", {}, h))));
    for (const p of board.players) {
      players.append(ct.el("tr", { class: p.seat === board.viewer ? "you" : "" },
        ct.el("td", {}, name(p.seat)), ct.el("td", {}, String(p.hand_size)),
        ct.el("td", {}, String(p.library_size)), ct.el("td", {}, String(p.discard.length)),
        ct.el("td", {}, p.battlefield.map((c) => `${c.name} ${c.power}/${c.toughness}`).join(", ") || "—"),
        ct.el("td", {}, `${p.power}/${p.toughness}`), ct.el("td", {}, p.mana || "—"),
        ct.el("td", {}, String(p.score))));
    }
    root.append(ct.el("div", { class: "scroll" }, players));
    if (board.exile && board.exile.length) root.append(ct.el("p", {}, "Exile: " + board.exile.join(", ")));
    return root;

    function cardNode(card) {
      const meta = [card.kind || ""];
      if (card.kind === "creature") meta.push(`${card.power}/${card.toughness}`);
      return ct.el("div", { class: "card" }, ct.el("div", { class: "name" }, card.name),
        ct.el("div", { class: "meta" }, card.cost ? ct.cost(card.cost) : "", " ", meta.join(" ")));
    }
  },
};
