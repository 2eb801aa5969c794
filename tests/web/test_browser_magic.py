"""Magic and Commander at the browser table in real Chromium (Debian's package, Playwright).

A 4-seat Commander game (one person, three bots) is created on the front page and played to
the end in the page through the generic decision forms; two people play Magic in two browser
contexts; no seat's page or raw websocket message ever names a card hidden from it; the
Commander board is saved as screenshots; at 400 px wide no control is off-screen.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi import FastAPI

from tests.web.browser import chromium_path, live_server, screenshot

sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is a test extra")

pytestmark = pytest.mark.slow

NEW_STATE = """id => { const s = window.cardtable && window.cardtable.state();
  return (s && (s.result || s.error || !s.decisions.length || s.decisions[0].id !== id))
    || document.querySelector('#notice.show') !== null; }"""


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
    page = browser.new_context(**context_options).new_page()
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


def answer_in_page(page: Any, rng: random.Random, kinds: set[str]) -> bool:
    """Answer this seat's open decision through its form, whatever its kind; True if it did."""
    state = state_of(page)
    if not state or state["result"] or state["error"] or not state["decisions"]:
        return False
    decision = state["decisions"][0]
    kinds.add(decision["kind"])
    form = page.locator(f".decision-form[data-decision-id='{decision['id']}']")
    kind = decision["kind"]
    if kind in ("choose_one", "choose_number", "yes_no"):
        buttons = form.locator("button.option")
        labels = buttons.all_inner_texts()
        if decision["tag"] == "priority":  # play a land or cast a spell when it can, else pass
            useful = [i for i, label in enumerate(labels) if label.startswith(("play ", "cast "))]
            choice = rng.choice(useful) if useful and rng.random() < 0.9 else 0
        elif "keep" in labels:
            choice = labels.index("keep")
        else:
            choice = rng.randrange(len(labels))
        buttons.nth(choice).click()
    elif kind in ("choose_subset", "choose_ordered"):
        boxes = form.locator("input[type=checkbox]")
        wanted = decision["min_count"] if kind == "choose_subset" else boxes.count()
        for index in range(wanted):
            boxes.nth(index).check()
        form.locator("button.submit").click()
    elif kind == "assign":
        inputs = form.locator("input[type=number]")
        shares = list(decision["minimums"]) or [0] * len(decision["options"])
        shares[0] += decision["total"] - sum(shares)
        for index, share in enumerate(shares):
            inputs.nth(index).fill(str(share))
        form.locator("button.submit").click()
    else:  # map: attackers → a player or planeswalker, blockers → an attacker: some of them
        selects = form.locator("select")
        for index in range(selects.count()):
            if rng.random() < 0.6:
                selects.nth(index).select_option(index=1)
        form.locator("button.submit").click()
    page.wait_for_function(NEW_STATE, arg=decision["id"])
    if page.locator("#notice.show").count():  # refused (an illegal pick): the plainest answer
        kinds.add("refused")
        state = state_of(page)
        if state and state["decisions"] and state["decisions"][0]["id"] == decision["id"]:
            page.evaluate("([id, answer]) => window.cardtable.send(id, answer)",
                          [decision["id"], [] if kind == "map" else 0])
            page.wait_for_function(NEW_STATE.replace("|| document.querySelector('#notice.show')"
                                                     " !== null", ""), arg=decision["id"])
    return True


def frames_json(frames: list[str]) -> list[dict[str, Any]]:
    return [json.loads(frame) for frame in frames]


def hidden_names(game: Any, seat: int) -> set[str]:
    """Card names only other seats' libraries and hands ever held: never public in this game and
    not in ``seat``'s own deck."""
    decks = game.commander_settings.decks if hasattr(game, "commander_settings") else (
        game.settings.decks)
    others = {n for s, deck in enumerate(decks) if s != seat for n in deck}
    public = set()
    for event in game.events:
        public |= {str(v) for _, v in event.data}
        public |= {str(x) for _, v in event.data if isinstance(v, (list, tuple)) for x in v}
    for view_seat in range(game.player_count):
        view = game.view(view_seat)
        public |= {p.name for p in view.battlefield}
        for p in view.players:
            public |= {c.name for c in (*p.graveyard, *p.exile)}
        public |= {c.name for c in getattr(view, "command", ())}
    return others - set(decks[seat]) - public


def assert_nothing_hidden(frames: list[str], game: Any, seat: int | None) -> None:
    secret = set()
    for other in range(game.player_count):
        if other != seat:
            secret |= hidden_names(game, other if seat is None else seat)
    assert secret, "the check needs cards that stayed hidden"
    for frame in frames:
        for name in secret:
            assert json.dumps(name) not in frame, f"{name!r} reached seat {seat}"


def create_commander_in_page(page: Any, bots: dict[int, str], turn_limit: int,
                             seed: int) -> tuple[dict[int, str], str]:
    page.select_option("#game", "commander")
    page.wait_for_selector("#magic-options:not([hidden])")
    page.select_option("#players", "4")
    for seat in range(4):
        row = page.locator(".seat").nth(seat)
        if seat in bots:
            row.locator(".seat-kind").select_option("bot")
            row.locator(".seat-bot").select_option(bots[seat])
        else:
            row.locator(".seat-kind").select_option("human")
            row.locator(".seat-name").fill("Ann")
    page.fill("#turn-limit", str(turn_limit))
    page.fill("#life", "20")
    page.fill("#seed", str(seed))
    page.click("#create")
    page.wait_for_selector("a.spectate")
    links = {int(a.get_attribute("data-seat")): a.get_attribute("href")
             for a in page.locator("a.join").all()}
    return links, page.locator("a.spectate").get_attribute("href")


