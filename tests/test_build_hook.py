"""The wheel's build hook (``hatch_build.py``): compiled with mypyc where it can be, pure Python
wherever it cannot — a ``pip install .`` never fails for want of a compiler."""

from __future__ import annotations

import subprocess
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import hatch_build
import pytest


class Hook(hatch_build.MypycBuildHook):
    target_name = "wheel"
    metadata = SimpleNamespace(core=SimpleNamespace(dependencies=["numpy>=1.26", "lark>=1.3.1"]))


def make_hook() -> Hook:
    return Hook.__new__(Hook)  # (hatchling's own constructor needs a whole build)


def test_a_wheel_compiles_by_default_and_brings_the_types_mypyc_reads(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CARDTABLE_MYPYC", raising=False)
    monkeypatch.setattr(hatch_build, "have_c_compiler", lambda: True)
    hook = make_hook()
    assert hook._wanted("standard")
    assert not hook._wanted("editable")  # a developer's checkout stays pure
    assert hook.dependencies() == ["mypy>=1.10", "setuptools>=65", "numpy>=1.26",
                                   "lark>=1.3.1"]


def test_no_compiler_or_mypyc_0_builds_pure_python(monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.delenv("CARDTABLE_MYPYC", raising=False)
    monkeypatch.setattr(hatch_build, "have_c_compiler", lambda: False)
    hook = make_hook()
    assert not hook._wanted("standard") and hook.dependencies() == []
    assert "no C compiler" in capsys.readouterr().err
    monkeypatch.setattr(hatch_build, "have_c_compiler", lambda: True)
    monkeypatch.setenv("CARDTABLE_MYPYC", "0")
    assert not hook._wanted("standard") and hook.dependencies() == []
    monkeypatch.setenv("CARDTABLE_MYPYC", "1")
    assert hook._wanted("editable")


def test_a_failed_compile_falls_back_to_the_pure_wheel(monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str],
                                                        tmp_path: Path) -> None:
    monkeypatch.delenv("CARDTABLE_MYPYC", raising=False)
    monkeypatch.setattr(hatch_build.tempfile, "mkdtemp", lambda prefix: str(tmp_path))
    monkeypatch.setattr(hatch_build, "have_c_compiler", lambda: True)

    def fail(root: Path) -> list[Path]:
        raise subprocess.CalledProcessError(1, ["mypyc"])

    monkeypatch.setattr(hatch_build, "compile_into", fail)
    monkeypatch.setattr(hatch_build.shutil, "copytree", lambda *args, **kwargs: None)
    build_data: dict[str, Any] = {"force_include": {}}
    make_hook().initialize("standard", build_data)
    assert build_data == {"force_include": {}}  # nothing compiled, the wheel stays pure
    assert "building the pure-Python wheel instead" in capsys.readouterr().err


def test_a_compile_asked_for_that_fails_is_an_error(monkeypatch: pytest.MonkeyPatch,
                                                     tmp_path: Path) -> None:
    """CARDTABLE_MYPYC=1 means the compiled build was asked for: its failure is not hidden."""
    monkeypatch.setenv("CARDTABLE_MYPYC", "1")
    monkeypatch.setattr(hatch_build.tempfile, "mkdtemp", lambda prefix: str(tmp_path))

    def fail(root: Path) -> list[Path]:
        raise subprocess.CalledProcessError(1, ["mypyc"])

    monkeypatch.setattr(hatch_build, "compile_into", fail)
    monkeypatch.setattr(hatch_build.shutil, "copytree", lambda *args, **kwargs: None)
    with pytest.raises(subprocess.CalledProcessError):
        make_hook().initialize("standard", {"force_include": {}})


def test_a_compiled_wheel_names_its_extensions(monkeypatch: pytest.MonkeyPatch,
                                               tmp_path: Path) -> None:
    monkeypatch.delenv("CARDTABLE_MYPYC", raising=False)
    monkeypatch.setattr(hatch_build, "have_c_compiler", lambda: True)
    monkeypatch.setattr(hatch_build.tempfile, "mkdtemp", lambda prefix: str(tmp_path))
    monkeypatch.setattr(hatch_build.shutil, "copytree", lambda *args, **kwargs: None)
    built = tmp_path / "cardtable" / "core" / "game.cpython-311-x86_64-linux-gnu.so"
    monkeypatch.setattr(hatch_build, "compile_into", lambda root: [built])
    build_data: dict[str, Any] = {"force_include": {}}
    make_hook().initialize("standard", build_data)
    assert build_data["pure_python"] is False and build_data["infer_tag"] is True
    assert build_data["force_include"] == {
        str(built): "cardtable/core/game.cpython-311-x86_64-linux-gnu.so"}
