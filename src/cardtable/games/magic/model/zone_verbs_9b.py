"""Names of issue 29, round 9b (helper EV1b): the values the compiler writes
(``oracle/zone_verbs_9b.py``), the engine reads and the render words. Plain data."""

from __future__ import annotations

REST_STAYS = "stays"
"""``LookPut.rest`` when Oracle names no rest: "Look at the top two cards of your library. Put
one of them into your graveyard." (Jace, the Living Guildpact) — the cards not taken stay on top
of the library in the order they were in (CR 401.4: nothing else moves them)."""
REST_ON_TOP_ANY = "on_top_any_order"
"""``LookPut.rest``: "… and the rest on top of your library in any order" (Diabolic Vision) —
the same place as ``"top_any_order"`` ("back on top …"), the player choosing the order (401.4);
only the words differ."""
LOOK_NO_REST = "no_rest"
"""``LookPut.wording`` of a take with no rest: "Put one of them into your hand / graveyard."."""
HANDS_REVEALED = "hands_revealed"
"""The rule of a static "Players play with their hands revealed." (Revelation, Wandering Eye) or
"Your opponents play with their hands revealed." (Telepathy): the hands of the players it binds
(``affected`` ``"players"`` / ``"opponents"``) are revealed to every player while it is on the
battlefield (CR 701.16a, 402.3; ``revealed_hands.py``, shown by ``view.py``)."""
