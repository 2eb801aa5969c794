"""The HTML pages: plain files shipped in the package; their scripts read the JSON API."""

from __future__ import annotations

from importlib import resources

from fastapi import APIRouter
from fastapi.responses import HTMLResponse

router = APIRouter(include_in_schema=False)


def _page(name: str) -> HTMLResponse:
    text = (resources.files("cardtable.web") / "templates" / name).read_text(encoding="utf-8")
    return HTMLResponse(text)


@router.get("/")
def index() -> HTMLResponse:
    return _page("index.html")


@router.get("/table/{table_id}")
def table(table_id: str) -> HTMLResponse:
    return _page("table.html")


@router.get("/events")
def events() -> HTMLResponse:
    return _page("events.html")


@router.get("/events/{name}")
def event(name: str) -> HTMLResponse:
    return _page("event.html")


@router.get("/organiser")
def organiser() -> HTMLResponse:
    return _page("organiser.html")


@router.get("/tools")
def tools() -> HTMLResponse:
    return _page("tools.html")
