"""Deck tools over the API: the check report with rule IDs, and the mulligan calculator."""

from __future__ import annotations

from fastapi.testclient import TestClient

from cardtable.analysis.mulligan import Question, exact_odds, parse_condition, parse_counts
from cardtable.rules.mulligan.rules import resolve_rule


def test_a_pasted_commander_deck_reports_cmd_1_3_and_cmd_1_4(client: TestClient) -> None:
    """CMD-1.3 (singleton) and CMD-1.4 (exactly 100 cards) come back with their rule IDs."""
    text = "4 Lightning Bolt\n1 Sol Ring\n"
    response = client.post("/api/decks/check", json={"text": text, "format": "commander"})
    assert response.status_code == 200, response.text
    report = response.json()
    assert report["legal"] is False and report["card_count"] == 5
    rules = {p["rule"] for p in report["problems"]}
    assert {"CMD-1.3", "CMD-1.4"} <= rules
    bolt = next(p for p in report["problems"] if p["rule"] == "CMD-1.3")
    assert bolt["cards"] == ["Lightning Bolt"]


def test_an_unreadable_decklist_is_a_400_saying_what_to_paste(client: TestClient) -> None:
    response = client.post("/api/decks/check", json={"text": "\n\n"})
    assert response.status_code == 400 and "1 Sol Ring" in response.json()["detail"]
    unknown = client.post("/api/decks/check", json={"text": "1 Sol Ring", "input_format": "xyz"})
    assert unknown.status_code == 400 and "xyz" in unknown.json()["detail"]


def test_mulligan_odds_are_the_calculators_mul_4_2(client: TestClient) -> None:
    """MUL-4.2: the page's numbers are the calculator's exact odds."""
    response = client.post("/api/mulligan/odds", json={"counts": "land=24,spell=36"})
    assert response.status_code == 200, response.text
    data = response.json()
    deck = parse_counts("land=24,spell=36")
    expected = exact_odds(Question(deck=deck, rule=resolve_rule("london", 2),
                                   keep=parse_condition("land=2..5", deck.categories)))
    assert data["method"] == "exact"
    assert data["mulligans"]["0"] == expected.mulligans[0]
    assert data["final_hand_size"]["7"] == expected.final_hand_size[7]
    assert abs(sum(data["final_hand_size"].values()) - 1) < 1e-9


def test_mulligan_monte_carlo_is_seeded(client: TestClient) -> None:
    body = {"counts": "land=24,spell=36", "method": "monte-carlo", "samples": 2000, "seed": 4,
            "goal": "land>=3 by turn 3"}
    first = client.post("/api/mulligan/odds", json=body).json()
    assert first == client.post("/api/mulligan/odds", json=body).json()
    assert 0 < first["goal"] < 1


def test_bad_mulligan_questions_are_400(client: TestClient) -> None:
    neither = client.post("/api/mulligan/odds", json={})
    assert neither.status_code == 400 and "counts" in neither.json()["detail"]
    never = client.post("/api/mulligan/odds", json={"counts": "land=1,spell=59",
                                                    "keep": "land=3..5"})
    assert never.status_code == 400 and "never hold" in never.json()["detail"]