def test_a_commander_game_with_one_person_and_three_bots_plays_to_the_end_in_the_page(
        make_app: Callable[[], FastAPI], browser: Any) -> None:
    with live_server(make_app()) as server:
        host = open_page(browser, server.url + "/")
        links, spectate = create_commander_in_page(
            host, {1: "commander", 2: "heuristic", 3: "random"}, turn_limit=9, seed=31)
        assert sorted(links) == [0]
        table = server.tables.tables[spectate.rsplit("/", 1)[-1]]
        game = table.game
        frames: list[str] = []
        spectator_frames: list[str] = []
        page = open_page(browser, server.url + links[0], frames)
        watcher = open_page(browser, server.url + spectate, spectator_frames)
        page.wait_for_function("() => window.cardtable && window.cardtable.state()")
        # the board: four players at 20 life, each commander in its command zone with its tax
        page.wait_for_selector(".magic .player")
        assert page.locator(".magic .player").count() == 4
        assert "life 20" in page.inner_text(".magic .player[data-seat='0']")
        assert "tax {0}" in page.inner_text(".magic .player[data-seat='0'] .command")
        rng = random.Random(3)
        kinds: set[str] = set()
        shot = False
        for _ in range(2000):
            if game.result is not None:
                break
            if not answer_in_page(page, rng, kinds):
                page.wait_for_timeout(40)
            if not shot and game.state.turn >= 3 and state_of(page):
                screenshot(page, "commander-board.png")
                shot = True
        assert game.result is not None and table.error is None
        page.wait_for_selector("#game-over")
        assert f"after {game.result.turns} turns" in page.inner_text("#result")
        screenshot(page, "commander-board-final.png")
        # hover/tap: a card's name, cost, type and rules text
        page.locator(".mcard").first.click()
        assert page.locator("#card-info .type").inner_text()
        assert "choose_one" in kinds
        # the log names people (1-based), never a 0-based seat number
        log = page.locator("#log li").all_inner_texts()
        assert log and not any("Player 0" in line or "player 0" in line for line in log)
        watcher.wait_for_selector("#game-over")
        assert watcher.locator("#hand").count() == 0
        assert_nothing_hidden(frames, game, 0)
        assert_nothing_hidden(spectator_frames, game, None)
        page_text = page.content()
        for name in hidden_names(game, 0):
            assert f">{name}<" not in page_text


def test_two_people_play_magic_in_two_browser_contexts(
        make_app: Callable[[], FastAPI], browser: Any) -> None:
    with live_server(make_app()) as server:
        import httpx

        created = httpx.post(server.url + "/api/tables", json={
            "game": "magic", "seed": 8, "options": {"turn_limit": 10},
            "seats": [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bo"}]}).json()
        game = server.tables.tables[created["id"]].game
        frames: dict[int, list[str]] = {0: [], 1: []}
        pages = {s["seat"]: open_page(browser, server.url + s["join_url"], frames[s["seat"]])
                 for s in created["seats"]}
        for page in pages.values():
            page.wait_for_function("() => window.cardtable && window.cardtable.state()")
        rng = random.Random(5)
        kinds: set[str] = set()
        for _ in range(2000):
            if game.result is not None:
                break
            acted = [answer_in_page(page, rng, kinds) for page in pages.values()]
            if not any(acted):
                pages[0].wait_for_timeout(40)
        assert game.result is not None
        for seat, page in pages.items():
            page.wait_for_selector("#game-over")
            assert page.inner_text("#who").endswith(f"(seat {seat + 1})")
            assert_nothing_hidden(frames[seat], game, seat)
        assert {a.player for a in game.answers} == {0, 1}
        # attackers → player (map) and damage assignment among them, through the generic forms
        assert {"choose_one", "map"} <= kinds, kinds


def test_at_400_px_wide_no_control_is_off_screen(
        make_app: Callable[[], FastAPI], browser: Any) -> None:
    with live_server(make_app()) as server:
        import httpx

        created = httpx.post(server.url + "/api/tables", json={
            "game": "commander", "seed": 2, "options": {"turn_limit": 3},
            "seats": [{"kind": "human", "name": "A very long player name here"},
                      {"kind": "bot", "bot": "commander"}, {"kind": "bot", "bot": "random"},
                      {"kind": "bot", "bot": "heuristic"}]}).json()
        phone = {"viewport": {"width": 400, "height": 800}}
        for path in (created["seats"][0]["join_url"], "/", "/organiser", "/events", "/tools"):
            page = open_page(browser, server.url + path, **phone)
            page.wait_for_load_state("networkidle")
            if path == "/":
                page.select_option("#game", "commander")
                page.locator(".seat-deck").first.select_option("paste")
            else:
                page.wait_for_timeout(300)
            off = page.evaluate("""() => {
              const out = [];
              for (const el of document.querySelectorAll('button, input, select, textarea, a')) {
                const r = el.getBoundingClientRect();
                if (!r.width && !r.height) continue;  // not shown
                if (r.left < -1 || r.right > 401) out.push(el.outerHTML.slice(0, 80));
              }
              return {off: out, width: document.documentElement.scrollWidth};
            }""")
            assert off["off"] == [] and off["width"] <= 400, (path, off)
            if path.startswith("/table"):
                page.wait_for_selector(".magic .player")
                screenshot(page, "commander-board-400px.png")
