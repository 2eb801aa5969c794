"""The mypyc build of the game engine's hot modules (issue 15: "faster Dominarion").

``pip install .`` (a wheel) compiles :data:`MODULES` with mypyc into C extensions that sit beside
the ``.py`` files (Python imports an extension module before a source file of the same name), so
the wheel is platform-specific and everything else is unchanged: the same code, 2-3x faster. It
needs a C compiler; mypy and setuptools are fetched into the build environment by the hook. With
no C compiler, or if the compile fails, the hook says so and the wheel is pure Python — it
installs anywhere. ``CARDTABLE_MYPYC=0`` asks for the pure-Python wheel outright.

An editable install (``pip install -e .``, a developer's checkout) stays pure Python unless
``CARDTABLE_MYPYC=1`` (extensions built in ``src/`` would shadow the sources being edited).
In a checkout, ``python hatch_build.py`` compiles the same modules in place under ``src/`` and
``python hatch_build.py --clean`` removes them again (the ``.so`` files are git-ignored).
Measured on this machine: see the README's performance section.
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
    "cardtable/games/dominarion/choices.py",
    "cardtable/games/dominarion/fast.py",
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


def have_c_compiler() -> bool:
    """Whether a C compiler is on the PATH (the one Python was built with, or cc/gcc/clang)."""
    import sysconfig

    configured = (sysconfig.get_config_var("CC") or "").split()
    names = [*configured[:1], "cc", "gcc", "clang"]
    return any(shutil.which(name) for name in names)


class MypycBuildHook(BuildHookInterface):  # type: ignore[misc,valid-type]
    """Compiles the hot modules of a wheel (unless ``CARDTABLE_MYPYC=0`` or no C compiler); an
    editable install only with ``CARDTABLE_MYPYC=1``."""

    PLUGIN_NAME = "custom"

    def _wanted(self, version: str) -> bool:
        flag = os.environ.get(FLAG, "")
        if flag == "0" or self.target_name != "wheel":
            return False
        if version == "editable":
            return flag == "1"
        if not have_c_compiler():
            print("cardtable: no C compiler found: building the pure-Python wheel "
                  "(CARDTABLE_MYPYC=0 says so without looking)", file=sys.stderr)
            return False
        return True

    def dependencies(self) -> list[str]:
        flag = os.environ.get(FLAG, "")
        wanted = flag == "1" or (flag != "0" and have_c_compiler())
        if not wanted:
            return []
        # mypyc type-checks the whole package (mypy --strict): the build environment needs the
        # runtime dependencies too, for their types.
        return ["mypy>=1.10", "setuptools>=65", *self.metadata.core.dependencies]

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if not self._wanted(version):
            return
        try:
            if version == "editable":
                built = compile_into(SRC)
                root = SRC
            else:
                copy = Path(tempfile.mkdtemp(prefix="cardtable-mypyc-"))
                shutil.copytree(SRC / "cardtable", copy / "cardtable")
                built = compile_into(copy)
                root = copy
        except (OSError, subprocess.CalledProcessError) as error:
            if os.environ.get(FLAG) == "1":
                raise
            print(f"cardtable: the mypyc compile failed ({error}); building the pure-Python "
                  "wheel instead", file=sys.stderr)
            return
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
