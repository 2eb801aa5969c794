"""Game tables of the web server, recorded as they are played.

Revision ID: 0002_game_tables
Revises: 0001_tournament_log
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002_game_tables"
down_revision = "0001_tournament_log"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "game_tables",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("seed", sa.Integer(), nullable=False),
        sa.Column("settings", sa.JSON(), nullable=False),
        sa.Column("seats", sa.JSON(), nullable=False),
        sa.Column("actions", sa.JSON(), nullable=False),
        sa.Column("result", sa.JSON(), nullable=True),
        sa.Column("finished", sa.Boolean(), nullable=False),
        sa.Column("created", sa.Float(), nullable=False),
        sa.Column("updated", sa.Float(), nullable=False),
    )
    op.create_index("ix_game_tables_finished", "game_tables", ["finished"])


def downgrade() -> None:
    op.drop_index("ix_game_tables_finished", table_name="game_tables")
    op.drop_table("game_tables")
