"""Deck tools: the deck check report (with rule IDs) and the mulligan calculator."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from starlette.concurrency import run_in_threadpool

from cardtable.core.errors import DeckError, SettingsError
from cardtable.web.models import (
    ERRORS,
    DeckCheckRequest,
    DeckReportOut,
    MulliganOut,
    MulliganRequest,
)

router = APIRouter(prefix="/api", tags=["tools"], responses=ERRORS)


def check_text(request: DeckCheckRequest) -> DeckReportOut:
    """Read a pasted decklist and check it as ``cardtable deck check`` does (CMD-1, MEC-4)."""
    from cardtable.decks.read import FORMATS, detect_format, parse_deck_text
    from cardtable.formats import check_deck

    if request.input_format is not None and request.input_format not in FORMATS:
        raise DeckError(f"unknown decklist format {request.input_format!r}; expected one of "
                        f"{', '.join(FORMATS)}")
    text = request.text
    deck = parse_deck_text(text, request.input_format or detect_format(text, "pasted.txt"),
                           "pasted deck")
    if not deck.entries:
        first = f" (first problem: {deck.problems[0]})" if deck.problems else ""
        raise DeckError(f"no card lines could be read as a {deck.source_format} decklist"
                        f"{first}; paste lines like '1 Sol Ring'")
    fmt = request.format or ("meccg" if deck.source_format == "meccg" else "commander")
    report = check_deck(deck, fmt)
    return DeckReportOut(
        legal=report.is_legal, format=report.format_name, read_as=deck.source_format,
        card_count=report.card_count,
        problems=[p.to_json() for p in report.problems],  # type: ignore[misc]
        unknown_cards=list(report.unknown_cards), commanders=list(report.commanders),
        type_counts=dict(report.type_counts), notes=list(report.notes))


@router.post("/decks/check")
async def deck_check(request: DeckCheckRequest) -> DeckReportOut:
    """Paste a decklist → the check report: every problem with its rule ID and cards."""
    return await run_in_threadpool(check_text, request)


def odds(request: MulliganRequest) -> dict[str, Any]:
    """The calculator as ``cardtable mulligan odds`` runs it (MUL-4), with bounded samples."""
    from cardtable.analysis.mulligan import (
        Question,
        categorize,
        exact_odds,
        is_exact_feasible,
        monte_carlo_odds,
        parse_condition,
        parse_counts,
        parse_decklist,
        parse_goal,
    )
    from cardtable.rules.mulligan.rules import resolve_rule

    if (request.counts is None) == (request.decklist is None):
        raise SettingsError("give either counts (e.g. land=24,spell=36) or a decklist")
    if request.counts is not None:
        deck = parse_counts(request.counts)
    else:
        assert request.decklist is not None
        deck = categorize(parse_decklist(request.decklist, "pasted deck"))
    if deck.size > 1000:
        raise SettingsError(f"the calculator takes decks of up to 1000 cards, not {deck.size}")
    names = deck.categories
    lowered = [n.lower() for n in names]
    keep = request.keep
    if keep is None:
        keep = "land=2..5" if "land" in lowered and request.hand_size >= 5 else "any"
    if deck.size < request.hand_size:
        raise SettingsError(f"a deck of {deck.size} cards cannot deal a hand of "
                            f"{request.hand_size}")
    question = Question(
        deck=deck,
        rule=resolve_rule(request.rule, request.players),
        keep=parse_condition(keep, names),
        hand_size=request.hand_size,
        goal=parse_goal(request.goal, names) if request.goal else None,
        on_play=request.on == "play",
        players=request.players,
        scry_keep=lowered.index("land") if "land" in lowered else 0,
    )
    feasible = is_exact_feasible(question)
    if request.method == "exact" and not feasible:
        raise SettingsError("this question is too large to answer exactly; use monte-carlo")
    if feasible and request.method != "monte-carlo":
        result = exact_odds(question)
    else:
        result = monte_carlo_odds(question, request.samples, seed=request.seed, workers=1)
    data = result.to_json()
    data["categories"] = list(result.categories)
    data["expected_mulligans"] = result.expected_mulligans
    data["keep"] = keep
    return data


@router.post("/mulligan/odds")
async def mulligan_odds(request: MulliganRequest) -> MulliganOut:
    """The odds of keeping after 0, 1, 2… mulligans and of each final hand size (MUL-4.2); the
    page draws the final hand sizes as a bar plot."""
    return MulliganOut.model_validate(await run_in_threadpool(odds, request))
