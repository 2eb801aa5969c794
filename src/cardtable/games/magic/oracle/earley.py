"""Lark's Earley parser (dynamic lexer) without its wasted work: the same parse trees, faster.

The Oracle grammar is large (about 800 rules, 600 terminals) and Lark's Earley predictor pays
for all of it at every position where an effect may begin: predicting a nonterminal adds an
item for every rule of its whole left-corner closure (Lark's ``predictions``), again for each
item of the set that expects a nonterminal of that closure, and nearly all of those items die
at the next scan because their first terminal does not match there. This subclass of Lark's
``xearley.Parser`` (the code of lark 1.3's ``earley.py``/``xearley.py``, MIT licence, changed
only as said here) does three things less:

1. **A nonterminal is predicted once per Earley set.** Its closure's items are all in the set
   (or the scan buffer) after the first prediction; predicting it again only adds duplicates,
   which Lark's ordered sets drop.
2. **Only rules that can start at the position are predicted.** No rule of the grammar is
   empty and no terminal matches the empty string (Lark refuses zero-width terminals for
   the dynamic lexer; :func:`faster` checks the rules and falls back to Lark's parser if one
   is empty), so an item ``(A → • X …, i)`` can advance only if a terminal of ``FIRST(X)``
   matches at ``i``. The others are dead: they never get an SPPF node, and every item they
   would predict is dead too.
3. **Each terminal's regular expression is matched at most once per position**, for the
   predictor and the scanner alike.

The items that do live are added to the same sets in the same order as Lark adds them, so the
shared packed parse forest, and the tree that ``ambiguity="resolve"`` picks from it, are the
ones Lark builds (``tests/oracle/test_earley.py`` compares the trees on real Oracle lines).
"""

from __future__ import annotations

import re
from collections import defaultdict, deque
from collections.abc import Callable, Sequence
from typing import Any

import lark
from lark import Lark
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF
from lark.grammar import NonTerminal, Rule
from lark.lexer import Token
from lark.parsers import xearley
from lark.parsers.earley_common import Item
from lark.parsers.earley_forest import ForestToParseTree, TokenNode
from lark.utils import dedup_list

# The Lark versions whose Earley code this module repeats (with the changes above).
SUPPORTED_LARK = ("1.3.",)

_UNSEEN: Any = object()


