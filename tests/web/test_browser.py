"""The browser table in real Chromium (Debian's package, driven by Playwright).

Two people and two bots play Dominarion to the end, each person in their own browser context; no
seat's page or websocket message ever holds another seat's hand; a stale click is refused; a
reload resumes; an organiser runs a 3-round, 12-player event while a phone-sized public page
updates live. Screenshots of a table and of the standings are saved as test artefacts.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi import FastAPI

from cardtable.web.render import event_text
from tests.web.browser import chromium_path, live_server, screenshot
from tests.web.conftest import ORGANISER

sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is a test extra")

pytestmark = pytest.mark.slow

QUICK_ANSWERS = ("end the main phase", "play no sorcery")
NEW_DECISION = """id => { const s = window.cardtable && window.cardtable.state();
  return s && (s.result || !s.decisions.length || s.decisions[0].id !== id); }"""


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    executable = chromium_path()
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=executable,
                                              args=["--no-sandbox", "--disable-gpu"])
        yield launched
        launched.close()


def open_page(browser: Any, url: str, frames: list[str] | None = None,
              **context_options: Any) -> Any:
    """A page in a fresh browser context (its own cookies and storage: one person)."""
    context = browser.new_context(**context_options)
    page = context.new_page()
    page.set_default_timeout(30_000)
    if frames is not None:
        page.on("websocket", lambda socket: socket.on(
            "framereceived", lambda payload: frames.append(
                payload if isinstance(payload, str) else payload.decode())))
    page.goto(url)
    return page


def state_of(page: Any) -> dict[str, Any] | None:
    found: dict[str, Any] | None = page.evaluate("window.cardtable && window.cardtable.state()")
    return found


def take_a_turn_step(page: Any, rng: random.Random) -> bool:
    """Click one legal option if this page's seat is being asked; True if it clicked."""
    state = state_of(page)
    if not state or state["result"] or not state["decisions"]:
        return False
    decision_id = state["decisions"][0]["id"]
    buttons = page.locator(f"button.option[data-decision-id='{decision_id}']")
    labels = buttons.all_inner_texts()
    if not labels:
        return False
    quick = [i for i, label in enumerate(labels) if label in QUICK_ANSWERS]
    choice = quick[0] if quick and rng.random() < 0.45 else rng.randrange(len(labels))
    buttons.nth(choice).click()
    page.wait_for_function(NEW_DECISION, arg=decision_id)
    return True


def create_table_in_page(page: Any, bots: dict[int, str], players: int, turn_limit: int,
                         seed: int) -> tuple[dict[int, str], str]:
    """Fill the front page's form; returns each human seat's join link and the spectator link."""
    page.select_option("#players", str(players))
    for seat in range(players):
        row = page.locator(".seat").nth(seat)
        if seat in bots:
            row.locator(".seat-kind").select_option("bot")
            row.locator(".seat-bot").select_option(bots[seat])
        else:
            row.locator(".seat-kind").select_option("human")
            row.locator(".seat-name").fill(f"Human {seat}")
    page.fill("#turn-limit", str(turn_limit))
    page.fill("#seed", str(seed))
    page.click("#create")
    page.wait_for_selector("a.spectate")
    links = {int(a.get_attribute("data-seat")): a.get_attribute("href")
             for a in page.locator("a.join").all()}
    return links, page.locator("a.spectate").get_attribute("href")


def messages(frames: list[str]) -> list[dict[str, Any]]:
    return [json.loads(frame) for frame in frames]


