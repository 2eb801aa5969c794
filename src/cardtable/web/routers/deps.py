"""Shared request dependencies: the server context and the organiser's token."""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Annotated

from fastapi import Depends, Header, Request

from cardtable.web.errors import Forbidden, Unauthorized

if TYPE_CHECKING:
    from cardtable.web.app import WebContext


def context(request: Request) -> WebContext:
    found: WebContext = request.app.state.context
    return found


def bearer(authorization: str | None) -> str | None:
    if authorization and authorization.lower().startswith("bearer "):
        return authorization[7:].strip()
    return authorization


def organiser(
    request: Request,
    authorization: Annotated[str | None, Header(description="Bearer ORGANISER-TOKEN")] = None,
) -> None:
    """Refuse a request without the organiser's token (401) or with another token (403)."""
    token = bearer(authorization)
    if not token:
        raise Unauthorized("this needs the organiser's token: send 'Authorization: Bearer "
                           "TOKEN' (cardtable serve prints it)")
    ctx: WebContext = request.app.state.context
    if not secrets.compare_digest(token.encode(), ctx.organiser_token.encode()):
        raise Forbidden("that is not the organiser's token; players' seat tokens cannot run "
                        "an event")


Organiser = Depends(organiser)
