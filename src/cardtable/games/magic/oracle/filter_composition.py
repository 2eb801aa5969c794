"""Parse tree → filters that compose with every verb (issue 29, filters): "other" before any
noun ("each other Dragon creature you control", "all other creatures", "two other creature
cards") and "other than ~" after it (CR 109.1; the filter's ``other``, matched against the
ability's source in :func:`~cardtable.games.magic.layers_match.matches_chars`). Mixed into
:class:`~cardtable.games.magic.oracle.compiler._Build` like the other family mixins."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import (
    _NUMBERS,
    BuilderMixin,
    OracleCompileError,
    _Noun,
    _Restriction,
)
from cardtable.games.magic.oracle.joins import _joined


@v_args(inline=True)
class FilterComposition(BuilderMixin):
    """The builder supplies ``_noun`` (:class:`~.filters_builder.FilterBuilder`)."""

    _noun: Any
    _damage_source: Any
    _pt: Any

    def noun_other(self, *parts: Any) -> _Noun:
        """"other NOUN": the noun's filter, not the ability's own object (a permanent's).

        In an instant or sorcery (or a mode, which may be one) "other" names what the text
        named before ("Create X 1/1 Soldier tokens. … destroy all other creatures", Martial
        Coup; "target artifact and all other artifacts"), as it does after a target: those
        are refused rather than read as "not the source"."""
        noun: _Noun = self._noun(parts)
        if noun.filter.relation:  # "each other creature that shares a color with it"
            return _Noun(replace(noun.filter, related_other=True, other_words="other"))
        if self.start_rule != "permanent_line" or self.targets:
            raise OracleCompileError("'other' naming something other than the source")
        if noun.filter.other:
            raise OracleCompileError("'other' twice")
        return _Noun(replace(noun.filter, other=True, other_words="other"))

    def r_other_than_self(self) -> _Restriction:
        """"target creature other than ~": the same filter as "another target creature",
        worded after the noun (CR 115.1)."""
        return _Restriction({"other": True, "other_words": "than"})

    # -- relations to the object the ability names (CR 201.2, 105.2) ---------------------------
    def _related(self, relation: str, words: str) -> _Restriction:
        """The ability's last target ("target creature and each other creature with the same
        name as that creature"); without one, the relation names nothing it can read."""
        if not self.targets:
            raise OracleCompileError(f"{words!r} without a target it could name")
        return _Restriction({"relation": relation, "related_to": f"target:{len(self.targets) - 1}",
                             "relation_words": words})

    def r_same_name_that(self, noun: Token) -> _Restriction:
        """"with the same name as that permanent" (Maelstrom Pulse, Echoing Ruin)."""
        return self._related("same_name", f"that {str(noun).lower()}")

    def r_shares_color_it(self) -> _Restriction:
        """"that shares a color with it" (Cleansing Beam, Leave No Trace)."""
        return self._related("shares_color", "it")

    # -- one verb, a target and a group (CR 608.2c) -------------------------------------------
    def e_destroy_target_and_all(self, what: str, noun: _Noun) -> list[m.Effect]:
        """"Destroy target land and all other lands with the same name as that land"."""
        return _joined(([m.Destroy(what=what)], [m.Destroy(filter=noun.filter)]), "and_same")

    def e_exile_target_and_all(self, what: str, noun: _Noun) -> list[m.Effect]:
        """"Exile target creature and all other creatures with the same name as that
        creature" (Sever the Bloodline)."""
        return _joined(([m.Exile(what=what)], [m.Exile(filter=noun.filter)]), "and_same")

    def e_damage_target_and_each(self, word: Token, n: m.Quantity, what: str,
                                 noun: _Noun) -> list[m.Effect]:
        """"~ deals 2 damage to target creature and each other creature that shares a color
        with it": one damage effect for the target, one for every creature the noun matches
        as the effect happens (608.2c)."""
        source = self._damage_source(word)
        return _joined(([m.DealDamage(amount=n, to=what, source=source)],
                        [m.DealDamage(amount=n, to="each_filter", source=source,
                                      filter=noun.filter)]), "and_same")

    # -- cards "from a single graveyard" (CR 115.1, 601.2c) -----------------------------------
    def t_single_gy_up_to(self, word: Token, noun: _Noun) -> str:
        """"up to three target cards from a single graveyard" (Decompose): the cards all in
        one player's graveyard, the player chosen with them."""
        if str(word).lower() not in _NUMBERS:
            raise OracleCompileError(f"no number {word!r}")
        return self._target(m.TargetSpec("card", noun.filter, zone="graveyard",
                                         count=_NUMBERS[str(word).lower()], min_count=0,
                                         single_graveyard=True))

    def t_single_gy_x(self, noun: _Noun) -> str:
        """"X target cards from a single graveyard" (Rats' Feast: X fixes the count)."""
        return self._target(m.TargetSpec("card", noun.filter, zone="graveyard", count_x=True,
                                         single_graveyard=True))

    def t_single_gy_up_to_x(self, noun: _Noun) -> str:
        """"up to X target cards from a single graveyard" (Martyr of Bones)."""
        return self._target(m.TargetSpec("card", noun.filter, zone="graveyard", count_x=True,
                                         min_count=0, single_graveyard=True))

    # -- "that NOUN's controller" (CR 608.2h) ---------------------------------------------------
    def that_nouns_controller(self, words: Token) -> str:
        """The controller of the object "that NOUN" names: the ability's last target (as it
        last existed if it has gone, 608.2h), or else the object its trigger names. The
        reference keeps the printed noun (``that_noun_controller:NOUN:REF``)."""
        noun = str(words).split(" ")[1].split("'")[0].lower()
        if self.targets:
            spec = self.targets[-1]
            fits = spec.what == "spell" if noun == "spell" else spec.what in (
                "creature", "permanent")
            if not fits:
                raise OracleCompileError(f"'that {noun}' names no {noun} targeted before it")
            return f"that_noun_controller:{noun}:target:{len(self.targets) - 1}"
        if noun != "spell" and (self.it_subject == "filter"
                                or self.trigger_rule in _OBJECT_EVENT_RULES):
            return f"that_noun_controller:{noun}:it"  # the event's object (603.10)
        if noun == "spell" and self.trigger_rule in _SPELL_CASTER_RULES:
            # "Whenever ~ becomes the target of a spell, that spell's controller …": the
            # event's player is the spell's controller (CR 603.2)
            return f"that_noun_controller:{noun}:triggering_player"
        raise OracleCompileError(f"'that {noun}'s controller' with no {noun} it could name")

    # -- "artifact creature" in the singular (CR 205.2a) ---------------------------------------
    def type_words_both(self, first: Token, second: Token) -> dict[str, Any]:
        """"artifact creature" in the singular: an object with both types, as the plural
        "artifact creatures" already reads (``type_words_many``)."""
        a, b = str(first).capitalize(), str(second).capitalize()
        if a == b or "Permanent" in (a, b):
            raise OracleCompileError(f"no object is an {a.lower()} {b.lower()}")
        return {"all_types": (a, b)}


    # -- N target cards from a graveyard (CR 115.1, 601.2c) -------------------------------------
    def _gy_n(self, word: Token, flt: m.Filter, single: bool = False) -> str:
        text = str(word).lower()
        if text == "x":  # "X target cards": X fixes the count (601.2b)
            return self._target(m.TargetSpec("card", flt, zone="graveyard", count_x=True,
                                             single_graveyard=single))
        if text not in _NUMBERS or _NUMBERS[text] < 2:
            raise OracleCompileError(f"no number of targets {word!r}")
        return self._target(m.TargetSpec("card", flt, zone="graveyard", count=_NUMBERS[text],
                                         single_graveyard=single))

    def t_gy_n(self, word: Token, noun: _Noun) -> str:
        """"two target creature cards from your graveyard" (cards you own)."""
        return self._gy_n(word, replace(noun.filter, owner="you"))

    def t_opp_gy_n(self, word: Token, noun: _Noun) -> str:
        """"five target cards from an opponent's graveyard": all from one opponent's
        graveyard, chosen first (as "from a single graveyard", CR 115.1, 601.2c)."""
        return self._gy_n(word, replace(noun.filter, owner="opponent"), single=True)


    # -- every matching card in a graveyard (CR 404) --------------------------------------------
    def e_exile_all_gy_yours(self, noun: _Noun) -> m.Effect:
        """"exile all creature cards from your graveyard": every match, at once."""
        return m.Exile(filter=replace(noun.filter, owner="you"), zone="graveyard",
                       from_words="your")

    def e_exile_all_gy_all(self, noun: _Noun) -> m.Effect:
        """"exile all creature cards from all graveyards"."""
        return m.Exile(filter=noun.filter, zone="graveyard", from_words="all")


    # -- "each NOUN gets / gains …" (CR 611.2c) -------------------------------------------------
    def e_pump_each_noun(self, noun: _Noun, pt: Token, _duration: Token) -> m.Effect:
        """"each other creature you control gets +1/+0 until end of turn" (Zhang He): every
        match, fixed as the effect resolves, worded with "each"."""
        p, t = self._pt(pt)
        return m.ModifyPT(power=p, toughness=t, filter=noun.filter, says_each=True)

    def e_grant_each_noun(self, noun: _Noun, keywords: tuple[m.Keyword, ...],
                          _duration: Token) -> m.Effect:
        """"each other attacking creature gains fear until end of turn" (Smogsteed Rider)."""
        return m.GrantAbilities(keywords=keywords, filter=noun.filter, says_each=True)


# Trigger rules whose event names the filtered object as "it" (trigger_events.py): "Whenever a
# land enters / dies / is put into a graveyard from the battlefield, … that land's controller".
_OBJECT_EVENT_RULES = frozenset({"trig_filter_enters_any", "trig_other_enters",
                                 "trig_any_enters", "trig_filter_dies", "trig_other_dies"})
# Trigger rules whose event's player is the controller of the spell they name.
_SPELL_CASTER_RULES = frozenset({"trig_targeted_by_spell"})
