"""The speed-ups of issue 16 keep views exact: a view reused from a cache is replaced as soon as
the board it shows changes (characteristics through the layer system, CR 613; tapping, damage,
counters), and the commander-return scan that looks only at new objects still asks about every
arrival (CMD-2.6)."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic.commander.game import CommanderView
from cardtable.games.magic.mana import tap_mana_production
from tests.magic.dsl import A, B

JERRARD = "Jerrard of the Closed Fist"


def _perm(view: Any, oid: int) -> Any:
    found = view.permanent(oid)
    assert found is not None
    return found


def test_cached_permanent_view_follows_characteristics_and_status(cmd: Any) -> None:
    """CR 613 via the cached characteristics: Glorious Anthem entering changes the bear's power
    in the next view; tapping, damage and a counter each do too; an unchanged board gives the
    same (reused) view object."""
    s = cmd(2)
    bears = s.put(A, "Grizzly Bears")
    s.start()
    first = _perm(s.game.view(A), bears)
    assert (first.power, first.toughness, first.tapped) == (2, 2, False)
    assert _perm(s.game.view(B), bears) is first  # nothing changed: the cached view
    s.put(A, "Glorious Anthem")
    anthem = _perm(s.game.view(A), bears)
    assert (anthem.power, anthem.toughness) == (3, 3)
    s.obj(bears).tapped = True
    assert _perm(s.game.view(A), bears).tapped
    s.obj(bears).damage = 1
    assert _perm(s.game.view(A), bears).damage == 1
    s.obj(bears).counters["+1/+1"] = 1
    s.state.touch()
    after = _perm(s.game.view(A), bears)
    assert (after.power, after.toughness, after.counters) == (4, 4, (("+1/+1", 1),))


def test_cached_card_view_follows_the_card(cmd: Any) -> None:
    """A card view is reused only for the same object and the same card definition."""
    s = cmd(2)
    oid = s.hand(A, "Grizzly Bears")
    s.start()
    view = s.game.view(A)
    assert isinstance(view, CommanderView)
    assert view.card(oid) is not None and view.card(oid).name == "Grizzly Bears"
    s.obj(oid).card = s.cards["Lightning Bolt"]
    assert s.game.view(A).card(oid).name == "Lightning Bolt"


def test_mana_production_memo_is_per_ability() -> None:
    """Two different abilities tuples never share a memoised answer."""
    from cardtable.games.magic.commander.decks import commander_cards

    cards = commander_cards()
    assert tap_mana_production(cards["Forest"].abilities)[0] == ("G",)
    assert tap_mana_production(cards["Island"].abilities)[0] == ("U",)
    assert tap_mana_production(cards["Forest"].abilities)[0] == ("G",)


def test_token_bounced_after_a_quiet_check_still_ceases_to_exist(cmd: Any) -> None:
    """CR 704.5d after the scan shortcut: the state-based actions found no token off the
    battlefield, then a token is moved to a hand — it is a new object, so the next check sees
    it and it ceases to exist."""
    s = cmd(2)
    s.hand(A, "Raise the Alarm")
    s.lands(A, "Plains", 2)
    s.start()
    s.cast(A, "Raise the Alarm")
    s.resolve()
    tokens = [i for i in s.state.battlefield if s.obj(i).token]
    assert len(tokens) == 2
    assert s.state.token_scan == s.state.next_id  # the last check found none
    s.game.move(s.obj(tokens[0]), "hand", cause="test bounce")
    s.pass_priority()
    assert not any(s.obj(i).token for i in s.state.zone(A, "hand"))
    assert sum(1 for i in s.state.battlefield if s.obj(i).token) == 1


def test_commander_return_scan_sees_a_new_arrival(cmd: Any) -> None:
    """CMD-2.6 with the new-objects scan: a commander put into its owner's hand after a quiet
    check (nothing new to ask about) is a new object, and its owner is asked."""
    s = cmd(2)
    s.commander(A, JERRARD, "battlefield")
    s.start()
    assert s.game.scanned_id == s.state.next_id
    s.then("commander.return", "command")
    s.game.move(s.obj(s.id(JERRARD)), "hand", cause="test bounce")
    s.pass_priority()
    s._drain()  # answer the queued question
    assert s.zone_of(JERRARD) == "command"