def test_two_humans_and_two_bots_play_dominarion_to_the_end_in_four_browsers(
        make_app: Callable[[], FastAPI], browser: Any) -> None:
    with live_server(make_app()) as server:
        host = open_page(browser, server.url + "/")
        links, spectate = create_table_in_page(host, {2: "rush", 3: "big"}, players=4,
                                               turn_limit=10, seed=5)
        assert sorted(links) == [0, 1]
        table_id = spectate.rsplit("/", 1)[-1]
        game = server.tables.tables[table_id].game
        frames: dict[int | None, list[str]] = {0: [], 1: [], None: []}
        seats = {seat: open_page(browser, server.url + links[seat], frames[seat])
                 for seat in (0, 1)}
        watcher = open_page(browser, server.url + spectate, frames[None],
                            viewport={"width": 390, "height": 844})
        host.goto(server.url + spectate)  # the fourth browser watches too
        for page in (*seats.values(), watcher, host):
            page.wait_for_function("() => window.cardtable && window.cardtable.state()")

        rng = random.Random(14)
        checked_hand = shot = False
        for _ in range(3000):
            if game.result is not None:
                break
            clicked = False
            for seat, page in seats.items():
                if not checked_hand and state_of(page) and state_of(page)["decisions"]:
                    # In the page: this seat's hand and nobody else's.
                    shown = page.locator("#hand .card .name").all_inner_texts()
                    assert shown == [c.name for c in game.view(seat).hand]
                    assert page.locator("#hand").count() == 1
                    checked_hand = True
                if not shot and len(game.actions) > 12 and (state_of(page) or {}).get("decisions"):
                    screenshot(page, "table.png")
                    shot = True
                clicked = take_a_turn_step(page, rng) or clicked
            if not clicked:
                seats[0].wait_for_timeout(30)
        assert game.result is not None, "the game did not finish"
        for page in (*seats.values(), watcher, host):
            page.wait_for_selector("#game-over")
            assert f"after {game.result.turns} turns" in page.inner_text("#result")
        screenshot(watcher, "table-spectator-phone.png")

        # No websocket message to a seat carries another seat's hand or decisions.
        for seat in (0, 1, None):
            received = messages(frames[seat])
            states = [m for m in received if m["type"] == "state"]
            assert states, f"seat {seat} received no state"
            for message in states:
                assert message["seat"] == seat
                assert all(d["player"] == seat for d in message["decisions"])
                if seat is None:
                    assert "hand" not in message["board"]
            secret_lines = {event_text(e) for e in game.events
                            if e.kind == "draw" and e.secret and e.player != seat}
            shown_lines = {line for m in states for line in m["log"]}
            assert secret_lines and not secret_lines & shown_lines
            if seat is not None:
                assert [c["name"] for c in states[-1]["board"]["hand"]] == [
                    c.name for c in game.view(seat).hand]
        assert watcher.locator("#hand").count() == 0
        assert {a.player for a in game.answers} == {0, 1, 2, 3}


def two_human_table(server: Any, browser: Any, seed: int) -> tuple[Any, dict[int, Any], Any]:
    host = open_page(browser, server.url + "/")
    links, spectate = create_table_in_page(host, {}, players=2, turn_limit=30, seed=seed)
    game = server.tables.tables[spectate.rsplit("/", 1)[-1]].game
    pages = {seat: open_page(browser, server.url + links[seat]) for seat in (0, 1)}
    for page in pages.values():
        page.wait_for_function("() => window.cardtable && window.cardtable.state()")
    return game, pages, host


def test_a_stale_click_is_refused_politely_and_changes_nothing(
        make_app: Callable[[], FastAPI], browser: Any) -> None:
    with live_server(make_app()) as server:
        game, pages, _host = two_human_table(server, browser, seed=9)
        asked = pages[game.pending.player]
        page_state = state_of(asked)
        assert page_state is not None
        old_id = page_state["decisions"][0]["id"]
        asked.locator("button.option").first.click()
        asked.wait_for_function(NEW_DECISION, arg=old_id)
        answered = len(game.actions)
        # The same seat's page sends an answer to the decision it already answered.
        asked.evaluate("id => window.cardtable.send(id, 0)", old_id)
        asked.wait_for_selector("#notice.show")
        assert "no longer open" in asked.inner_text("#notice")
        assert asked.get_attribute("#notice", "data-refused") == "StaleDecision"
        assert len(game.actions) == answered


def test_a_reload_or_a_dropped_connection_resumes_the_game_where_it_was(
        make_app: Callable[[], FastAPI], browser: Any) -> None:
    with live_server(make_app()) as server:
        game, pages, _host = two_human_table(server, browser, seed=12)
        rng = random.Random(1)
        for _ in range(6):
            for page in pages.values():
                take_a_turn_step(page, rng)
        seat = game.pending.player
        page = pages[seat]
        before = state_of(page)
        page.reload()
        page.wait_for_function("() => window.cardtable && window.cardtable.state()")
        after = state_of(page)
        assert after is not None and before is not None
        assert after["decisions"] == before["decisions"] == [
            d for d in after["decisions"] if d["id"] == game.pending.id]
        assert after["board"] == before["board"] and after["log"] == before["log"]
        assert take_a_turn_step(page, rng)
        # A dropped connection: the page reconnects by itself and carries on.
        seat = game.pending.player
        page = pages[seat]
        page.wait_for_function("() => window.cardtable.state().decisions.length > 0")
        page.evaluate("window.cardtable.feed.socket.close()")
        page.wait_for_selector("#status.down")
        page.wait_for_selector("#status.live")
        page.wait_for_function(
            "id => window.cardtable.state().decisions[0]?.id === id", arg=game.pending.id)
        assert take_a_turn_step(page, rng)


