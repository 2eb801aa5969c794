"""The root Typer application and shared console helpers."""

from __future__ import annotations

import typer
from rich.console import Console

app = typer.Typer(
    name="cardtable",
    help="Play, check, deal, simulate and run tournaments for Magic-family card games.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)



@app.callback()
def _root(
    compile_workers: int | None = typer.Option(
        None, "--compile-workers", min=1, envvar="CARDTABLE_COMPILE_WORKERS",
        help="Processes that compile Oracle text when the compiled cards are not cached "
        "(default: every core)"),
) -> None:
    """Play, check, deal, simulate and run tournaments for Magic-family card games."""
    if compile_workers is not None:
        from cardtable.games.magic.oracle.pool import set_workers

        set_workers(compile_workers)


console = Console()
error_console = Console(stderr=True)


def console_error(message: str) -> None:
    """Print one readable error line to standard error."""
    error_console.print(f"[bold red]error:[/] {message}", highlight=False, soft_wrap=True)


@app.command()
def version() -> None:
    """Print cardtable's version."""
    from cardtable import __version__

    console.print(f"cardtable {__version__}")
