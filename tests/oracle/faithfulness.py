"""The faithfulness audit (issue 26): does a supported card *do* what its compiled effects say?

For a card, the generated board of :mod:`tests.oracle.test_generated_games` is set (the card
in hand with lands of every colour, a copy on the battlefield, creatures, an artifact, an
enchantment and cards in graveyards), one use of the card is taken — a non-mana activated
ability first, else casting it, else a mana ability — every choice after it is a seeded random
legal one ("you may" answered yes), and everyone passes until the stack is empty. What changed
between the moment the spell or ability was on the stack with its costs paid and the moment the
stack emptied is compared with what each compiled effect kind must change (:data:`EXPECT`):
zones, counters, life, damage, P/T, abilities, mana, tokens, tapped status, control.

A card's verdict (:class:`Verdict`):

- ``pass`` — at least one effect of a kind with an expected change, and every such change seen;
- ``fail`` — an effect's expected change did not happen (an unfaithful compile, an engine
  fault, or a board on which the effect had nothing to act on: read the detail);
- ``vacuous`` — an "all"/"each" effect whose compiled filter matched no permanent on the board
  (either nothing there is meant to match — "each attacking creature" before combat — or the
  filter was compiled wrong: listed for a person to read);
- ``resolved`` — a permanent spell, checked only to be on the battlefield (CR 608.3), or
  effects of kinds that have no observable change to expect on this board (a shield, a scry, a
  search that may fail to find, a condition);
- ``unused`` — the board offers no use of the card (a target only a spell on the stack or an
  attacker could be, a spell castable only at another time).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from cardtable.agents.magic.bots import random_legal, respect_whole_answer_rules
from cardtable.core.decision import DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Activate, Cast, Pass, PlayLand
from cardtable.games.magic.layers import chars, keyword_name
from cardtable.games.magic.objects import BATTLEFIELD
from cardtable.games.magic.rules_support import party_size
from tests.oracle.test_generated_games import _generated_board

Key = int  # a physical card's uid, or minus a token's object id


@dataclass
class Snapshot:
    """The observable game at one moment."""

    life: tuple[int, ...]
    hand: tuple[int, ...]
    library: tuple[int, ...]
    pool: tuple[int, ...]
    where: dict[Key, str]
    perm: dict[Key, tuple[Any, ...]]  # tapped, damage, counters, power, toughness, abilities,
    # controller, attached_to, is a land, name
    tokens: int
    phased: int
    events: int  # how many events the game had logged
    moves: tuple[tuple[str, str], ...] = ()  # zone changes logged since the other snapshot
    poison: tuple[int, ...] = ()  # infect damage to a player is poison, not life (CR 702.90b)
    party: tuple[int, ...] = ()  # how many creatures are in each player's party (CR 700.8)
    player_counters: tuple[int, ...] = ()  # energy, experience … on each player (CR 122.1)
    # each permanent's printed power, toughness and keywords: what a permanent that entered
    # during the resolution is compared with ("Put target creature card … onto the battlefield
    # under your control. It gets +2/+0 and gains haste", CR 400.7)
    printed: dict[Key, tuple[Any, Any, frozenset[str]]] = field(default_factory=dict)


def _key(obj: Any) -> Key:
    return int(obj.uid) if obj.uid > 0 else -int(obj.id)


def snapshot(game: Any) -> Snapshot:
    state = game.state
    where: dict[Key, str] = {}
    perm: dict[Key, tuple[Any, ...]] = {}
    tokens = 0
    for obj in state.objects.values():
        if obj.emblem:
            continue
        key = _key(obj)
        where[key] = obj.zone
        if obj.zone == BATTLEFIELD and obj.id in state.battlefield:
            c = chars(state, obj)
            tokens += obj.token
            perm[key] = (obj.tapped, obj.damage, sum(obj.counters.values()), c.power,
                         c.toughness, (c.keywords, len(c.abilities), c.types, c.subtypes,
                                       frozenset(c.rules)),
                         c.controller, obj.attached_to, "Land" in c.types, c.name)
    printed = {_key(obj): (obj.card.power, obj.card.toughness,
                           frozenset(keyword_name(k.name) for k in obj.card.abilities
                                     if isinstance(k, m.Keyword)))
               for obj in state.objects.values()
               if obj.zone == BATTLEFIELD and not obj.emblem and obj.card is not None}
    players = state.players
    return Snapshot(tuple(p.life for p in players),
                    tuple(len(p.zones["hand"]) for p in players),
                    tuple(len(p.zones["library"]) for p in players),
                    tuple(sum(p.pool.values()) for p in players), where, perm, tokens,
                    len(state.phased_out), len(game.events),
                    poison=tuple(p.poison for p in players),
                    party=tuple(party_size(state, i) for i in range(len(players))),
                    player_counters=tuple(sum(p.counters.values()) for p in players),
                    printed=printed)


def moves_since(game: Any, before: Snapshot) -> tuple[tuple[str, str], ...]:
    """The zone changes logged since ``before`` (from, to): an object that went somewhere and
    came back (a returned legend put into the graveyard by the legend rule) still moved."""
    out = []
    for event in game.events[before.events:]:
        if event.kind == "move":
            data = dict(event.data)
            out.append((str(data.get("frm")), str(data.get("to"))))
    return tuple(out)


@dataclass
class Targets:
    """What the resolving spell or ability chose: the target objects (by key, each with its
    state then) and players."""

    objects: set[Key] = field(default_factory=set)
    players: set[int] = field(default_factory=set)
    source: Key | None = None  # the ability's source, for "~" in its effects
    x: int = 0  # the X announced (an effect of X = 0 has nothing to change)
    by_index: dict[int, set[Key]] = field(default_factory=dict)  # the objects of each target

    def of(self, effects: Iterable[Any]) -> Targets:
        """Only the target objects ``effects`` refer to ("untap that creature" after "gain
        control of target creature … any other target": not the other target)."""
        indexes = {int(r.split(":")[1]) for e in effects for r in _refs(e)
                   if r.startswith("target:")}
        if not indexes:
            return self
        objects = {k for i in indexes for k in self.by_index.get(i, set())}
        return Targets(objects, self.players, self.source, self.x, self.by_index)


Expect = Callable[[Snapshot, Snapshot], bool]
TargetExpect = Callable[[Snapshot, Snapshot, Targets], bool]


def _moved(src: Iterable[str] | None, dst: Iterable[str] | None) -> Expect:
    """Some object went from a zone in ``src`` (any zone if ``None``) to one in ``dst``
    (any other zone, or out of the game for a token, if ``None``)."""
    sources = None if src is None else set(src)
    targets = None if dst is None else set(dst)

    def check(b: Snapshot, a: Snapshot) -> bool:
        for frm, to in a.moves:
            if frm == to or (sources is not None and frm not in sources):
                continue
            if targets is None or to in targets:
                return True
        for key, zone in b.where.items():  # a token leaving the battlefield ceases to exist
            if key < 0 and key not in a.where and (sources is None or zone in sources) and (
                    targets is None):
                return True
        return False

    return check


def _perm_changed(index: int, grew: bool | None = None, lands: bool = True) -> Expect:
    """A permanent on the battlefield before and after has field ``index`` changed (up only
    with ``grew``, down only with ``grew=False``), lands excluded unless ``lands``."""

    def check(b: Snapshot, a: Snapshot) -> bool:
        for key, before in b.perm.items():
            after = a.perm.get(key)
            if after is None or (not lands and before[8]):
                continue
            if grew is None and after[index] != before[index]:
                return True
            if grew is True and after[index] > before[index]:
                return True
            if grew is False and after[index] < before[index]:
                return True
        return False

    return check


def _any(*checks: Expect) -> Expect:
    return lambda b, a: any(c(b, a) for c in checks)


def _left_battlefield(b: Snapshot, a: Snapshot) -> bool:
    return any(a.where.get(k, "gone") != BATTLEFIELD for k in b.perm)


def _new_permanent_with_counters(b: Snapshot, a: Snapshot) -> bool:
    return any(k not in b.perm and p[2] > 0 for k, p in a.perm.items())


def _LIFE_DOWN(b: Snapshot, a: Snapshot) -> bool:
    return any(x < y for x, y in zip(a.life, b.life, strict=True))


def _POISONED(b: Snapshot, a: Snapshot) -> bool:
    return any(x > y for x, y in zip(a.poison, b.poison, strict=True))


def _LIFE_UP(b: Snapshot, a: Snapshot) -> bool:
    return any(x > y for x, y in zip(a.life, b.life, strict=True))


def _DREW(b: Snapshot, a: Snapshot) -> bool:
    return any(x > y for x, y in zip(a.hand, b.hand, strict=True)) or any(
        x < y for x, y in zip(a.library, b.library, strict=True))


def _TOKENS(b: Snapshot, a: Snapshot) -> bool:
    return a.tokens > b.tokens or any(k < 0 and k not in b.where for k in a.where)


def _MANA(b: Snapshot, a: Snapshot) -> bool:
    return any(x > y for x, y in zip(a.pool, b.pool, strict=True))


def _PLAYER_COUNTERS(b: Snapshot, a: Snapshot) -> bool:
    return any(x > y for x, y in zip(a.player_counters, b.player_counters, strict=True))


def _PHASED(b: Snapshot, a: Snapshot) -> bool:
    return a.phased > b.phased


_COUNTERS = _any(_perm_changed(2, grew=True), _new_permanent_with_counters,
                 _left_battlefield)  # -1/-1 counters may kill
def _entered_changed(index: int) -> Expect:
    """A permanent that entered since ``b`` differs from its printed card in field ``index``
    (3 power, 4 toughness, 5 keywords): an effect applied to it after it entered."""
    printed_index = {3: 0, 4: 1, 5: 2}[index]

    def check(b: Snapshot, a: Snapshot) -> bool:
        for key, after in a.perm.items():
            if key in b.perm or key not in a.printed:
                continue
            now = after[index][0] if index == 5 else after[index]
            if now != a.printed[key][printed_index]:
                return True
        return False

    return check


_PT = _any(_perm_changed(3), _perm_changed(4), _left_battlefield, _entered_changed(3),
           _entered_changed(4))

EXPECT: dict[str, Expect] = {
    "DealDamage": _any(_LIFE_DOWN, _perm_changed(1, grew=True), _left_battlefield,
                       _POISONED, _perm_changed(2, grew=True)),  # infect (702.90b)
    "Fight": _any(_perm_changed(1, grew=True), _left_battlefield),
    "DamageExchange": _any(_LIFE_DOWN, _LIFE_UP),
    "Destroy": _left_battlefield,
    "Sacrifice": _left_battlefield,
    "Exile": _moved(None, ["exile"]),
    "ExileGraveyard": _moved(["graveyard"], ["exile"]),
    "ReturnToHand": _moved(None, ["hand", "command"]),
    "ReturnFromGraveyard": _moved(["graveyard"], ["hand", BATTLEFIELD, "library"]),
    "PutOnLibrary": _moved(None, ["library"]),
    "Discard": _moved(["hand"], ["graveyard", "exile"]),
    "Mill": _moved(["library"], ["graveyard", "exile"]),
    "DrawCards": _DREW,
    "GainLife": _LIFE_UP,
    "LoseLife": _LIFE_DOWN,
    "CreateToken": _TOKENS,
    "CreateTokenCopy": _TOKENS,
    # on a player too: energy (122.1), poison (122.1f, the composition block)
    "PutCounters": _any(_COUNTERS, _PLAYER_COUNTERS, _POISONED),
    "Monstrosity": _COUNTERS,
    "Adapt": _COUNTERS,  # CR 701.46a (h7-ev3)
    "ModifyPT": _PT,
    "Becomes": _any(_perm_changed(3), _perm_changed(4), _perm_changed(5)),
    "GrantAbilities": _any(_perm_changed(5), _entered_changed(5)),
    "AddMana": _MANA,
    "Tap": _perm_changed(0, grew=True, lands=False),
    "Untap": _perm_changed(0, grew=False),
    "GainControl": _perm_changed(6),
    "Attach": _perm_changed(7),
    "PhaseOut": _PHASED,
    "Explore": _any(_moved(["library"], None), _COUNTERS),
    # the other face's characteristics (CR 701.28a, 712.8e), its name first
    "Transform": _perm_changed(9),
    # issue 28, effect verbs: a library action puts some of the top cards somewhere
    "LookPut": _moved(["library"], ["hand", "graveyard"]),
    "RevealUntilPut": _moved(["library"], None),
    "Bolster": _COUNTERS,
    "ExchangeControl": _perm_changed(6),
    "ShuffleGraveyard": _moved(["graveyard"], ["library"]),
    "GrantChosenProtection": _perm_changed(5),
    "Support": _COUNTERS,
    "ExileUntilLeaves": _moved(None, ["exile"]),  # CR 610.3
    # issues 28/29, the effect-verb long tail (effects/verbs.py): populate copies a creature
    # token (701.30a), connive draws and discards (701.47a), amass makes an Army or grows it
    # (701.44a), switching P/T changes a creature's power or toughness (613.4d). Detain (a
    # restriction until the next turn), clash (a reveal whose cards may stay on top) and "tap or
    # untap" (its controller may tap a tapped permanent: 701.21a) have nothing the snapshot
    # sees for certain.
    "Populate": _TOKENS,
    "Connive": _any(_DREW, _moved(["hand"], ["graveyard"])),
    "Amass": _any(_TOKENS, _COUNTERS),
    "SwitchPT": _PT,
    "PutCountersDivided": _COUNTERS,  # CR 601.2d
    "Manifest": _moved(["library"], [BATTLEFIELD]),  # CR 701.34a
    # issues 28/29, looks at hidden zones (effects/library_looks.py): the card looked at goes
    # from its library to a graveyard or exile ("You may put that card into their graveyard");
    # a look itself (LookAt, kinship's LookTopKinship) changes nothing the snapshot sees, nor
    # does a card from an empty hand onto the library (PutFromHandOnBottom, as PutFromHandOnTop)
    "PutLooked": _moved(["library"], ["graveyard", "exile", BATTLEFIELD, "hand"]),
    # issues 28/29, returns: a flicker's or a delayed trigger's card comes back (610.3, 603.7c)
    "ReturnToBattlefield": _moved(["exile", "graveyard"], [BATTLEFIELD]),
    # issues 28/29, effect composition: a keyword chosen on resolution (608.2d)
    "GrantKeywordChoice": _perm_changed(5),
}
"""What each effect kind must change, somewhere, once it has resolved."""


def _all_targets(index: int, value: Any, source_too: bool = False) -> TargetExpect:
    """Every target object (and with ``source_too`` the ability's source, for "untap ~") is on
    the battlefield afterwards with field ``index`` equal to ``value`` (an untap of an untapped
    permanent changes nothing and is still faithful)."""

    def check(b: Snapshot, a: Snapshot, t: Targets) -> bool:
        keys = set(t.objects) or ({t.source} if source_too and t.source is not None
                                  else set())
        return bool(keys) and all(k in a.perm and a.perm[k][index] == value for k in keys)

    return check


ALSO: dict[str, TargetExpect] = {
    "Untap": _all_targets(0, False, source_too=True),
    "Tap": _all_targets(0, True, source_too=True),
    "GainControl": _all_targets(6, 0),
}
"""A target-aware way for a kind to hold when nothing needed to change."""


@dataclass
class Verdict:
    name: str
    verdict: str  # "pass", "fail", "vacuous", "resolved", "unused"
    use: str = ""
    checked: tuple[str, ...] = ()
    failed: tuple[str, ...] = ()
    detail: str = ""


def _effects_of(ability: Any, modes: tuple[int, ...]) -> list[Any]:
    effects = list(getattr(ability, "effects", ()))
    choice = getattr(ability, "modes", None)
    if isinstance(choice, m.ModeChoice):
        for index in modes or range(len(choice.modes)):
            if index < len(choice.modes):
                effects.extend(choice.modes[index].effects)
    out: list[Any] = []
    for effect in effects:  # "you may": answered yes, so what it does must happen
        out.extend(effect.effects if isinstance(effect, m.MayDo) and effect.cost is None
                   else [effect])
    return out


def _choose(rng: random.Random, game: Any, decision: Any) -> Any:
    """Pass priority; "you may": yes; X and other numbers: the most; a single target: an
    opponent or an opponent's object when there is one (a player who drains themselves or
    destroys their own creature changes nothing to see); anything else at random."""
    if decision.tag == "priority":
        return Pass()
    if decision.kind is DecisionKind.YES_NO:  # yes where yes is legal (a kicker or buyback
        # whose cost can't be paid is offered as "no" only, 601.2f–h)
        return not decision.options or True in decision.options
    if decision.tag == "cast.convoke":
        return ()
    if decision.kind is DecisionKind.CHOOSE_NUMBER and decision.options:
        return max(decision.options)
    if decision.kind is DecisionKind.CHOOSE_SUBSET and decision.tag == "cast.targets" and \
            decision.options and decision.min_count == 0:  # "up to": at least one
        count = max(1, min(decision.max_count, 1))
        picks = sorted(rng.sample(range(len(decision.options)), count))
        return tuple(decision.options[i] for i in picks)
    if decision.kind is DecisionKind.CHOOSE_ONE and decision.tag == "cast.target":
        state = game.state
        theirs = [o for o in decision.options if (isinstance(o, str) and o.startswith("p")
                                                  and o != f"p{decision.player}")
                  or (isinstance(o, int) and o in state.objects
                      and state.objects[o].controller != decision.player)]
        if theirs:
            return theirs[rng.randrange(len(theirs))]
    view = game.view(decision.player)
    return respect_whole_answer_rules(view, decision, random_legal(decision, rng))


def _pick(uses: list[Any], card: m.CardDef) -> Any:
    def rank(use: Any) -> int:
        if isinstance(use, Activate) and not use.symbol:
            return 0
        if isinstance(use, Cast):
            return 1
        if isinstance(use, Activate):
            return 2
        return 3

    return min(uses, key=lambda u: (rank(u), repr(u)))


def audit_card(name: str, card: m.CardDef) -> Verdict:
    """The behavioural check of one supported card."""
    seed = sum(name.encode())
    made = _generated_board(name, card, (), seed, wider=True)  # tapped creatures too
    if made is None:
        return Verdict(name, "unused")
    game, uses, _invariants = made
    use = _pick(uses, card)
    rng = random.Random(seed)
    state = game.state
    if isinstance(use, PlayLand):
        return Verdict(name, "resolved", "play land")
    before: Snapshot | None = None
    targets = Targets()
    matched: dict[int, bool | None] = {}
    ability: Any = None
    modes: tuple[int, ...] = ()
    if isinstance(use, Activate):
        source = state.objects[use.source]
        ability = chars(state, source).abilities[use.index] if source.zone == BATTLEFIELD \
            else None
        if ability is None:
            from cardtable.games.magic import costs

            ability = costs.hand_ability(source.card, use.index)
        if use.symbol:
            before = snapshot(game)
            matched = _matched(game, _effects_of(ability, ()))
    else:
        cast = card
        if isinstance(use, Cast) and card.faces and use.face is not None and \
                0 <= use.face < len(card.faces):
            cast = card.faces[use.face]  # the face cast: a split card's half (709.3)
        ability = next((a for a in cast.abilities if isinstance(a, m.SpellAbility)), None)
    card_id = use.card if isinstance(use, Cast) else use.source
    game.apply(use, player=0)
    for _ in range(400):
        if game.is_over:
            break
        decision = game.pending
        if decision is None:
            break
        ours = [s for s in state.stack if s.source == card_id or s.obj == card_id]
        if before is None and ours and decision.tag == "priority":
            before = snapshot(game)  # the costs are paid; nothing has resolved yet
            modes = ours[-1].modes
            targets = _targets_of(game, ours[-1])
            targets.x = ours[-1].x
            if card_id in state.objects:
                targets.source = _key(state.objects[card_id])
            matched = _matched(game, _effects_of(ability, modes))
        if decision.tag == "priority" and not state.stack and before is not None:
            break
        if decision.tag == "priority" and not state.stack and before is None:
            break  # the use never reached the stack (rewound, or a special action)
        game.apply(_choose(rng, game, decision), player=decision.player)
    if before is None:
        return Verdict(name, "resolved", repr(use), detail="never on the stack")
    after = snapshot(game)
    after.moves = moves_since(game, before)
    if isinstance(use, Cast) and ability is None and (
            "Instant" in card.type_line or "Sorcery" in card.type_line):
        # only keywords (Throes of Chaos: cascade, retrace): it resolves into the graveyard
        return Verdict(name, "resolved", repr(use), detail="an instant or sorcery with only "
                       "keyword abilities (CR 608.2n)")
    permanent = isinstance(use, Cast) and ability is None
    if permanent:
        landed = any(e.kind == "move" and dict(e.data).get("old") is not None
                     and dict(e.data).get("frm") == "stack"
                     and dict(e.data).get("to") == BATTLEFIELD
                     # a multi-faced card's permanent bears the face cast (712.8a, 715.4)
                     and dict(e.data).get("name") in (name, use.name) for e in game.events)
        if not landed:
            return Verdict(name, "fail", repr(use), ("permanent spell",), ("permanent spell",),
                           "the permanent spell did not put the card onto the battlefield "
                           "(CR 608.3)")
        return Verdict(name, "resolved", repr(use), ("permanent spell",))
    every = _effects_of(ability, modes)
    unmatched = [type(e).__name__ for e in every
                 if type(e).__name__ in EXPECT and matched.get(id(e)) is False]
    source_counters = dict(state.objects[card_id].counters) if card_id in state.objects \
        else {}
    effects = [e for e in every if not _vacuous(e, before, targets, matched)
               and not _counts_absent_counters(e, source_counters)]
    if any(isinstance(e, m.Sacrifice) and e not in effects for e in every):
        # "sacrifices an attacking creature. You create X … where X is that creature's
        # toughness": nothing sacrificed on this board, nothing to count (EV2)
        effects = [e for e in effects if not _reads_sacrificed(e)]
    kinds = [type(e).__name__ for e in effects]
    checked = tuple(k for k in dict.fromkeys(kinds) if k in EXPECT)
    if not checked:
        if unmatched:  # the compiled filter matched nothing on a board meant to offer it
            return Verdict(name, "vacuous", repr(use), detail="no permanent matched the "
                           "filter of " + ", ".join(unmatched))
        return Verdict(name, "resolved", repr(use), detail="kinds: " + ", ".join(kinds))
    failed = tuple(k for k in checked if not EXPECT[k](before, after) and not (
        k in ALSO and ALSO[k](before, after, targets.of(
            e for e in effects if type(e).__name__ == k))))
    return Verdict(name, "fail" if failed else "pass", repr(use), checked, failed,
                   "no change for " + ", ".join(failed) if failed else "")


def _reads_sacrificed(effect: Any) -> bool:
    """An amount of ``effect`` reads the creature an earlier instruction sacrificed."""
    return any(isinstance(q, m.Amount) and q.ref.startswith("sacrificed")
               for q in (getattr(effect, f, None) for f in ("count", "amount", "power",
                                                              "toughness")))


def _counts_absent_counters(effect: Any, counters: dict[str, int]) -> bool:
    """An amount "for each lore counter on ~" while the source has none: the effect is by
    its own words +0/+0 on this board (Scroll of the Masters' first activation), nothing to
    see."""
    values = [v for v in (getattr(effect, f, None)  # "count": "Create a token for each …"
                          for f in ("power", "toughness", "amount", "count"))
              if v is not None and v != 0]
    return bool(values) and all(
        isinstance(v, m.Amount) and v.kind == "counters" and v.ref == "self" and not v.plus
        and not counters.get(v.counter, 0) for v in values)


def _refs(effect: Any) -> list[str]:
    return [v for f in ("what", "on", "who", "to", "target", "player")
            if isinstance(v := getattr(effect, f, None), str)]


def _vacuous(effect: Any, before: Snapshot, targets: Targets,
             matched: dict[int, bool | None]) -> bool:
    """Nothing for the effect to act on: its target was not chosen ("up to"), its target
    player's hand is empty for a discard, or no permanent matched its "all"/"each" filter
    when the spell or ability was put on the stack."""
    refs = _refs(effect)
    if any(r.startswith("target:") for r in refs) and not (targets.objects or targets.players):
        return True
    if type(effect).__name__ == "Discard":
        who = getattr(effect, "who", "")
        hands = targets.players if who.startswith("target") else (
            range(1, len(before.hand)) if who == "each_opponent" else
            range(len(before.hand)) if who == "each_player" else (0,))
        if all(before.hand[p] == 0 for p in hands):
            return True  # "each opponent discards": no opponent has a card in hand
    if _zero_amounts(effect, before, targets):
        return True  # "+1/+1 for each +1/+1 counter on ~" with none; "-X/-X" with X = 0
    flt = getattr(effect, "filter", None)
    if isinstance(flt, m.Filter) and flt.attacking:
        return True  # "an attacking creature": the audit's board is never in combat
    if type(effect).__name__ == "LookPut" and effect.optional:
        return True  # "you may reveal a creature card from among them": may find none (401.4)
    if type(effect).__name__ == "LookPut" and effect.take < 0:
        return True  # "put all creature cards revealed this way into your hand": may be none
    if type(effect).__name__ == "RevealUntilPut" and effect.rest.startswith("bottom"):
        return True  # no matching card in the library: every card goes back to the bottom
    if type(effect).__name__ == "Populate" and not any(k < 0 for k in before.perm):
        return True  # no token on the battlefield to copy: nothing is created (CR 701.30b)
    if type(effect).__name__ == "SwitchPT" and _switch_unseen(effect, before, targets):
        return True  # a creature whose power equals its toughness looks the same switched
    if getattr(effect, "on", "") in ("equipped", "enchanted") and targets.source is not None \
            and targets.source in before.perm and before.perm[targets.source][7] is None:
        return True  # an unattached Equipment: "equipped creature" names nothing (CR 301.5c)
    return id(effect) in matched and matched[id(effect)] is not True


def _switch_unseen(effect: Any, before: Snapshot, targets: Targets) -> bool:
    """Every creature a power/toughness switch applies to has power equal to toughness on
    this board (CR 613.4d: the switch happened; the snapshot cannot see it)."""
    on = getattr(effect, "on", "")
    if on.startswith("target:"):
        keys = targets.of([effect]).objects
    elif on in ("self", "") and getattr(effect, "filter", None) is None:
        keys = {targets.source} if targets.source is not None else set()
    else:
        keys = {k for k, p in before.perm.items() if not p[8]}
    perms = [before.perm[k] for k in keys if k in before.perm]
    return all(p[3] == p[4] for p in perms)


def _zero_amounts(effect: Any, before: Snapshot, targets: Targets) -> bool:
    """Every quantity of ``effect`` is zero on this board: X announced as 0, or a count of
    counters on its source (a sunburst or amplify permanent put onto the generated board
    has none)."""
    amounts: list[m.Amount] = [a for a in (getattr(effect, f, None) for f in (
        "power", "toughness", "amount", "count_x")) if isinstance(a, m.Amount)]  # count_x:
    # "look at the top X cards …, where X is …" (LookPut, issue 29 round 9)
    if not amounts:
        return False
    source = before.perm.get(targets.source) if targets.source is not None else None
    for amount in amounts:
        if amount.kind == "x" and targets.x == 0:
            continue
        if amount.kind == "party" and not any(before.party):
            continue  # "the number of creatures in your party": nobody has one here (700.8)
        if amount.kind == "discarded_this_way" and getattr(effect, "who", "") == "you" and \
                before.hand[0] == 0:
            continue  # "discard all the cards in your hand, then draw that many": none held
        if amount.kind == "revealed_this_way":
            continue  # "reveal any number of red cards in your hand": any number may be none
        if amount.kind == "mana_value" and amount.ref.startswith("revealed:"):
            continue  # "that card's mana value" of a card revealed at random: a land's is 0
        if amount.kind == "counters" and amount.ref == "self" and (
                source is None or source[2] == 0):
            continue
        return False
    return True


def _matched(game: Any, effects: list[Any]) -> dict[int, bool | None]:
    """For each effect with an "all"/"each" filter: whether any permanent matched it (``None``:
    a damage amount read from the board is 0 there, nothing to check)."""
    from cardtable.games.magic.layers import matches

    state = game.state
    out: dict[int, bool | None] = {}
    for effect in effects:
        if isinstance(effect, (m.DealDamage, m.GainLife, m.LoseLife, m.DrawCards)) and \
                isinstance(effect.amount, m.Amount) and \
                effect.amount.wording in ("equal_to", "for_each"):
            # "deals damage to any target equal to the number of Goblins you control", "gain 1
            # life for each colorless creature you control": with none on the board the amount
            # is 0 and nothing changes (CR 120.8, 119.8) — not checkable
            try:
                zero = game.amount(effect.amount, 0) == 0
            except (KeyError, ValueError, TypeError, AttributeError):
                zero = False  # an amount that reads the resolving item (its targets)
            if zero:
                out[id(effect)] = None
                continue
        if isinstance(effect, m.ModifyPT) and all(
                isinstance(q, m.Amount) and q.kind != "x" for q in (effect.power,
                                                                    effect.toughness)):
            # "All nonsnow creatures get -X/-X …, where X is the number of snow permanents you
            # control" with none on the board: -0/-0, nothing changes — not checkable (EV2)
            try:
                zero = all(game.amount(q, 0) == 0 for q in (effect.power, effect.toughness))
            except (KeyError, ValueError, TypeError, AttributeError):
                zero = False
            if zero:
                out[id(effect)] = None
                continue
        if isinstance(effect, (m.LookPut, m.RevealUntilPut)):
            continue  # their filter is of cards in the library, not of permanents
        flt = getattr(effect, "filter", None)
        if not isinstance(flt, m.Filter) or any(r.startswith("target:") for r in _refs(effect)):
            continue
        if isinstance(effect, m.Untap) and not any(
                state.objects[oid].tapped and matches(state, state.objects[oid], flt, 0)
                for oid in state.battlefield):
            out[id(effect)] = None  # "untap all Forests" with none tapped: nothing to check
            continue
        out[id(effect)] = any(matches(state, state.objects[oid], flt, 0)
                              for oid in state.battlefield)
    return out


def _targets_of(game: Any, item: Any) -> Targets:
    out = Targets()
    for index, chosen in enumerate(item.targets):
        for value in chosen:
            if isinstance(value, str) and value.startswith("p"):
                out.players.add(int(value[1:]))
            elif isinstance(value, int) and value in game.state.objects:
                out.objects.add(_key(game.state.objects[value]))
                out.by_index.setdefault(index, set()).add(_key(game.state.objects[value]))
    return out


@dataclass
class AuditReport:
    verdicts: list[Verdict] = field(default_factory=list)

    def count(self, verdict: str) -> int:
        return sum(1 for v in self.verdicts if v.verdict == verdict)

    def share(self, verdict: str = "pass") -> float:
        return self.count(verdict) / max(1, len(self.verdicts))

    def summary(self) -> str:
        n = len(self.verdicts)
        return (f"{n} supported cards: behavioural check passed {self.count('pass')} "
                f"({self.share():.1%}), failed {self.count('fail')} "
                f"({self.share('fail'):.1%}), filter matched nothing {self.count('vacuous')} "
                f"({self.share('vacuous'):.1%}), resolution only {self.count('resolved')} "
                f"({self.share('resolved'):.1%}), no use on the board {self.count('unused')} "
                f"({self.share('unused'):.1%})")


def audit(cards: dict[str, m.CardDef], names: Iterable[str]) -> AuditReport:
    report = AuditReport()
    for name in names:
        try:
            report.verdicts.append(audit_card(name, cards[name]))
        except Exception as error:  # an engine error is a failed check, with its cause
            report.verdicts.append(Verdict(name, "fail", detail=f"{type(error).__name__}: "
                                                                f"{error}"))
    return report
