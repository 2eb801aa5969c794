"""The web server's game tables: an append-only log of each table's creation, answers and result.

Revision ID: 0002_game_records
Revises: 0001_tournament_log
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002_game_records"
down_revision = "0001_tournament_log"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "game_records",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("table_id", sa.String(32), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("payload", sa.JSON(), nullable=False),
        sa.UniqueConstraint("table_id", "seq", name="uq_game_records_table_seq"),
    )
    op.create_index("ix_game_records_table_id", "game_records", ["table_id"])


def downgrade() -> None:
    op.drop_index("ix_game_records_table_id", table_name="game_records")
    op.drop_table("game_records")
