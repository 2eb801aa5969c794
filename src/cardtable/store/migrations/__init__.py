"""Alembic migrations for cardtable's store (SQLite and PostgreSQL), shipped with the package."""
