"""Keyword abilities that stand for triggered, static or evasion rules (CR 702), expanded into
the ability model the engine already executes.

A keyword on a card is rendered back as the keyword (its reminder text is ignored, magic.md §2);
what the engine runs is the ability the Comprehensive Rules define it to mean:

* triggered keywords (:func:`expansion`): echo (702.30a), prowess (702.108a), exalted
  (702.83a), bushido (702.45a), flanking (702.25a), rampage (702.23a), afflict (702.130a),
  battle cry (702.91a), dethrone (702.105a), melee (702.121a), training (702.149a), persist
  (702.79a), soulshift (702.46a), fabricate (702.123a), modular (702.43a), renown (702.112a),
  extort (702.101a), fading (702.32a), mentor (702.134a), annihilator (702.86a), outlast
  (702.107a, an activated ability), ward (702.21a), living weapon (702.92a), vanishing
  (702.63a), graft (702.58a), crew (702.122a, an activated ability), bloodthirst (702.54a,
  a replacement);
* evasion (:func:`evasion_forbids`, 509.1b): fear (702.36b), intimidate (702.13b), shadow
  (702.28b), horsemanship (702.31b), skulk (702.118b);
* characteristic-defining abilities (604.3): devoid (702.114a, colorless) and changeling
  (702.73a, every creature type), applied to the printed characteristics
  (:func:`defined_colors`, :func:`defined_subtypes`) so they work in every zone.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING

from cardtable.games.magic.keyword_expansions_8 import other_cost_expansion, trigger_expansion
from cardtable.games.magic.keyword_expansions_9 import expansion_9
from cardtable.games.magic.model import (
    Ability,
    ActivatedAbility,
    AddTypes,
    Amount,
    Attach,
    BecomeRenowned,
    ChooseOpponent,
    Condition,
    Conditional,
    ContinuousEffect,
    CopySpell,
    Cost,
    CounterObject,
    CreateToken,
    Filter,
    GainLife,
    Keyword,
    LoseLife,
    MayDo,
    ModifyPT,
    MoveCounters,
    PutCounters,
    RemoveCounters,
    ReplacementAbility,
    ReturnFromGraveyard,
    Sacrifice,
    SearchLibrary,
    StaticAbility,
    TargetSpec,
    TokenSpec,
    Trigger,
    TriggeredAbility,
    Untap,
)
from cardtable.games.magic.model.combat_keywords import BlockIfAble, IngestExile
from cardtable.games.magic.model.designations import SOULBOND_CAN_PAIR, PairWith
from cardtable.games.magic.model.exile_until import ReturnExiled
from cardtable.games.magic.model.keyword_mechanics import (
    CascadeExile,
    ExiledCardToken,
    RippleReveal,
    ScavengeCounters,
    UnearthReturn,
)
from cardtable.games.magic.model.mechanics import ChampionExile, ExploitSacrifice, Unattach
from cardtable.games.magic.model.statics_9 import CANT_CREW
from cardtable.games.magic.tags import Tag

if TYPE_CHECKING:
    from cardtable.core.decision import Decision
    from cardtable.games.magic.frames import CastFrame
    from cardtable.games.magic.layers import Chars
    from cardtable.games.magic.objects import GameObject
    from cardtable.games.magic.ports import GameServices
    from cardtable.games.magic.state import MagicState

# CR 205.3m (2025-02-07): every creature type, for changeling (702.73a).
CREATURE_TYPES = frozenset({
    "Time Lord", "Advisor", "Aetherborn", "Alien", "Ally", "Angel", "Antelope", "Ape", "Archer",
    "Archon", "Armadillo", "Army", "Artificer", "Assassin", "Assembly-Worker", "Astartes", "Atog",
    "Aurochs", "Avatar", "Azra", "Badger", "Balloon", "Barbarian", "Bard", "Basilisk", "Bat",
    "Bear", "Beast", "Beaver", "Beeble", "Beholder", "Berserker", "Bird", "Blinkmoth", "Boar",
    "Bringer", "Brushwagg", "Camarid", "Camel", "Capybara", "Caribou", "Carrier", "Cat", "Centaur",
    "Child", "Chimera", "Citizen", "Cleric", "Clown", "Cockatrice", "Construct", "Coward",
    "Coyote", "Crab", "Crocodile", "C’tan", "Custodes", "Cyberman", "Cyclops", "Dalek", "Dauthi",
    "Demigod", "Demon", "Deserter", "Detective", "Devil", "Dinosaur", "Djinn", "Doctor", "Dog",
    "Dragon", "Drake", "Dreadnought", "Drone", "Druid", "Dryad", "Dwarf", "Efreet", "Egg", "Elder",
    "Eldrazi", "Elemental", "Elephant", "Elf", "Elk", "Employee", "Eye", "Faerie", "Ferret",
    "Fish", "Flagbearer", "Fox", "Fractal", "Frog", "Fungus", "Gamer", "Gargoyle", "Germ", "Giant",
    "Gith", "Glimmer", "Gnoll", "Gnome", "Goat", "Goblin", "God", "Golem", "Gorgon", "Graveborn",
    "Gremlin", "Griffin", "Guest", "Hag", "Halfling", "Hamster", "Harpy", "Hellion", "Hippo",
    "Hippogriff", "Homarid", "Homunculus", "Horror", "Horse", "Human", "Hydra", "Hyena",
    "Illusion", "Imp", "Incarnation", "Inkling", "Inquisitor", "Insect", "Jackal", "Jellyfish",
    "Juggernaut", "Kavu", "Kirin", "Kithkin", "Knight", "Kobold", "Kor", "Kraken", "Llama",
    "Lamia", "Lammasu", "Leech", "Leviathan", "Lhurgoyf", "Licid", "Lizard", "Manticore",
    "Masticore", "Mercenary", "Merfolk", "Metathran", "Minion", "Minotaur", "Mite", "Mole",
    "Monger", "Mongoose", "Monk", "Monkey", "Moonfolk", "Mount", "Mouse", "Mutant", "Myr",
    "Mystic", "Nautilus", "Necron", "Nephilim", "Nightmare", "Nightstalker", "Ninja", "Noble",
    "Noggle", "Nomad", "Nymph", "Octopus", "Ogre", "Ooze", "Orb", "Orc", "Orgg", "Otter", "Ouphe",
    "Ox", "Oyster", "Pangolin", "Peasant", "Pegasus", "Pentavite", "Performer", "Pest",
    "Phelddagrif", "Phoenix", "Phyrexian", "Pilot", "Pincher", "Pirate", "Plant", "Porcupine",
    "Possum", "Praetor", "Primarch", "Prism", "Processor", "Rabbit", "Raccoon", "Ranger", "Rat",
    "Rebel", "Reflection", "Rhino", "Rigger", "Robot", "Rogue", "Sable", "Salamander", "Samurai",
    "Sand", "Saproling", "Satyr", "Scarecrow", "Scientist", "Scion", "Scorpion", "Scout",
    "Sculpture", "Seal", "Serf", "Serpent", "Servo", "Shade", "Shaman", "Shapeshifter", "Shark",
    "Sheep", "Siren", "Skeleton", "Skunk", "Slith", "Sliver", "Sloth", "Slug", "Snail", "Snake",
    "Soldier", "Soltari", "Spawn", "Specter", "Spellshaper", "Sphinx", "Spider", "Spike", "Spirit",
    "Splinter", "Sponge", "Squid", "Squirrel", "Starfish", "Surrakar", "Survivor", "Synth",
    "Tentacle", "Tetravite", "Thalakos", "Thopter", "Thrull", "Tiefling", "Toy", "Treefolk",
    "Trilobite", "Triskelavite", "Troll", "Turtle", "Tyranid", "Unicorn", "Vampire", "Varmint",
    "Vedalken", "Volver", "Wall", "Walrus", "Warlock", "Warrior", "Weasel", "Weird", "Werewolf",
    "Whale", "Wizard", "Wolf", "Wolverine", "Wombat", "Worm", "Wraith", "Wurm", "Yeti", "Zombie",
    "Zubera",
})


CREATURE = Filter(types=("Creature",))
SUNBURST_COUNTER = "sunburst"  # which counter is decided as it enters (zones.py, 702.44a)


def keyword_name(name: str) -> str:
    """Keywords compare in one spelling: ``"First strike"`` → ``"first_strike"`` (as
    :func:`cardtable.games.magic.layers.keyword_name`, which this module cannot import)."""
    return name.strip().lower().replace(" ", "_").replace("-", "_")


@cache
def expansion(keyword: Keyword) -> tuple[Ability, ...]:
    """The abilities ``keyword`` (with its number or cost) stands for; ``()`` for a keyword
    that is not a triggered or static ability here."""
    name, n = keyword_name(keyword.name), keyword.amount
    if name == "prowess":  # 702.108a
        return (TriggeredAbility(
            Trigger("cast", whose="you", filter=Filter(not_types=("Creature",))),
            effects=(ModifyPT(1, 1, "self"),)),)
    if name == "soulbond":  # 702.95a: pair as it enters, or as another creature enters
        return (TriggeredAbility(Trigger("enters"), effects=(PairWith(),),
                                 intervening_if=Condition(SOULBOND_CAN_PAIR)),
                TriggeredAbility(Trigger("enters", subject="filter", filter=Filter(
                    types=("Creature",), controller="you", other=True)),
                    effects=(PairWith(entering=True),),
                    intervening_if=Condition(SOULBOND_CAN_PAIR, ref="it")))
    if name == "exalted":  # 702.83a (506.5 "attacks alone")
        return (TriggeredAbility(
            Trigger("attacks_alone", subject="filter",
                    filter=Filter(types=("Creature",), controller="you")),
            effects=(ModifyPT(1, 1, "it"),)),)
    if name == "bushido":  # 702.45a: "blocks or becomes blocked" — one of the two can happen
        pump = (ModifyPT(n, n, "self"),)
        return (TriggeredAbility(Trigger("blocks"), effects=pump),
                TriggeredAbility(Trigger("becomes_blocked"), effects=pump))
    if name == "flanking":  # 702.25a: once for each blocker without flanking
        return (TriggeredAbility(
            Trigger("blocked_by", filter=Filter(not_keywords=("flanking",))),
            effects=(ModifyPT(-1, -1, "it"),)),)
    if name == "rampage":  # 702.23a-b: counted once, as it resolves
        return (TriggeredAbility(
            Trigger("becomes_blocked"),
            effects=(ModifyPT(Amount("blockers_beyond_first", ref="self", multiplier=n),
                              Amount("blockers_beyond_first", ref="self", multiplier=n),
                              "self"),)),)
    if name == "afflict":  # 702.130a
        return (TriggeredAbility(Trigger("becomes_blocked"),
                                 effects=(LoseLife(n, "defending_player"),)),)
    if name == "battle_cry":  # 702.91a
        return (TriggeredAbility(
            Trigger("attacks"),
            effects=(ModifyPT(1, 0, "each", Filter(attacking=True, other=True)),)),)
    if name == "dethrone":  # 702.105a
        return (TriggeredAbility(Trigger("attacks_most_life"),
                                 effects=(PutCounters("+1/+1", 1, "self"),)),)
    if name == "melee":  # 702.121a-b: counted as it resolves
        each = Amount("opponents_attacked")
        return (TriggeredAbility(Trigger("attacks"), effects=(ModifyPT(each, each, "self"),)),)
    if name == "training":  # 702.149a
        return (TriggeredAbility(Trigger("attacks_with_greater_power"),
                                 effects=(PutCounters("+1/+1", 1, "self"),)),)
    if name == "hideaway":  # 702.75a (the 2022 wording: four cards, enters tapped)
        from cardtable.games.magic.model.exile_play import HideawayExile

        return (ReplacementAbility("enters", "tapped"),
                TriggeredAbility(Trigger("enters"), effects=(HideawayExile(4),)))
    if name == "persist":  # 702.79a
        return (TriggeredAbility(
            Trigger("put_into_graveyard"),
            effects=(ReturnFromGraveyard("it", to="battlefield", counter="-1/-1"),),
            intervening_if=Condition("no_counters", counter="-1/-1")),)
    if name == "soulshift":  # 702.46a
        spirit = Filter(subtypes=("Spirit",), owner="you", mana_value_max=n)
        return (TriggeredAbility(
            Trigger("put_into_graveyard"),
            targets=(TargetSpec("card", spirit, zone="graveyard"),),
            effects=(MayDo(effects=(ReturnFromGraveyard("target:0", to="hand"),)),)),)
    other_cost = other_cost_expansion(name, keyword) or trigger_expansion(
        name, int(n or 0))  # non-mana ward / echo, poisonous, frenzy (h8-kw)
    if other_cost is not None:
        return other_cost
    ninth = expansion_9(name, keyword)  # level up (h9-kw, CR 702.87a)
    if ninth is not None:
        return ninth
    if name == "echo" and keyword.cost is not None:  # 702.30a: "sacrifice it unless you pay"
        return (TriggeredAbility(
            Trigger("upkeep", whose="you"),
            effects=(MayDo(effects=(), cost=keyword.cost),
                     Conditional(Condition("paid", negate=True), (Sacrifice(what="self"),))),
            intervening_if=Condition("controlled_since_last_upkeep")),)
    if name == "cumulative_upkeep" and keyword.cost is not None:  # 702.24a (Mystic Remora)
        from cardtable.games.magic.model.staples import PayPerCounter

        return (TriggeredAbility(
            Trigger("upkeep", whose="you"),
            effects=(PutCounters("age", 1, "self"), PayPerCounter(keyword.cost, "age"),
                     Conditional(Condition("paid", negate=True), (Sacrifice(what="self"),)))),)
    if name == "champion" and keyword.filter is not None:  # 702.72a: two linked abilities
        return (TriggeredAbility(Trigger("enters"), effects=(ChampionExile(keyword.filter),)),
                TriggeredAbility(Trigger("leaves"), effects=(ReturnExiled(to="battlefield"),)))
    if name == "exploit":  # 702.110a: "When this creature enters, you may sacrifice a
        return (TriggeredAbility(Trigger("enters"), effects=(ExploitSacrifice(),)),)  # creature."
    if name == "afterlife":  # 702.135a: "When this permanent dies, create N 1/1 white and
        # black Spirit creature tokens with flying."
        token = TokenSpec("Spirit", types=("Creature",), subtypes=("Spirit",),
                          colors=("W", "B"), power=1, toughness=1,
                          abilities=(Keyword("flying"),))
        return (TriggeredAbility(Trigger("dies"), effects=(CreateToken(token, n),)),)
    if name == "fabricate":  # 702.123a; counters only while it is on the battlefield
        servo = TokenSpec("Servo", types=("Artifact", "Creature"), subtypes=("Servo",),
                          power=1, toughness=1)
        tokens = (CreateToken(servo, n),)
        return (TriggeredAbility(Trigger("enters"), effects=(Conditional(
            Condition("ref_matches", ref="self"),
            (MayDo((PutCounters("+1/+1", n, "self"),)),
             Conditional(Condition("paid", negate=True), tokens)),
            otherwise=tokens),)),)
    if name == "modular":  # 702.43a
        return (ReplacementAbility("enters", "counters", amount=n, counter="+1/+1"),
                TriggeredAbility(
                    Trigger("put_into_graveyard"),
                    targets=(TargetSpec("creature", Filter(types=("Artifact",))),),
                    effects=(MayDo((PutCounters(
                        "+1/+1", Amount("counters", ref="self", counter="+1/+1"),
                        "target:0"),)),)))
    if name == "renown":  # 702.112a
        return (TriggeredAbility(
            Trigger("deals_combat_damage_to_player"),
            effects=(PutCounters("+1/+1", n, "self"), BecomeRenowned("self")),
            intervening_if=Condition("renowned", negate=True)),)
    if name == "extort":  # 702.101a
        return (TriggeredAbility(Trigger("cast", whose="you"), effects=(
            MayDo((), cost=Cost(mana="{W/B}")),
            Conditional(Condition("paid"), (LoseLife(1, "each_opponent"),
                                            GainLife(Amount("life_lost")))))),)
    if name == "fading":  # 702.32a
        return (ReplacementAbility("enters", "counters", amount=n, counter="fade"),
                TriggeredAbility(Trigger("upkeep", whose="you"), effects=(Conditional(
                    Condition("ref_matches", ref="self", filter=Filter(counters="fade")),
                    (RemoveCounters("fade", 1, "self"),),
                    otherwise=(Sacrifice(what="self"),)),)))
    if name == "mentor":  # 702.134a
        return (TriggeredAbility(
            Trigger("attacks"),
            targets=(TargetSpec("creature", Filter(attacking=True, lesser_power=True)),),
            effects=(PutCounters("+1/+1", 1, "target:0"),)),)
    if name == "reconfigure" and keyword.cost is not None:  # 702.151a-b
        attached = Condition("self_is", state="attached")
        return (ActivatedAbility(keyword.cost, effects=(Attach("target:0"),), targets=(
                    TargetSpec("creature", Filter(controller="you", other=True)),),
                    timing="sorcery"),
                ActivatedAbility(keyword.cost, effects=(Unattach(),), timing="sorcery",
                                 condition=attached),
                StaticAbility(effects=(ContinuousEffect(
                    layer="4", affected="self", remove_types=("Creature",)),),
                    condition=attached))
    if name == "annihilator":  # 702.86a
        return (TriggeredAbility(Trigger("attacks"), effects=(
            Sacrifice("defending_player", Filter(), n),)),)
    if name == "outlast" and keyword.cost is not None:  # 702.107a
        return (ActivatedAbility(replace(keyword.cost, tap=True),
                                 effects=(PutCounters("+1/+1", 1, "self"),), timing="sorcery"),)
    if name == "ward" and keyword.cost is not None and keyword.cost.mana:  # 702.21a
        return (TriggeredAbility(Trigger("becomes_target", whose="opponent"), effects=(
            CounterObject("triggering_item", unless_pay=keyword.cost.mana),)),)
    if name == "living_weapon":  # 702.92a
        germ = TokenSpec("Phyrexian Germ", subtypes=("Phyrexian", "Germ"), colors=("B",),
                         power=0, toughness=0)
        return (TriggeredAbility(Trigger("enters"), effects=(
            CreateToken(germ, 1), Attach("created"))),)
    if name == "vanishing":  # 702.63a
        has_time = Condition("ref_matches", ref="self", filter=Filter(counters="time"))
        enters = (ReplacementAbility("enters", "counters", amount=n, counter="time"),) if n \
            else ()  # "Vanishing" with no number puts none (702.63b; h9b-KW)
        return (*enters,
                TriggeredAbility(Trigger("upkeep", whose="you"),
                                 effects=(RemoveCounters("time", 1, "self"),),
                                 intervening_if=has_time),
                TriggeredAbility(Trigger("last_counter_removed", filter=Filter(counters="time")),
                                 effects=(Sacrifice(what="self"),)))
    if name == "graft":  # 702.58a
        has_counter = Condition("ref_matches", ref="self", filter=Filter(counters="+1/+1"))
        return (ReplacementAbility("enters", "counters", amount=n, counter="+1/+1"),
                TriggeredAbility(
                    Trigger("enters", subject="filter",
                            filter=Filter(types=("Creature",), other=True)),
                    effects=(MayDo((MoveCounters("+1/+1", 1, "self", "it"),)),),
                    intervening_if=has_counter))
    if name == "myriad":  # 702.116a
        from cardtable.games.magic.model.effects import MyriadCopies

        return (TriggeredAbility(Trigger("attacks"), effects=(MyriadCopies(),)),)
    if name == "crew":  # 702.122a
        return (ActivatedAbility(Cost(crew=n), effects=(
            AddTypes(("Artifact", "Creature")),)),)
    if name in ("scavenge", "embalm", "eternalize") and keyword.cost is not None:
        # 702.97a, 702.128a, 702.129a: "[Cost], Exile this card from your graveyard: …
        # Activate only as a sorcery."
        effect: ScavengeCounters | ExiledCardToken = ScavengeCounters() if (
            name == "scavenge") else ExiledCardToken(eternalize=name == "eternalize")
        targets = (TargetSpec("creature"),) if name == "scavenge" else ()
        return (ActivatedAbility(replace(keyword.cost, exile_self=True), targets=targets,
                                 effects=(effect,), zone="graveyard", timing="sorcery",
                                 text=name),)
    if name == "partner_with" and keyword.text:  # 702.124i: "When this permanent enters,
        # target player may search their library for a card named [name], reveal it, put it
        # into their hand, then shuffle."
        named = SearchLibrary(filter=Filter(name=keyword.text), to="hand", reveal=True,
                              who="target:0")
        return (TriggeredAbility(Trigger("enters"), targets=(TargetSpec("player"),),
                                 effects=(MayDo((named,), who="target:0"),)),)
    if name == "unleash":  # 702.98a (the counter itself: keyword_casts, chosen.py)
        return (StaticAbility(effects=(ContinuousEffect("rules", rule="cant_block"),),
                              condition=Condition("self_counters_at_least", amount=1,
                                                  counter="+1/+1")),)
    if name == "sunburst":  # 702.44a: a +1/+1 counter if a creature, else a charge counter
        return (ReplacementAbility("enters", "counters", amount=Amount("colors_spent"),
                                   counter=SUNBURST_COUNTER),)
    if name == "ripple" and n:  # 702.60a
        return (TriggeredAbility(Trigger("cast_self"), effects=(RippleReveal(n),)),)
    if name == "cascade":  # 702.85a: each instance triggers separately (702.85c)
        return (TriggeredAbility(Trigger("cast_self"), effects=(CascadeExile(),)),)
    if name == "unearth" and keyword.cost is not None:  # 702.84a
        return (ActivatedAbility(keyword.cost, effects=(UnearthReturn(),), zone="graveyard",
                                 timing="sorcery", text="unearth"),)
    if name == "bloodthirst":  # 702.54a
        return (ReplacementAbility("enters", "counters", amount=n, counter="+1/+1",
                                   condition=Condition("opponent_damaged_this_turn")),)
    if name == "provoke":  # 702.39a: "you may have target creature defending player controls
        # untap and block this creature this combat if able"
        return (TriggeredAbility(
            Trigger("attacks"),
            targets=(TargetSpec("creature", Filter(types=("Creature",),
                                                   controller="defending_player")),),
            effects=(MayDo((Untap("target:0"), BlockIfAble("target:0"))),)),)
    if name == "ingest":  # 702.115a
        return (TriggeredAbility(Trigger("deals_combat_damage_to_player"),
                                 effects=(IngestExile(),)),)
    return ()


EVASION = frozenset({"fear", "intimidate", "shadow", "horsemanship", "skulk"})


def evasion_forbids(attacker: Chars, blocker: Chars) -> str:
    """Why ``blocker`` cannot block ``attacker`` under an evasion keyword (509.1b), or ``""``."""
    a, b = attacker.keywords, blocker.keywords
    is_artifact = "Artifact" in blocker.types
    if "fear" in a and not (is_artifact or "B" in blocker.colors):
        return "fear (CR 702.36b)"
    if "intimidate" in a and not (is_artifact or attacker.colors & blocker.colors):
        return "intimidate (CR 702.13b)"
    if ("shadow" in a) != ("shadow" in b):
        return "shadow (CR 702.28b)"
    if "horsemanship" in a and "horsemanship" not in b:
        return "horsemanship (CR 702.31b)"
    if "skulk" in a and blocker.power > attacker.power:
        return "skulk (CR 702.118b)"
    return ""


def defined_colors(keywords: frozenset[str], colors: frozenset[str]) -> frozenset[str]:
    """Devoid: the object is colorless (702.114a, a characteristic-defining ability)."""
    return frozenset() if "devoid" in keywords else colors


def defined_subtypes(keywords: frozenset[str], types: frozenset[str],
                     subtypes: frozenset[str]) -> frozenset[str]:
    """Changeling: the object is every creature type (702.73a; 205.3d: only an object with
    a type that has creature types gets them — creature or kindred)."""
    if "changeling" in keywords and ({"Creature", "Kindred", "Tribal"} & types):
        return subtypes | CREATURE_TYPES
    return subtypes


def _crew_candidates(state: MagicState, player: int, vehicle: int) -> dict[int, int]:
    """Other untapped creatures ``player`` controls, with their power (702.122a)."""
    from cardtable.games.magic.layers import chars

    out: dict[int, int] = {}
    for oid in state.battlefield:
        obj = state.objects[oid]
        c = chars(state, obj)
        if oid != vehicle and not obj.tapped and "Creature" in c.types and c.controller == player \
                and CANT_CREW not in c.rules:  # "can't … crew Vehicles" (h9-sta)
            out[oid] = c.power
    return out


def crew_power(state: MagicState, player: int, vehicle: int) -> int:
    """The most total power ``player`` can tap to crew ``vehicle``."""
    return sum(p for p in _crew_candidates(state, player, vehicle).values() if p > 0)


def crew_choice(game: GameServices, frame: CastFrame, need: int) -> Decision | None:
    """Crew's cost, one creature at a time (601.2h): any other untapped creature that still
    leaves the total reachable, and "done" once the chosen ones have total power ``need``."""
    from cardtable.core.decision import Decision, DecisionKind

    state = game.state
    chosen = frame.crew or ()
    candidates = _crew_candidates(state, frame.player, frame.obj)
    total = sum(candidates.get(c, 0) for c in chosen)
    rest = {oid: p for oid, p in candidates.items() if oid not in chosen}
    reachable = sum(p for p in rest.values() if p > 0)
    options: list[object] = [
        oid for oid, p in rest.items()
        if total + p + reachable - max(p, 0) >= need]
    if total >= need:
        options.append("done")
    if not options:
        game.work.pop()  # cannot happen after the activation check; undo the proposal
        return None
    return Decision(frame.player, DecisionKind.CHOOSE_ONE,
                    f"{frame.name}: crew {need} (tap creatures with total power {need}; "
                    f"{total} so far)", options, tag=Tag.CAST_CREW)


def storm(game: GameServices, spell: GameObject, caster: int) -> None:
    """702.40a: "When you cast this spell, copy it for each spell cast before it this turn."
    Every spell cast is counted here (copies are not cast, 707.10); a spell with storm
    triggers with the count before it, each copy made by :class:`CopySpell` on resolution."""
    from cardtable.games.magic.model import CopySpell, Trigger

    state = game.state
    before = state.spells_cast_this_turn
    state.spells_cast_this_turn += 1
    state.players[caster].spells_cast_this_turn += 1  # "each spell you've cast this turn"
    if before and any(isinstance(a, Keyword) and a.name == "storm" for a in spell.card.abilities):
        ability = TriggeredAbility(trigger=Trigger("cast"), effects=tuple(
            CopySpell(what="it") for _ in range(before)))
        game.trigger(spell, caster, ability, {"it": spell.id, "player": caster})


def casualty(game: GameServices, spell: GameObject, caster: int) -> None:
    """702.153a: "When you do, copy this spell. You may choose new targets for the copy." —
    the creature was sacrificed as the spell was cast (its ``casualty`` cast note)."""
    if "casualty" in game.state.cast_notes.get(spell.id, frozenset()):
        ability = TriggeredAbility(trigger=Trigger("cast"), effects=(CopySpell(what="it"),))
        game.trigger(spell, caster, ability, {"it": spell.id, "player": caster})


def demonstrate(game: GameServices, spell: GameObject, caster: int) -> None:
    """702.144a: "When you cast this spell, you may copy it. If you do, choose an opponent to
    also copy it. Players may choose new targets for their copies." (h9b-KW)"""
    if any(isinstance(a, Keyword) and a.name == "demonstrate" for a in spell.card.abilities):
        both = MayDo((CopySpell(what="it"), ChooseOpponent(),
                      CopySpell(what="it", copier="chosen_opponent")))
        ability = TriggeredAbility(trigger=Trigger("cast"), effects=(both,))
        game.trigger(spell, caster, ability, {"it": spell.id, "player": caster})


