"""Every rule ID of ``rules/dominarion.md`` is named by at least one rule test."""

from __future__ import annotations

import ast
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
RULES = HERE.parents[1] / ".." / "shared" / "rules" / "dominarion.md"


def rule_ids() -> list[str]:
    assert RULES.is_file(), f"the Dominarion rules file is missing at {RULES}"
    return sorted(set(re.findall(r"DOM-\d+(?:\.\d+)*", RULES.read_text(encoding="utf-8"))))


def named_tests() -> list[tuple[str, str]]:
    """(function name, docstring) of every test in the rule test modules."""
    tests = []
    for path in sorted(HERE.glob("test_rules_*.py")):
        if path.name == Path(__file__).name:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                tests.append((node.name, ast.get_docstring(node) or ""))
    return tests


def names_rule(rule: str, name: str, doc: str) -> bool:
    """``DOM-5.2`` is named by ``test_dom_5_2_…`` or a docstring ``DOM-5.2`` not followed by a
    deeper level (``DOM-5.2.1`` names DOM-5.2.1 only)."""
    digits = rule.removeprefix("DOM-").split(".")
    in_name = re.search(r"(?:^|_)dom_" + "_".join(digits) + r"(?:_(?!\d)|$)", name)
    in_doc = re.search(re.escape(rule) + r"(?!\.?\d)", doc)
    return bool(in_name or in_doc)


def test_dom_rule_ids_are_all_named_by_tests() -> None:
    """Every DOM-x(.y(.z)) ID of the rules file, headings included, is named by a test."""
    ids = rule_ids()
    assert "DOM-5.2.7" in ids and "DOM-9.1" in ids
    tests = named_tests()
    missing = [r for r in ids if not any(names_rule(r, n, d) for n, d in tests)]
    assert missing == []


def test_rule_name_matching_does_not_confuse_levels() -> None:
    """The matcher tells DOM-5.2 from DOM-5.2.1 and DOM-1 from DOM-1.1 or DOM-10."""
    assert names_rule("DOM-5.2", "test_dom_5_2_main_phase", "")
    assert not names_rule("DOM-5.2", "test_dom_5_2_1_buy", "")
    assert not names_rule("DOM-5.2", "test_x", "DOM-5.2.1: buy")
    assert names_rule("DOM-5.2", "test_x", "DOM-5.2: main. Also DOM-5.2.1.")
    assert not names_rule("DOM-1", "test_x", "DOM-10: nothing")
    assert names_rule("DOM-1", "test_x", "DOM-1: components.")
