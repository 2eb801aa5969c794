"""The Commander game (CMD-2, CR 903) on the Magic engine.

:class:`CommanderGame` is a :class:`~cardtable.games.magic.game.MagicGame` with the engine's
format hooks filled in:

- CMD-2.1: before the mulligans each player's commander cards go from the deck to the command
  zone (or, before 2009-09-20, to exile — CMD-4.2).
- CMD-2.2: being a commander belongs to the **physical card** (the engine's ``uid``, kept across
  zone changes and control changes); a copy or token has another uid and is not a commander.
- CMD-2.3: 40 life.
- CMD-2.5: ``extra_castable`` offers the commanders in the command zone to their owner;
  ``additional_spell_cost`` adds {2} per earlier cast of that commander **from the command
  zone** by the **casting player** (CR 903.8, an additional cost in 601.2f);
  ``spell_cast_from`` counts the cast.
- CMD-2.4: ``format_sba`` makes a player who was dealt 21 or more combat damage by one
  commander lose (704.6c); the engine keeps combat damage per card and player.
- CMD-2.6: ``format_sba`` offers each commander that arrived in a zone the return applies to
  (graveyard, exile; hand and library since 2015-03-23) to its owner **once per object**: the
  owner answers ``"command"`` or ``"stay"``. A new object (a later arrival) is asked again.
  Where the return is a replacement effect (hand and library; every zone before 2020) the
  commander never arrives: :mod:`zone_replacement` asks its owner before the move happens —
  see :data:`REPLACEMENT_NOTE`.
- CMD-2.8: a free first mulligan with three or more players (CR 103.5c, through MUL-2.4); the
  first draw skipped only in a two-player game (the engine's 103.8a/c).

The settings, constants, view and statistics are in :mod:`settings`; the EDH sideboard swap
(CMD-3.2) in :mod:`sideboard`; victory points (CMD-3.3) in :mod:`scoring`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, ClassVar

from cardtable.cards.names import normalize_name
from cardtable.core.decision import Decision, DecisionKind
from cardtable.core.game import GameResult, replay_record
from cardtable.core.record import GameRecord
from cardtable.games.magic import model as m
from cardtable.games.magic.commander import zone_replacement
from cardtable.games.magic.commander.decks import card_identity
from cardtable.games.magic.commander.scoring import victory_points
from cardtable.games.magic.commander.settings import (
    LETHAL_COMMANDER_DAMAGE,
    ORDER_OPTIONS,
    ORDER_TAG,
    REPLACEMENT_NOTE,
    RETURN_ZONES,
    RULES_VERSION,
    SWAP_TAG,
    VOTE_TAG,
    CommanderSettings,
    CommanderView,
    ReturnFrame,
    SeatStats,
    SideboardSwap,
    check_league_table,
)
from cardtable.games.magic.commander.sideboard import ask_swap, swap
from cardtable.games.magic.game import MagicGame
from cardtable.games.magic.layers import chars
from cardtable.games.magic.mana import Requirement, requirement
from cardtable.games.magic.objects import (
    BATTLEFIELD,
    COMMAND,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    GameObject,
)
from cardtable.games.magic.player_rules import cant_lose
from cardtable.games.magic.tags import Tag
from cardtable.games.magic.view import _card as card_view
from cardtable.games.magic.view import make_view
from cardtable.rules.mulligan import MulliganProcedure, resolve_rule


class CommanderGame(MagicGame):
    name: ClassVar[str] = "commander"
    rules_version: ClassVar[str] = RULES_VERSION

    def __init__(self, settings: CommanderSettings, seed: int, *, blank: bool = False) -> None:
        self.commander_settings = settings
        self.rules = settings.effective_rules
        self.command_zone = EXILE if self.rules.command_zone == "exile" else COMMAND
        self.commander_uids: dict[int, int] = {}  # uid -> owner
        self.casts: dict[tuple[int, int], int] = {}  # (uid, casting player) -> command casts
        self.offered: set[int] = set()  # object ids already asked (once per object)
        # commanders exiled by their own "exile it instead" → the zone they would have gone to
        self.own_replaced: dict[int, str] = {}
        # moves the 903.9b replacement may change, waiting for the owner's answer
        self.replacing: list[zone_replacement.PendingMove] = []
        self.scanned_id = -1
        self.elimination: dict[int, str] = {}
        self.stats = [SeatStats() for _ in settings.decks]
        self.turn_damage: dict[tuple[int, int], int] = {}  # (turn, controller) -> combat dmg
        self.sideboards = [list(b) for b in settings.sideboards] or [[] for _ in settings.decks]
        self.votes: dict[int, int] = {}  # CMD-3.4: voter -> the opponent voted for
        super().__init__(settings.magic_settings(), seed, mulligans=True, blank=blank)

    # -- set-up ------------------------------------------------------------------------------

    def settings_json(self) -> dict[str, Any]:
        return self.commander_settings.to_json()

    def mark_commander(self, obj: GameObject) -> None:
        """Make ``obj``'s physical card a commander of its owner (CMD-2.2)."""
        self.commander_uids[obj.uid] = obj.owner
        self.state.commanders[obj.uid] = obj.owner  # what the engine's rules read (903.3)
        self.state.identities[obj.owner] = self.identity(obj.owner)  # 903.4a: before the game

    def is_commander(self, obj: GameObject) -> bool:
        return obj.uid in self.commander_uids and not obj.token

    def place_commanders(self) -> None:
        """CMD-2.1: each player reveals their commander(s) and puts them into the command
        zone (before 2009-09-20: exile, CMD-4.2)."""
        state = self.state
        for seat, names in enumerate(self.commander_settings.commanders):
            library = state.zone(seat, LIBRARY)
            for name in names:
                # a card of several faces is named by its front face in play ("Rune-Tail,
                # Kitsune Ascendant // Rune-Tail's Essence" is "Rune-Tail, Kitsune Ascendant")
                wanted = {normalize_name(name), normalize_name(name.split("//")[0])}
                oid = next(i for i in library if normalize_name(state.objects[i].card.name)
                           in wanted and state.objects[i].uid not in self.commander_uids)
                obj = state.objects[oid]
                library.remove(oid)
                obj.zone = self.command_zone
                state.zone(seat, self.command_zone).append(oid)
                self.mark_commander(obj)
                self.offered.add(oid)
                self.log("commander", seat, name=name, zone=self.command_zone)  # CMD-2.1
        state.touch()

    def _start_mulligans(self) -> None:
        self.place_commanders()
        self._set_mana_colours()
        if "edh-sideboard" in self.commander_settings.house_rules and any(self.sideboards):
            count = len(self.state.players)
            first = self.state.starting_player
            self.mulligan = SideboardSwap([(first + i) % count for i in range(count)
                                           if self.sideboards[(first + i) % count]])
            ask_swap(self)
            return
        self._begin_mulligans()

    def _begin_mulligans(self) -> None:
        state = self.state
        rule = resolve_rule(self.settings.mulligan, len(state.players),
                            free_mulligan=True if ("two-player-free-mulligan"
                                                   in self.commander_settings.house_rules
                                                   and self.settings.mulligan in
                                                   ("london", "vancouver", "paris"))
                            else None)
        libraries = [list(state.zone(p, LIBRARY)) for p in range(len(state.players))]
        self.mulligan = MulliganProcedure(
            libraries, rule, rng=self.rng, log=self.log,
            starting_player=state.starting_player,
            is_land=lambda oid: "Land" in self.state.objects[oid].card.type_line,
            name_of=lambda oid: self.state.objects[oid].card.name)
        if self.mulligan.is_done:
            self._finish_mulligans()

    # -- CMD-3.2 the EDH sideboard swap, CMD-4.4 off-identity mana ------------------------------

    def outside_the_game(self, seat: int) -> tuple[m.CardDef, ...]:
        """The sideboard cards a wish may bring in (CMD-3.2, CR 400.11a): only with the EDH
        sideboard house rule, and within CR 903.11 — inside the commander's colour identity,
        not the name of a card the player had in their starting deck or owns in the game."""
        if "edh-sideboard" not in self.commander_settings.house_rules:
            return ()
        cards = self.commander_settings.cards
        owned = {o.card.name for o in self.state.objects.values()
                 if o.owner == seat and not o.token}
        identity = self.identity(seat)
        return tuple(cards[name] for name in dict.fromkeys(self.sideboards[seat])
                     if name in cards and name not in owned
                     and card_identity(cards[name]) <= identity)

    def bring_into_game(self, seat: int, name: str, zone: str) -> GameObject:
        """The sideboard card ``name`` brought into ``zone`` (CR 400.11b); ``seat`` owns it
        (108.3b) and it leaves the sideboard."""
        if name not in {card.name for card in self.outside_the_game(seat)}:
            return super().bring_into_game(seat, name, zone)
        self.sideboards[seat].remove(name)
        state = self.state
        obj = GameObject(state.new_id(), self.commander_settings.cards[name], seat, seat, zone,
                         uid=state.next_uid, timestamp=state.new_timestamp())
        state.next_uid += 1
        state.objects[obj.id] = obj
        state.players[seat].zones[zone].append(obj.id)
        state.touch()
        return obj

    def identity(self, seat: int) -> frozenset[str]:
        """The colour identity of ``seat``'s commanders (CMD-1.2): the cards that are its
        commanders, wherever they are."""
        out: set[str] = set()
        for obj in self.state.objects.values():
            if self.commander_uids.get(obj.uid) == seat and not obj.token:
                out |= card_identity(obj.card)
        return frozenset(out)

    def _set_mana_colours(self) -> None:
        """CMD-4.4: before 2016-01-18 mana of a colour outside the deck's identity was made as
        colourless mana; the engine's payment reads each player's ``mana_colours``."""
        if self.rules.off_identity_mana == "colourless":
            for seat in range(len(self.state.players)):
                self.state.players[seat].mana_colours = self.identity(seat)

    # -- CMD-3.4 the democratic vote --------------------------------------------------------

    def _voting(self) -> bool:
        return ("democratic-vote" in self.commander_settings.house_rules
                and self._result is not None and len(self.votes) < len(self.state.players))

    def _open_decisions(self) -> tuple[Decision, ...]:
        """Every player's vote at once when the game has ended (CMD-3.4, the kernel's
        simultaneous decisions), else the engine's one question."""
        if self._voting():
            count = len(self.state.players)
            return tuple(
                Decision(p, DecisionKind.CHOOSE_ONE,
                         "democratic victory (CMD-3.4): vote for the opponent who was the most "
                         "fun to play with", [o for o in range(count) if o != p], tag=VOTE_TAG)
                for p in range(count) if p not in self.votes)
        return super()._open_decisions()

    @property
    def result(self) -> GameResult | None:
        """The game's result; with the democratic vote, only once every vote is in (its
        points are in ``detail``)."""
        if self._result is None or self._voting():
            return None
        if "democratic-vote" in self.commander_settings.house_rules:
            return replace(self._result, detail={**self._result.detail,
                                                 "democratic_points": self.democratic_points()})
        return self._result

    def democratic_points(self) -> tuple[int, ...]:
        """CMD-3.4: 2 for the last player standing, 1 for each vote received."""
        points = [0] * len(self.state.players)
        result = self._result
        if result is not None and result.reason == "last_player_standing":
            points[result.ranking[0]] += 2
        for voted in self.votes.values():
            points[voted] += 1
        return tuple(points)

    def _do(self, decision: Decision, action: Any) -> None:
        if decision.tag == VOTE_TAG:
            self.votes[decision.player] = action
            self.log("vote", decision.player, voted=action)
            return
        if decision.tag.startswith(SWAP_TAG):
            swap(self, decision, action)
            self._run()
            return
        super()._do(decision, action)

    # -- CMD-3.6 Stranglehold Cage Commander -------------------------------------------------

    @property
    def stranglehold(self) -> bool:
        return "stranglehold-cage" in self.commander_settings.house_rules

    def may_search(self, player: int) -> bool:
        """CMD-3.6 (Stranglehold): no player can search libraries — a search finds nothing."""
        return not self.stranglehold

    def may_cast_from(self, player: int, zone: str) -> bool:
        """CMD-3.6 (Grafdigger's Cage): players can't cast spells from graveyards or
        libraries (flashback included)."""
        return not (self.stranglehold and zone in (GRAVEYARD, LIBRARY))

    def move(self, obj: GameObject, to: str, **kwargs: Any) -> GameObject:
        """CMD-3.6 (Grafdigger's Cage): creature cards in graveyards and libraries can't enter
        the battlefield — the card stays where it is."""
        if (to == BATTLEFIELD and obj.zone in (GRAVEYARD, LIBRARY) and self.stranglehold
                and "Creature" in obj.card.type_line):
            self.log("cage", obj.owner, name=obj.card.name, zone=obj.zone)
            return obj
        if zone_replacement.applies(self, obj, to):  # 903.9b: asked before it happens
            zone_replacement.would_move(self, obj, to, str(kwargs.get("cause", "")),
                                        bool(kwargs.get("top", True)))
            return obj
        return super().move(obj, to, **kwargs)

    def move_unreplaced(self, obj: GameObject, to: str, **kwargs: Any) -> GameObject:
        """The move as its owner answered the commander replacement (903.9b)."""
        return super().move(obj, to, **kwargs)

    # -- CMD-4.2 the pre-2013 legend rule and the Open rule --------------------------------------

    def legend_rule_704_5j(self) -> bool:
        return self.rules.legend_rule == "current"

    def _old_legend_rule(self) -> bool:
        """The pre-2013 legend rule: legendary permanents sharing a name, whoever controls
        them, all go to their owners' graveyards; under the Open rule (CMD-4.2) commanders
        ignore it (only the non-commander copies go; two commanders both stay)."""
        state = self.state
        groups: dict[str, list[int]] = {}
        for oid in state.battlefield:
            c = chars(state, state.objects[oid])
            if "Legendary" in c.supertypes:
                groups.setdefault(c.name, []).append(oid)
        victims = []
        for ids in groups.values():
            if len(ids) > 1:
                victims += [i for i in ids if not (self.rules.table_rule == "open"
                                                    and self.is_commander(state.objects[i]))]
        if victims:
            self.move_batch(victims, GRAVEYARD, cause="legend rule (pre-2013)")
            return True
        return False

    # -- casting from the command zone, tax (CMD-2.5) -------------------------------------------

    def extra_castable(self, player: int) -> list[int]:
        state = self.state
        return [oid for oid in state.zone(player, self.command_zone)
                if self.is_commander(state.objects[oid])]

    def commander_casts(self, uid: int) -> int:
        return sum(n for (card, _player), n in self.casts.items() if card == uid)

    def tax(self, player: int, obj: GameObject) -> int:
        """The commander tax ``player`` would pay to cast ``obj`` now (0 outside the command
        zone)."""
        if obj.zone != self.command_zone or not self.is_commander(obj):
            return 0
        return 2 * self.casts.get((obj.uid, player), 0)

    def additional_spell_cost(self, player: int, obj: GameObject) -> Requirement:
        amount = self.tax(player, obj)
        return Requirement(generic=amount) if amount else Requirement()

    def spell_cast_from(self, player: int, obj: GameObject) -> None:
        if not self.is_commander(obj):
            return
        stats = self.stats[player]
        tax = self.tax(player, obj)
        if obj.zone == self.command_zone:
            self.casts[(obj.uid, player)] = self.casts.get((obj.uid, player), 0) + 1
            stats.casts_from_command += 1
        else:
            stats.casts_from_elsewhere += 1
        if stats.first_cast_turn is None:
            stats.first_cast_turn = self._player_turn(player)
        stats.tax_paid += tax
        stats.commander_mana += tax + mana_value(obj.card)
        self.log("commander_cast", player, name=obj.card.name, tax=tax, frm=obj.zone)

    def _player_turn(self, player: int) -> int:
        """Which of ``player``'s own turns this is (or the table's turn if not theirs)."""
        state = self.state
        count = len(state.players)
        return (state.turn - 1) // count + 1

    # -- state-based actions: commander damage, the return (CMD-2.4, CMD-2.6) --------------------

    def format_sba(self) -> bool:
        state = self.state
        if self.replacing and zone_replacement.next_question(self):
            return True  # 903.9b: the owner answers before anything else happens
        losers: dict[int, int] = {}
        damage = state.combat_damage
        for (uid, player), amount in (damage.items() if damage and max(damage.values())
                                      >= LETHAL_COMMANDER_DAMAGE else ()):
            if (amount >= LETHAL_COMMANDER_DAMAGE and uid in self.commander_uids
                    and not state.players[player].left and not cant_lose(self, player)):
                losers.setdefault(player, self.commander_uids[uid])
        if losers:
            for player, owner in losers.items():
                self.elimination[player] = "commander_damage"
                if owner != player:
                    self.stats[owner].commander_damage_wins += 1
            self.players_lose(sorted(losers), "commander damage (CR 903.10a, 704.6c)")
            return True
        if self.rules.legend_rule == "pre-2013" and self._old_legend_rule():
            return True
        if state.next_id == self.scanned_id:
            return False
        # Only an object that arrived since the last scan (a new id) can be a new arrival; the
        # first in seat, zone and zone order is asked first.
        # Where the return is a replacement the commander does not arrive through ``move``
        # (zone_replacement.py, its answer marks the new object offered); one moved there
        # directly (a cost paid by the payment code) is still asked here, after the event.
        zones = [z for z in RETURN_ZONES[self.rules.zone_return] if z != self.command_zone]
        objects = state.objects
        arrivals = []
        for oid in range(max(self.scanned_id, 0), state.next_id):
            obj = objects.get(oid)
            if (obj is not None and oid not in self.offered and (
                    obj.zone in zones or self._competing(oid, zones))
                    and self.is_commander(obj) and not state.players[obj.owner].left):
                zone = state.players[obj.owner].zones[obj.zone]
                if oid in zone:
                    rank = zones.index(obj.zone) if obj.zone in zones else len(zones)
                    arrivals.append(((obj.owner, rank, zone.index(oid)), obj))
        if arrivals:
            obj = min(arrivals, key=lambda item: item[0])[1]
            self.offered.add(obj.id)
            self.work.push(ReturnFrame(obj.owner, obj.id))
            return True
        self.scanned_id = state.next_id
        return False

    def replaced_destination(self, obj: GameObject, instead_of: str) -> None:
        if self.is_commander(obj):
            self.own_replaced[obj.id] = instead_of

    def _competing(self, oid: int, zones: list[str]) -> bool:
        """CR 616.1: the commander's own "exile it instead" and the command-zone replacement
        (903.9 before 2020: a replacement, ``is_replacement``) both applied to one event."""
        instead_of = self.own_replaced.get(oid)
        return instead_of is not None and instead_of in zones and self.is_replacement(instead_of)

    def _ask_frame(self, frame: Any) -> Decision | None:
        if isinstance(frame, zone_replacement.ReplaceFrame):
            return zone_replacement.ask(self, frame)
        if isinstance(frame, ReturnFrame):
            obj = self.state.objects.get(frame.obj)
            if obj is None:
                self.work.pop()
                return None
            zones = [z for z in RETURN_ZONES[self.rules.zone_return] if z != self.command_zone]
            if self._competing(obj.id, zones):
                return Decision(frame.player, DecisionKind.CHOOSE_ONE,
                                f"your commander {obj.card.name} would be put into your "
                                f"{self.own_replaced[obj.id]}: two replacement effects apply — "
                                "which first? (CR 616.1: the command zone, CR 903.9; or its "
                                "own 'exile it instead', CR 614.6)", list(ORDER_OPTIONS),
                                tag=ORDER_TAG)
            rule = "CR 903.9a" if obj.zone in (GRAVEYARD, EXILE) and (
                self.rules.zone_return == "current") else "CR 903.9b"
            return Decision(frame.player, DecisionKind.CHOOSE_ONE,
                            f"your commander {obj.card.name} is in your {obj.zone}: put it "
                            f"into the command zone? ({rule})", ["command", "stay"],
                            tag=Tag.COMMANDER_RETURN)
        return super()._ask_frame(frame)

    def _answer_frame(self, decision: Decision, action: Any) -> None:
        frame = self.work.top
        if isinstance(frame, zone_replacement.ReplaceFrame):
            zone_replacement.answer(self, frame, decision, action)
            return
        if isinstance(frame, ReturnFrame) and decision.tag == ORDER_TAG:
            self.work.pop()
            obj = self.state.objects.get(frame.obj)
            if obj is None:
                return
            self.own_replaced.pop(obj.id, None)
            if action == ORDER_OPTIONS[0]:  # the command zone first: exile no longer applies
                self._replace_event(obj)
                new = self.move(obj, self.command_zone, cause="commander returns (CR 903.9)")
                self.offered.add(new.id)
                self.stats[frame.player].returns_to_command += 1
            else:  # its own replacement first: it is exiled; 903.9 may still apply (616.1f)
                self.offered.discard(obj.id)
                self.scanned_id = min(self.scanned_id, obj.id)
            return
        if isinstance(frame, ReturnFrame):
            self.work.pop()
            obj = self.state.objects.get(frame.obj)
            if action == "command" and obj is not None:
                if self.is_replacement(obj.zone):
                    self._replace_event(obj)
                new = self.move(obj, self.command_zone, cause="commander returns (CR 903.9)")
                self.offered.add(new.id)
                self.stats[frame.player].returns_to_command += 1
            return
        super()._answer_frame(decision, action)

    def is_replacement(self, zone: str) -> bool:
        """Whether the return from ``zone`` is a replacement effect under these rules: hand and
        library always; graveyard and exile before 2020 (the ``2019`` preset and earlier)."""
        return zone in (HAND, LIBRARY) or self.rules.zone_return != "current"

    def _replace_event(self, obj: GameObject) -> None:
        """The commander never reached ``obj.zone`` (a replacement, 614.1): a "dies" trigger
        of the event that put it there did not trigger, and "leaves the battlefield" triggers
        saw it go to the command zone."""
        state = self.state
        old = next((k for k, v in state.moved.items() if v == obj.id), None)
        if old is None:
            return
        kept = []
        for trigger in state.triggers:
            event = dict(trigger.event)
            if event.get("it") == old and event.get("to") == obj.zone:
                ability = trigger.ability
                if isinstance(ability, m.TriggeredAbility) and ability.trigger.event == "dies":
                    continue
                event["to"] = self.command_zone
                trigger = replace(trigger, event=tuple(sorted(event.items())))
            kept.append(trigger)
        state.triggers = kept

    # -- statistics (CMD-3.3, the simulate summary) ----------------------------------------------

    def triggers_damage_to_player(self, source_id: int | None, controller: int, player: int,
                                  amount: int, combat_damage: bool) -> None:
        if combat_damage and amount > 0:
            key = (self.state.turn, controller)
            self.turn_damage[key] = self.turn_damage.get(key, 0) + amount
            stats = self.stats[controller]
            stats.biggest_combat_turn = max(stats.biggest_combat_turn, self.turn_damage[key])
            if source_id is not None and source_id in self.state.objects:
                src = self.state.objects[source_id]
                if self.is_commander(src):
                    self.stats[src.owner].commander_damage_dealt += amount
        super().triggers_damage_to_player(source_id, controller, player, amount, combat_damage)

    def activate_mana(self, obj: GameObject, index: int, ability: m.ActivatedAbility,
                      symbol: str) -> None:
        super().activate_mana(obj, index, ability, symbol)
        allowed = self.state.players[chars(self.state, obj).controller].mana_colours
        if allowed is not None:  # CMD-4.4: off-identity colours come out colourless
            pool = self.state.players[chars(self.state, obj).controller].pool
            for colour in [c for c in pool if c in "WUBRG" and c not in allowed]:
                pool["C"] = pool.get("C", 0) + pool.pop(colour)
        for p in self.state.players:
            stats = self.stats[p.index]
            stats.most_mana_in_pool = max(stats.most_mana_in_pool, sum(p.pool.values()))

    def players_lose(self, players: Sequence[int], reason: str) -> None:
        state = self.state
        for p in players:
            if p in self.elimination:
                continue
            player = state.players[p]
            if "conceded" in reason:
                why = "concession"
            elif player.poison >= 10:
                why = "poison"
            elif player.drew_from_empty:
                why = "decking"
            elif player.life <= 0:
                why = "life"
            else:
                why = "other"
            self.elimination[p] = why
        super().players_lose(players, reason)

    def end_reason(self) -> str:
        """How the game ended: the turn limit, a draw, or how the last opponent was beaten."""
        result = self.result
        if result is None:
            return "running"
        if result.reason != "last_player_standing":
            return result.reason
        last = max(self.eliminated_at.items(), key=lambda kv: kv[1])[0]
        return self.elimination.get(last, "other")

    def victory_points(self) -> tuple[int, ...]:
        """CMD-3.3 (see :func:`scoring.victory_points`)."""
        return victory_points(self)

    # -- views and copies --------------------------------------------------------------------

    def view(self, player: int) -> Any:
        state = self.state
        objects = state.objects
        castable = [self.extra_castable(p) for p in range(len(state.players))]
        command = tuple(card_view(self, i) for ids in castable for i in ids)
        tax = tuple((i, self.tax(player, objects[i])) for i in castable[player])
        uids = self.commander_uids
        on_field = {objects[i].uid: i for i in state.battlefield
                    if objects[i].uid in uids and not objects[i].token}
        damage = tuple((uids[uid], p, d) for (uid, p), d in sorted(state.combat_damage.items())
                       if uid in uids)
        by_perm = tuple((on_field[uid], p, d)
                        for (uid, p), d in sorted(state.combat_damage.items())
                        if uid in on_field)
        return make_view(self, player, CommanderView, command=command, tax=tax,
                         commander_ids=frozenset(on_field.values()), commander_damage=damage,
                         commander_owner_damage=by_perm)

    def clone(self) -> CommanderGame:
        other = super().clone()
        other.__class__ = CommanderGame
        assert isinstance(other, CommanderGame)
        other.commander_settings = self.commander_settings
        other.rules = self.rules
        other.command_zone = self.command_zone
        other.commander_uids = self.commander_uids
        other.casts = dict(self.casts)
        other.offered = set(self.offered)
        other.own_replaced = dict(self.own_replaced)
        other.replacing = list(self.replacing)
        other.scanned_id = self.scanned_id
        other.elimination = dict(self.elimination)
        other.stats = [s.copy() for s in self.stats]
        other.turn_damage = dict(self.turn_damage)
        other.sideboards = [list(b) for b in self.sideboards]
        other.votes = dict(self.votes)
        return other

    def determinize(self, observer: int, rng: Any) -> CommanderGame:
        other = super().determinize(observer, rng)
        assert isinstance(other, CommanderGame)
        return other


def mana_value(card: m.CardDef) -> int:

    return requirement(card.mana_cost).total


def new_game(settings: CommanderSettings, seed: int = 0) -> CommanderGame:
    return CommanderGame(settings, seed)


def build(settings: Mapping[str, Any], seed: int) -> CommanderGame:
    return CommanderGame(CommanderSettings.from_json(settings), seed)


def replay(record: GameRecord) -> CommanderGame:
    game = replay_record(record, build)
    assert isinstance(game, CommanderGame)
    return game


# CommanderSettings, CommanderView and the constants live in settings.py; imported from here too.
__all__ = ["LETHAL_COMMANDER_DAMAGE", "REPLACEMENT_NOTE", "CommanderGame", "CommanderSettings",
           "CommanderView", "check_league_table", "new_game", "replay"]
