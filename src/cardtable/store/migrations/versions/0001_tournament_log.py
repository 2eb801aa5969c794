"""Tournament events and their append-only log.

Revision ID: 0001_tournament_log
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001_tournament_log"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "tournament_events",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("name", sa.String(200), nullable=False, unique=True),
        sa.Column("game", sa.String(32), nullable=False),
    )
    op.create_table(
        "tournament_log",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column(
            "event_id",
            sa.Integer(),
            sa.ForeignKey("tournament_events.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(32), nullable=False),
        sa.Column("payload", sa.JSON(), nullable=False),
        sa.UniqueConstraint("event_id", "seq", name="uq_tournament_log_event_seq"),
    )
    op.create_index("ix_tournament_log_event_id", "tournament_log", ["event_id"])


def downgrade() -> None:
    op.drop_index("ix_tournament_log_event_id", table_name="tournament_log")
    op.drop_table("tournament_log")
    op.drop_table("tournament_events")
