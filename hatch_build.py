"""Optional mypyc build of the game engine's hot modules (issue 15: "faster Dominarion").

The default build is pure Python and needs no compiler. With ``CARDTABLE_MYPYC=1`` in the
environment, ``pip install .`` (or ``pip wheel .``) compiles :data:`MODULES` with mypyc into C
extensions that sit beside the ``.py`` files (Python imports an extension module before a source
file of the same name), so the wheel is platform-specific and everything else is unchanged.
This needs a C compiler; mypy and setuptools are fetched into the build environment by the hook.

For a source checkout (an editable install), ``python hatch_build.py`` compiles the same modules
in place under ``src/`` and ``python hatch_build.py --clean`` removes them again (the ``.so``
files are git-ignored). Measured on this machine: see the README's performance section.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent
SRC = ROOT / "src"
MODULES = (
    "cardtable/core/history.py",
    "cardtable/core/game.py",
    "cardtable/games/dominarion/game.py",
    "cardtable/games/dominarion/mana.py",
    "cardtable/games/dominarion/state.py",
    "cardtable/agents/dominarion/bot.py",
    "cardtable/core/rng.py",
    "cardtable/sim/fast_dominarion.py",
)
FLAG = "CARDTABLE_MYPYC"

_SETUP = """
import sys
from setuptools import setup
from mypyc.build import mypycify
sys.argv = [sys.argv[0], "build_ext", "--inplace"]
setup(name="cardtable-mypyc", ext_modules=mypycify(
    ["--config-file={config}", *{modules!r}], opt_level="3"))
"""


def compile_into(source_root: Path) -> list[Path]:
    """Compile :data:`MODULES` found under ``source_root`` in place; the built extensions."""
    with tempfile.TemporaryDirectory() as work:
        script = Path(work) / "setup_mypyc.py"
        script.write_text(_SETUP.format(config=ROOT / "pyproject.toml", modules=MODULES))
        # Run from the source root (imports resolve there) with no pyproject.toml in sight of
        # setuptools, which would otherwise try to read this project's hatchling metadata.
        subprocess.run([sys.executable, str(script)], cwd=source_root, check=True,
                       env={**os.environ, "MYPYC_OPT_LEVEL": "3"})
    shutil.rmtree(source_root / "build", ignore_errors=True)
    return sorted(source_root.rglob("*.so"))


def clean(source_root: Path) -> None:
    for built in source_root.rglob("*.so"):
        built.unlink()


try:
    from hatchling.builders.hooks.plugin.interface import BuildHookInterface
except ImportError:  # run as a script outside a build
    BuildHookInterface = object  # type: ignore[assignment,misc]


class MypycBuildHook(BuildHookInterface):  # type: ignore[misc,valid-type]
    """Compiles the hot modules when ``CARDTABLE_MYPYC=1``; does nothing otherwise."""

    PLUGIN_NAME = "custom"

    def _wanted(self) -> bool:
        return os.environ.get(FLAG) == "1"

    def dependencies(self) -> list[str]:
        return ["mypy>=1.10", "setuptools>=65"] if self._wanted() else []

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if not self._wanted() or self.target_name != "wheel":
            return
        if version == "editable":
            built = compile_into(SRC)
            root = SRC
        else:
            copy = Path(tempfile.mkdtemp(prefix="cardtable-mypyc-"))
            shutil.copytree(SRC / "cardtable", copy / "cardtable")
            built = compile_into(copy)
            root = copy
        build_data["pure_python"] = False
        build_data["infer_tag"] = True
        for path in built:
            build_data["force_include"][str(path)] = str(path.relative_to(root))


if __name__ == "__main__":
    if "--clean" in sys.argv[1:]:
        clean(SRC)
    else:
        for path in compile_into(SRC):
            print(path.relative_to(ROOT))
