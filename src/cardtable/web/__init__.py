"""The browser table: ``cardtable serve`` (FastAPI + uvicorn, websockets).

Game tables for every game cardtable plays (decisions rendered generically from the kernel's
decision kinds, one board renderer per game), tournament pages that call the same
:mod:`cardtable.tournament` operations and store as the ``event`` command, deck tools, and a typed
JSON API documented by the OpenAPI schema. Build the application with
:func:`cardtable.web.app.create_app`.
"""