def conspire(game: GameServices, spell: GameObject, caster: int) -> None:
    """702.78a: "When you do, copy it and you may choose new targets for the copy." — two
    creatures were tapped for it as the spell was cast (its ``conspired`` cast note)."""
    if "conspired" in game.state.cast_notes.get(spell.id, frozenset()):
        ability = TriggeredAbility(trigger=Trigger("cast"), effects=(CopySpell(what="it"),))
        game.trigger(spell, caster, ability, {"it": spell.id, "player": caster})


def replicate(game: GameServices, spell: GameObject, caster: int) -> None:
    """702.56a: "When you cast this spell, if a replicate cost was paid for it, copy it for
    each time its replicate cost was paid. If the spell has any targets, you may choose new
    targets for any of the copies." — the times paid are the cast's ``kicks:N`` note (the
    count is announced like multikicker's, costs.multikicker_cost)."""
    if not any(isinstance(a, Keyword) and a.name == "replicate" for a in spell.card.abilities):
        return
    times = 0
    for note in game.state.cast_notes.get(spell.id, frozenset()):
        if note.startswith("kicks:"):
            times = int(note[len("kicks:"):])
    if times:
        ability = TriggeredAbility(trigger=Trigger("cast"), effects=tuple(
            CopySpell(what="it") for _ in range(times)))
        game.trigger(spell, caster, ability, {"it": spell.id, "player": caster})
