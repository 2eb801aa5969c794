"""The HTML pages: Jinja templates shipped in the package, each extending ``base.html`` (the
head and the navigation); their scripts read the JSON API. The pages take no per-request data,
so each is rendered once."""

from __future__ import annotations

from functools import cache

from fastapi import APIRouter
from fastapi.responses import HTMLResponse
from jinja2 import Environment, PackageLoader, select_autoescape

router = APIRouter(include_in_schema=False)
_TEMPLATES = Environment(loader=PackageLoader("cardtable.web", "templates"),
                         autoescape=select_autoescape(["html"]), trim_blocks=True,
                         lstrip_blocks=True, keep_trailing_newline=True)


@cache
def _render(name: str) -> str:
    return _TEMPLATES.get_template(name).render()


def _page(name: str) -> HTMLResponse:
    return HTMLResponse(_render(name))


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
