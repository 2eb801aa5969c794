"""Schemathesis against the OpenAPI schema: generated requests (bounded) never get a 5xx.

Calls carry the organiser's token, so the organiser's operations are explored too; each
operation gets a bounded number of examples so the whole run stays well under a minute.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from fastapi import FastAPI
from hypothesis import HealthCheck, Phase, given, settings

from tests.web.conftest import ORGANISER

schemathesis = pytest.importorskip("schemathesis", reason="schemathesis is a test extra")

EXAMPLES = 20


def test_no_generated_request_gets_a_server_error(make_app: Callable[[], FastAPI]) -> None:
    schema = schemathesis.openapi.from_asgi("/openapi.json", make_app())
    tried: list[str] = []
    for found in schema.get_all_operations():
        operation = found.ok()
        tried.append(f"{operation.method.upper()} {operation.path}")

        @given(case=operation.as_strategy())
        @settings(max_examples=EXAMPLES, deadline=None, database=None, derandomize=True,
                  phases=[Phase.explicit, Phase.generate],
                  suppress_health_check=list(HealthCheck))
        def no_server_error(case: schemathesis.Case) -> None:
            response = case.call(headers={"Authorization": f"Bearer {ORGANISER}"})
            assert response.status_code < 500, (
                f"{case.method} {case.formatted_path} → {response.status_code}: "
                f"{response.text[:500]}")

        no_server_error()
    assert "POST /api/tables" in tried and "POST /api/events/{name}/results" in tried