def test_an_organiser_runs_a_three_round_twelve_player_event_while_a_phone_watches(
        make_app: Callable[[], FastAPI], browser: Any, tmp_path: Path) -> None:
    with live_server(make_app()) as server:
        console = open_page(browser, server.url + "/organiser")
        console.fill("#token", ORGANISER)
        console.click("#save-token")
        console.fill("#event-name", "Spring Open")
        console.select_option("#event-game", "magic")
        console.fill("#event-rounds", "3")
        console.fill("#event-seed", "2026")
        console.click("#create-event")
        console.wait_for_function(
            "() => document.querySelector('#event-summary').textContent.includes('round 0 of 3')")
        names = ["Ada", "Bea", "Cyd", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"]
        roster = tmp_path / "players.csv"
        roster.write_text("name\n" + "\n".join(names) + "\n", encoding="utf-8")
        console.set_input_files("#csv-file", str(roster))
        console.click("#upload")
        console.wait_for_function(
            "() => document.querySelector('#event-summary').textContent.includes('10 players')")
        for name in ("Kit", "Lou"):  # and two registered one by one
            console.fill("#player-name", name)
            console.click("#add")
            console.wait_for_function(
                f"() => document.querySelector('#drop-player').textContent.includes('{name}')")

        phone = open_page(browser, server.url + "/events/Spring%20Open",
                          viewport={"width": 390, "height": 844}, is_mobile=True)
        phone.wait_for_function("() => document.body.dataset.round === '0'")
        rng = random.Random(7)
        for number in (1, 2, 3):
            console.click("#pair")
            console.wait_for_function(
                "n => document.querySelector('#round p')?.textContent === `Round ${n}`",
                arg=number)
            phone.wait_for_function(f"() => document.body.dataset.round === '{number}'")
            assert phone.locator("table.pairings tr[data-table]").count() == 6
            for table in range(1, 7):
                row = console.locator(f"#round tr[data-table='{table}']")
                row.locator(".result-input").fill(rng.choice(["2-0", "2-1", "1-2", "0-2"]))
                row.locator(".save-result").click()
                console.wait_for_function(
                    f"() => !document.querySelector(\"#round tr[data-table='{table}'] "
                    "td:nth-child(3)\")"
                    ".textContent.startsWith('—')")
            # The phone's page shows every result without being reloaded.
            phone.wait_for_function(
                "() => [...document.querySelectorAll('table.pairings td.score')]"
                ".every(td => td.textContent !== '—')")
        expected = server.app.state.context.store.load("Spring Open")
        from cardtable.tournament.standings import standings

        lines = standings(expected)
        shown = phone.locator("table.standings tr").all_inner_texts()[1:]
        assert len(shown) == 12
        for line, text in zip(lines, shown, strict=True):
            assert line.player in text and str(line.points) in text
        assert int(phone.get_attribute("body", "data-updates") or "0") > 3
        screenshot(phone, "standings.png")
        console.click("#refresh")
        assert "round 3 of 3" in console.inner_text("#event-summary")


def test_the_deck_tools_page_shows_rule_ids_and_the_mulligan_plot(
        make_app: Callable[[], FastAPI], browser: Any) -> None:
    """CMD-1.3 / CMD-1.4 in the pasted deck's report; MUL-4.2 odds drawn as a bar plot."""
    with live_server(make_app()) as server:
        page = open_page(browser, server.url + "/tools")
        page.fill("#deck-text", "4 Lightning Bolt\n1 Sol Ring\n")
        page.select_option("#deck-format", "commander")
        page.click("#check")
        page.wait_for_selector("#problems li")
        rules = page.locator("#problems .rule").all_inner_texts()
        assert "CMD-1.3" in rules and "CMD-1.4" in rules
        assert "Illegal" in page.inner_text("#report")
        page.click("#odds")
        page.wait_for_selector("#odds-plot rect.bar")
        # final hand sizes 7 down to 0: London allows a mulligan while the hand has a card (MUL-1.5)
        assert page.locator("#odds-plot rect.bar").count() == 8
        assert page.locator("#odds-table tr").count() == 9  # a header and eight hand sizes
        screenshot(page, "tools.png")
