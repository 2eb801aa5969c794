"""Words of issue 29's statics and replacements, second round of the ninth wave (helper
h9b-STA) in the ability model.

* :data:`LIBRARY_EMPTY`: the condition "your library has no cards in it" (CR 401.2, 121.4) —
  read as the ability resolves or as a draw would happen (Laboratory Maniac's "If you would
  draw a card while your library has no cards in it, you win the game instead.", Jace,
  Wielder of Mysteries' "Then if your library has no cards in it, you win the game.").
* :data:`TAPPED_AND`: in a self "enters tapped" replacement's ``options``, Oracle says the
  static ability that follows in the same sentence: "~ enters tapped and doesn't untap during
  your untap step." (Grimgrin, Corpse-Born; the renderer joins the two abilities back).
"""

from __future__ import annotations

LIBRARY_EMPTY = "library_empty_9b"
TAPPED_AND = "tapped_and_9b"
