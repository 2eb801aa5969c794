"""Alembic environment: runs on the connection cardtable hands over (``config.attributes``)."""

from __future__ import annotations

from alembic import context

from cardtable.store.models import metadata

connection = context.config.attributes.get("connection")
if connection is None:
    raise RuntimeError("cardtable's migrations run through cardtable.store.database.upgrade()")
context.configure(
    connection=connection,
    target_metadata=metadata,
    render_as_batch=connection.dialect.name == "sqlite",
)
with context.begin_transaction():
    context.run_migrations()