class LookaheadEarley(xearley.Parser):  # type: ignore[misc]
    """Lark's dynamic-lexer Earley parser with predictions filtered by the terminals that
    match at the position (see the module docstring)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._regexps: dict[str, re.Pattern[str]] = {}
        for name, pattern in self.term_matcher.__self__.regexps.items():
            self._regexps[name] = pattern
        # each nonterminal's closure (the nonterminals it predicts with it), and, by terminal,
        # the rules of its predictions that terminal can start (in Lark's order)
        self._closure: dict[NonTerminal, frozenset[NonTerminal]] = {}
        self._starts: dict[NonTerminal, tuple[dict[str, tuple[int, ...]], tuple[Rule, ...]]] = {}
        for nonterminal, rules in self.predictions.items():
            self._closure[nonterminal] = frozenset(rule.origin for rule in rules)
            table: defaultdict[str, list[int]] = defaultdict(list)
            for index, rule in enumerate(rules):
                first = rule.expansion[0]
                for terminal in [first] if first.is_term else self.FIRST[first]:
                    table[terminal.name].append(index)
            self._starts[nonterminal] = ({name: tuple(v) for name, v in table.items()},
                                         tuple(rules))

    def _live(self, nonterminal: NonTerminal, i: int, stream: str,
              matched: dict[str, Any]) -> list[Rule]:
        """The rules ``nonterminal`` predicts that can start at ``i``, in Lark's order."""
        table, rules = self._starts[nonterminal]
        hits: list[int] = []
        for name, indices in table.items():
            found = matched.get(name, _UNSEEN)
            if found is _UNSEEN:
                found = matched[name] = self._regexps[name].match(stream, i)
            if found is not None:
                hits.extend(indices)
        return [rules[k] for k in sorted(set(hits))]

    def predict_and_complete(self, i: int, to_scan: Any, columns: list[Any],
                             transitives: list[dict[Any, Any]], node_cache: dict[Any, Any],
                             matched: dict[str, Any] | None = None,
                             stream: str = "") -> None:
        """Lark's predictor and completer for set ``i``; predictions as the docstring says."""
        held_completions: dict[Any, Any] = {}
        terminals = self.TERMINALS
        closure = self._closure
        symbol_node = self.SymbolNode
        matched = {} if matched is None else matched
        predicted: set[NonTerminal] = set()

        column = columns[i]
        items = deque(column)
        while items:
            item = items.pop()
            if item.is_complete:  # the completer
                if item.node is None:
                    label = (item.s, item.start, i)
                    item.node = node_cache[label] if label in node_cache else \
                        node_cache.setdefault(label, symbol_node(*label))
                    item.node.add_family(item.s, item.rule, item.start, None, None)
                if transitives[item.start]:  # Leo items: lark 1.3 makes none
                    raise NotImplementedError("Leo transitive items")
                if item.start == i:
                    held_completions[item.rule.origin] = item.node
                s = item.s
                originators = [originator for originator in columns[item.start]
                               if originator.expect is not None and originator.expect == s]
                for originator in originators:
                    new_item = originator.advance()
                    label = (new_item.s, originator.start, i)
                    new_item.node = node_cache[label] if label in node_cache else \
                        node_cache.setdefault(label, symbol_node(*label))
                    new_item.node.add_family(new_item.s, new_item.rule, i, originator.node,
                                             item.node)
                    if new_item.expect in terminals:
                        to_scan.add(new_item)
                    elif new_item not in column:
                        column.add(new_item)
                        items.append(new_item)
            elif not item.expect.is_term:  # the predictor
                expect = item.expect
                new_items = []
                if expect not in predicted:
                    predicted |= closure[expect]
                    new_items = [Item(rule, 0, i) for rule in
                                 self._live(expect, i, stream, matched)]
                if expect in held_completions:
                    new_item = item.advance()
                    label = (new_item.s, item.start, i)
                    new_item.node = node_cache[label] if label in node_cache else \
                        node_cache.setdefault(label, symbol_node(*label))
                    new_item.node.add_family(new_item.s, new_item.rule, new_item.start,
                                             item.node, held_completions[expect])
                    new_items.append(new_item)
                for new_item in new_items:
                    if new_item.expect in terminals:
                        to_scan.add(new_item)
                    elif new_item not in column:
                        column.add(new_item)
                        items.append(new_item)

    def _parse(self, stream: str, columns: list[Any], to_scan: Any,
               start_symbol: NonTerminal | None = None,
               first: dict[str, Any] | None = None) -> Any:
        """Lark's main loop and scanner, each terminal matched once a position."""
        delayed_matches: defaultdict[int, list[Any]] = defaultdict(list)
        terminals = self.lexer_conf.terminals_by_name
        regexps = self._regexps
        transitives: list[dict[Any, Any]] = [{}]
        text_line = 1
        text_column = 1

        def scan(i: int, to_scan: Any, matched: dict[str, Any]) -> tuple[Any, dict[Any, Any]]:
            node_cache: dict[Any, Any] = {}
            for item in list(to_scan):
                name = item.expect.name
                found = matched.get(name, _UNSEEN)
                if found is _UNSEEN:
                    found = matched[name] = regexps[name].match(stream, i)
                if found:
                    token = Token(name, found.group(0), i, text_line, text_column)
                    delayed_matches[found.end()].append((item, i, token))
            next_to_scan = self.Set()
            next_set = self.Set()
            columns.append(next_set)
            transitives.append({})
            for item, start, token in delayed_matches[i + 1]:
                token.end_line = text_line
                token.end_column = text_column + 1
                token.end_pos = i + 1
                new_item = item.advance()
                label = (new_item.s, new_item.start, i + 1)
                token_node = TokenNode(token, terminals[token.type])
                new_item.node = node_cache[label] if label in node_cache else \
                    node_cache.setdefault(label, self.SymbolNode(*label))
                new_item.node.add_family(new_item.s, item.rule, new_item.start, item.node,
                                         token_node)
                if new_item.expect in self.TERMINALS:
                    next_to_scan.add(new_item)
                else:
                    next_set.add(new_item)
            del delayed_matches[i + 1]
            if not next_set and not delayed_matches and not next_to_scan:
                considered_rules = sorted(to_scan, key=lambda key: key.rule.origin.name)
                raise UnexpectedCharacters(stream, i, text_line, text_column,
                                           {item.expect.name for item in to_scan},
                                           set(to_scan), state=frozenset(i.s for i in to_scan),
                                           considered_rules=considered_rules)
            return next_to_scan, node_cache

        i = 0
        node_cache: dict[Any, Any] = {}
        matched = first if first is not None else {}
        for character in stream:
            self.predict_and_complete(i, to_scan, columns, transitives, node_cache, matched,
                                      stream)
            to_scan, node_cache = scan(i, to_scan, matched)
            matched = {}
            if character == "\n":
                text_line += 1
                text_column = 1
            else:
                text_column += 1
            i += 1
        self.predict_and_complete(i, to_scan, columns, transitives, node_cache, matched, stream)
        assert i == len(columns) - 1
        return to_scan

    def parse(self, lexer: Any, start: str) -> Any:
        """Lark's ``parse``, its first set predicted as every later one."""
        assert start, start
        stream: str = lexer
        start_symbol = NonTerminal(start)
        columns = [self.Set()]
        to_scan = self.Set()
        matched: dict[str, Any] = {}
        for rule in self._live(start_symbol, 0, stream, matched):
            item = Item(rule, 0, 0)
            if item.expect in self.TERMINALS:
                to_scan.add(item)
            else:
                columns[0].add(item)
        to_scan = self._parse(stream, columns, to_scan, start_symbol, matched)
        solutions = dedup_list(n.node for n in columns[-1] if n.is_complete and n.node is not None
                               and n.s == start_symbol and n.start == 0)
        if not solutions:
            expected_terminals = [t.expect.name for t in to_scan]
            raise UnexpectedEOF(expected_terminals, state=frozenset(i.s for i in to_scan))
        if len(solutions) > 1:
            raise RuntimeError("Earley should not generate multiple start symbol items!")
        solution, = solutions
        if self.Tree is None:
            return solution
        transformer = ForestToParseTree(self.Tree, self.callbacks,
                                        self.forest_sum_visitor and self.forest_sum_visitor(),
                                        self.resolve_ambiguity, not self.resolve_ambiguity)
        return transformer.transform(solution)


def applies(parser: Lark) -> bool:
    """Whether :class:`LookaheadEarley` may stand in for ``parser``'s Earley parser: a Lark
    version whose Earley code it repeats, the dynamic lexer, nothing ignored, no empty rule."""
    inner = getattr(getattr(parser, "parser", None), "parser", None)
    return (lark.__version__.startswith(SUPPORTED_LARK) and type(inner) is xearley.Parser
            and not inner.complete_lex and not inner.ignore and not inner.debug
            and all(rule.expansion for rule in inner.parser_conf.rules))


def faster(parser: Lark) -> Lark:
    """``parser`` with its Earley parser replaced by :class:`LookaheadEarley` where that
    :func:`applies` (else unchanged): the same trees, less work."""
    if not applies(parser):
        return parser
    inner = parser.parser.parser
    matcher: Callable[..., Any] = inner.term_matcher
    parser.parser.parser = LookaheadEarley(
        inner.lexer_conf, inner.parser_conf, matcher, resolve_ambiguity=inner.resolve_ambiguity,
        debug=inner.debug, tree_class=inner.Tree,
        ordered_sets=inner.Set is not set)
    return parser


__all__: Sequence[str] = ("LookaheadEarley", "applies", "faster")
