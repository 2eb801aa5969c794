# Parts of this module follow Lark's Earley parser (lark/parsers/earley.py, xearley.py,
# earley_forest.py), whose licence asks that this notice be kept with them:
#
# Copyright © 2017 Erez Shinan
#
# Permission is hereby granted, free of charge, to any person obtaining a copy of
# this software and associated documentation files (the "Software"), to deal in
# the Software without restriction, including without limitation the rights to
# use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of
# the Software, and to permit persons to whom the Software is furnished to do so,
# subject to the following conditions:
#
# The above copyright notice and this permission notice shall be included in all
# copies or substantial portions of the Software.
#
# THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
# IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS
# FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT.  IN NO EVENT SHALL THE AUTHORS OR
# COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER
# IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN
# CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.

"""Lark's Earley parser (dynamic lexer) without its wasted work: the same parse trees, faster.

The Oracle grammar is large (about 800 rules, 600 terminals), and Lark's Earley predictor pays
for all of it at every position where an effect may begin: predicting a nonterminal adds an
item for every rule of its whole left-corner closure, again for each item of the set that
expects a nonterminal of that closure, and nearly all those items die at the next scan because
their first terminal does not match there. :class:`LookaheadEarley` is Lark 1.3's
``xearley.Parser`` (``earley.py``, ``xearley.py`` and, for ``ambiguity="resolve"``,
``earley_forest.ForestToParseTree``; MIT licence) doing less:

1. **A nonterminal is predicted once per Earley set**: after the first time, its closure's
   items are all in the set or the scan buffer, and predicting it again only adds duplicates.
2. **Only rules that can start at the position are predicted.** No rule of the grammar is
   empty and no terminal matches the empty string (Lark refuses zero-width terminals for the
   dynamic lexer), so an item ``A → • X …`` predicted at ``i`` can advance only if a
   terminal of ``FIRST(X)`` matches at ``i``; the others never get a node in the forest, and
   the items they would predict are dead too. The terminals that may match are looked up by
   the character at ``i`` (:mod:`.first_chars`), then tried.
3. **Each terminal's regular expression is tried at most once per position**, for the
   predictor and the scanner alike, and the tokens a terminal makes there are one token.
4. **The tree is read off the forest directly.** With no empty rule and no cycle of unit rules
   (``A: B``, ``B: A``) the forest has no cycle, and Lark's resolving walk picks, at each node,
   its first packed child by ``sort_key`` — not empty first, then the greatest summed
   priority (``ForestSumVisitor``; summed here only where a node has several children, the
   only place they are compared), then the rule's order, ties in the order added.

Lark's machinery for what this grammar never has is left out (Leo's right-recursion items,
which Lark 1.3 does not make; held completions, which only empty rules make; ignored
terminals). The items that live are added to the same sets in the same order as in Lark, so
the forest and the tree picked from it are Lark's: :func:`faster` puts this parser in only
where :func:`applies` says all of the above holds (else Lark's own parser stays), and
``tests/oracle/test_earley.py`` compares the trees with Lark's on real Oracle lines.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from itertools import pairwise
from typing import Any

import lark
from lark import Lark
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF
from lark.grammar import NonTerminal, Rule
from lark.lexer import Token
from lark.parsers import xearley
from lark.parsers.earley_forest import PackedNode, TokenNode
from lark.utils import OrderedSet

from cardtable.games.magic.oracle.first_chars import ASCII, first_characters

# The Lark versions whose Earley code this module repeats (with the changes above).
SUPPORTED_LARK = ("1.3.",)  # pyproject.toml asks for these

_UNSEEN: Any = object()
# Lark's forest nodes and errors (untyped in Lark), as this module makes them
_packed: Callable[..., Any] = PackedNode
_token_node: Callable[..., Any] = TokenNode
_unexpected_characters: Callable[..., Exception] = UnexpectedCharacters
_unexpected_eof: Callable[..., Exception] = UnexpectedEOF


class _Fixed:
    """What every item at one position of one rule has: Lark's ``s``, ``expect`` and
    ``is_complete``, the forest label's key, and the next position."""

    __slots__ = ("expect", "is_complete", "key", "label", "next", "ptr", "rule", "s")

    def __init__(self, rule: Rule, ptr: int, key: int) -> None:
        self.rule = rule
        self.ptr = ptr
        self.key = key
        self.is_complete = len(rule.expansion) == ptr
        self.s: Any = rule.origin if self.is_complete else (rule, ptr)
        # a forest node is labelled by (s, start, end): s is a rule position, or the
        # symbol of every complete rule with that origin
        self.label: int | str = rule.origin.name if self.is_complete else key
        self.expect: Any = None if self.is_complete else rule.expansion[ptr]
        self.next: _Fixed = self

    def item(self, start: int) -> _Item:
        item = _Item.__new__(_Item)
        item.s = self.s
        item.rule = self.rule
        item.ptr = self.ptr
        item.start = start
        item.is_complete = self.is_complete
        item.expect = self.expect
        item.node = None
        item._hash = hash((self.key, start))
        item._fixed = self
        return item


class _Item:
    """Lark's Earley item (``earley_common.Item``, equal when Lark's are; without
    ``previous``, which nothing here reads)."""

    __slots__ = (
        "_fixed",
        "_hash",
        "expect",
        "is_complete",
        "node",
        "ptr",
        "rule",
        "s",
        "start",
    )

    s: Any
    rule: Rule
    ptr: int
    start: int
    is_complete: bool
    expect: Any
    node: _Node | None
    _hash: int
    _fixed: _Fixed

    def advance(self) -> _Item:
        return self._fixed.next.item(self.start)

    def __eq__(self, other: object) -> bool:
        return self is other or (isinstance(other, _Item) and self._fixed is other._fixed
                                 and self.start == other.start)

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        before = " ".join(symbol.name for symbol in self.rule.expansion[:self.ptr])
        after = " ".join(symbol.name for symbol in self.rule.expansion[self.ptr:])
        return f"{self.rule.origin.name} ::= {before}* {after} ({self.start})"


class _Node:
    """A symbol or intermediate node of the forest: Lark's ``StableSymbolNode`` with only
    what the tree is read from (its packed children, an ordered set)."""

    __slots__ = ("children", "end", "is_intermediate", "s", "start")

    def __init__(self, s: Any, start: int, end: int) -> None:
        self.s = s
        self.start = start
        self.end = end
        self.children: dict[PackedNode, None] = {}
        self.is_intermediate = isinstance(s, tuple)

    def add_family(self, lr0: Any, rule: Rule, start: int, left: _Node | None,
                   right: Any) -> None:
        self.children.setdefault(_packed(self, lr0, rule, start, left, right))


def _has_cycle(edges: set[tuple[str, str]]) -> bool:
    """Whether the directed graph of ``edges`` has a cycle."""
    graph: defaultdict[str, list[str]] = defaultdict(list)
    for source, target in edges:
        graph[source].append(target)
    state: dict[str, int] = {}  # 1: on the path, 2: done

    def visit(node: str) -> bool:
        state[node] = 1
        for target in graph[node]:
            if state.get(target) == 1 or (target not in state and visit(target)):
                return True
        state[node] = 2
        return False

    return any(node not in state and visit(node) for node in list(graph))


def _resolve(root: _Node, callbacks: dict[Any, Callable[[list[Any]], Any]]) -> Any:
    """The tree Lark's ``ForestToParseTree`` makes from the (acyclic) forest ``root`` with
    ``ambiguity="resolve"``: a node's value is that of its first packed child by ``sort_key``;
    a packed child's value is its left child's (spliced when that is an intermediate node's
    list) and right child's, given to its rule's tree callback unless its parent is an
    intermediate node."""
    priorities: dict[int, Any] = {}

    def priority(node: Any) -> Any:  # ForestSumVisitor.visit_*_out
        if node is None:
            return 0
        if isinstance(node, TokenNode):
            return node.priority
        if isinstance(node, PackedNode):
            own = node.rule.options.priority
            total = own if not node.parent.is_intermediate and own else 0
            return total + priority(node.right) + priority(node.left)
        found = priorities.get(id(node), _UNSEEN)
        if found is _UNSEEN:
            found = priorities[id(node)] = max(priority(child) for child in node.children)
        return found

    def sort_key(node: PackedNode) -> tuple[bool, Any, int]:  # PackedNode.sort_key
        return node.left is None and node.right is None, -priority(node), node.rule.order

    def value(node: _Node) -> Any:
        children = node.children
        packed = next(iter(children)) if len(children) == 1 else min(children, key=sort_key)
        out: list[Any] = []
        left = packed.left
        if left is not None:
            found = value(left)
            if left.is_intermediate and isinstance(found, list):
                out += found
            else:
                out.append(found)
        right = packed.right
        if right is not None:
            out.append(right.token if isinstance(right, TokenNode) else value(right))
        return out if node.is_intermediate else callbacks[packed.rule](out)

    return value(root)


class LookaheadEarley(xearley.Parser):
    """Lark's dynamic-lexer Earley parser, predicting only what can start where it predicts
    (see the module docstring). Construct it as Lark's; use it through :func:`faster`."""

    def __init__(self, lexer_conf: Any, parser_conf: Any, term_matcher: Any,
                 **options: Any) -> None:
        # one object for each grammar symbol, so that symbols are compared by identity
        symbols: dict[tuple[bool, str], Any] = {}
        for rule in parser_conf.rules:
            rule.origin = symbols.setdefault((False, rule.origin.name), rule.origin)
            rule.expansion = [symbols.setdefault((symbol.is_term, symbol.name), symbol)
                              for symbol in rule.expansion]
        super().__init__(lexer_conf, parser_conf, term_matcher, **options)
        self._regexps = dict(term_matcher.__self__.regexps)
        self._terminals = lexer_conf.terminals_by_name
        firsts = {name: first_characters(pattern) for name, pattern in self._regexps.items()}
        starts: dict[Rule, _Fixed] = {}
        for rule in parser_conf.rules:
            chain = [_Fixed(rule, ptr, len(starts) * 1024 + ptr)
                     for ptr in range(len(rule.expansion) + 1)]
            for here, after in pairwise(chain):
                here.next = after
            starts[rule] = chain[0]
        # By nonterminal (name): the nonterminals predicted with it, and by the character at
        # the position (ASCII; ``every`` for the others), the terminals that may begin a rule
        # it predicts, each with the rules it may begin (their indices in Lark's order).
        self._closure: dict[str, frozenset[str]] = {}
        self._starts: dict[str, tuple[list[tuple[tuple[str, tuple[int, ...]], ...]],
                                      tuple[tuple[str, tuple[int, ...]], ...],
                                      tuple[_Fixed, ...]]] = {}
        for nonterminal, rules in self.predictions.items():
            self._closure[nonterminal.name] = frozenset(rule.origin.name for rule in rules)
            table: defaultdict[str, list[int]] = defaultdict(list)
            for index, rule in enumerate(rules):
                first = rule.expansion[0]
                for terminal in [first] if first.is_term else self.FIRST[first]:
                    table[terminal.name].append(index)
            every = tuple((name, tuple(indices)) for name, indices in table.items())
            by_char = [tuple(entry for entry in every
                             if (chars := firsts[entry[0]]) is None or chr(code) in chars)
                       for code in range(ASCII)]
            self._starts[nonterminal.name] = (by_char, every,
                                              tuple(starts[rule] for rule in rules))

    def _live(self, nonterminal: str, i: int, stream: str,
              matched: dict[str, Any]) -> list[_Fixed]:
        """The rules ``nonterminal`` predicts that can start at ``i``, in Lark's order
        (``matched``: the terminals tried at ``i`` so far, and their matches)."""
        by_char, every, rules = self._starts[nonterminal]
        code = ord(stream[i]) if i < len(stream) else 0
        hits: list[int] = []
        for name, indices in by_char[code] if code < ASCII else every:
            found = matched.get(name, _UNSEEN)
            if found is _UNSEEN:
                found = matched[name] = self._regexps[name].match(stream, i)
            if found is not None:
                hits += indices
        if not hits:
            return []
        return [rules[k] for k in sorted(set(hits))]

    def _predict_and_complete(self, i: int, stream: str, columns: list[dict[_Item, None]],
                              to_scan: dict[_Item, None], node_cache: dict[Any, _Node],
                              matched: dict[str, Any]) -> None:
        """Lark's predictor and completer for set ``i``."""
        closure = self._closure
        predicted: set[str] = set()
        column = columns[i]
        items = list(column)
        while items:
            item = items.pop()
            if item.is_complete:  # the completer
                s = item.s
                for originator in [o for o in columns[item.start] if o.expect is s]:
                    new_item = originator.advance()
                    label = (new_item._fixed.label, originator.start, i)
                    node = node_cache.get(label)
                    if node is None:
                        node = node_cache[label] = _Node(new_item.s, originator.start, i)
                    node.add_family(new_item.s, new_item.rule, i, originator.node, item.node)
                    new_item.node = node
                    if new_item.expect is not None and new_item.expect.is_term:
                        to_scan[new_item] = None
                    elif new_item not in column:
                        column[new_item] = None
                        items.append(new_item)
            elif not item.expect.is_term:  # the predictor
                name = item.expect.name
                if name in predicted:
                    continue
                predicted |= closure[name]
                for fixed in self._live(name, i, stream, matched):
                    new_item = fixed.item(i)
                    if new_item.expect.is_term:
                        to_scan[new_item] = None
                    elif new_item not in column:
                        column[new_item] = None
                        items.append(new_item)

    def _scan(self, i: int, stream: str, columns: list[dict[_Item, None]],
              to_scan: dict[_Item, None], delayed: defaultdict[int, list[Any]],
              matched: dict[str, Any], where: tuple[int, int]
              ) -> tuple[dict[_Item, None], dict[Any, _Node]]:
        """Lark's scanner at ``i`` (``where``: its line and column): the terminals expected
        here are matched, the tokens that end at ``i + 1`` advance their items into set
        ``i + 1`` (returned: its scan buffer and node cache)."""
        for item in to_scan:
            name = item.expect.name
            found = matched.get(name, _UNSEEN)
            if found is _UNSEEN:
                found = matched[name] = self._regexps[name].match(stream, i)
            if found:
                delayed[found.end()].append((item, i, name, found.group(0), where))
        node_cache: dict[Any, _Node] = {}
        next_to_scan: dict[_Item, None] = {}
        next_set: dict[_Item, None] = {}
        columns.append(next_set)
        tokens: dict[tuple[str, int], TokenNode] = {}
        line, column = where
        for item, start, name, text, (start_line, start_column) in delayed.pop(i + 1, ()):
            token_node = tokens.get((name, start))
            if token_node is None:
                token = Token(name, text, start, start_line, start_column)
                token.end_line = line
                token.end_column = column + 1
                token.end_pos = i + 1
                token_node = tokens[name, start] = _token_node(token, self._terminals[name])
            new_item = item.advance()
            label = (new_item._fixed.label, new_item.start, i + 1)
            node = node_cache.get(label)
            if node is None:
                node = node_cache[label] = _Node(new_item.s, new_item.start, i + 1)
            node.add_family(new_item.s, item.rule, new_item.start, item.node, token_node)
            new_item.node = node
            if new_item.expect is not None and new_item.expect.is_term:
                next_to_scan[new_item] = None
            else:
                next_set[new_item] = None
        if not next_set and not delayed and not next_to_scan:
            raise _unexpected_characters(stream, i, line, column,
                                       {item.expect.name for item in to_scan}, set(to_scan),
                                       state=frozenset(item.s for item in to_scan),
                                       considered_rules=sorted(
                                           to_scan, key=lambda item: item.rule.origin.name))
        return next_to_scan, node_cache

    def parse(self, lexer: Any, start: str) -> Any:
        """Lark's ``parse`` (``lexer``: the text, as Lark passes it to a dynamic lexer)."""
        stream: str = lexer
        columns: list[dict[_Item, None]] = [{}]
        to_scan: dict[_Item, None] = {}
        matched: dict[str, Any] = {}
        for fixed in self._live(start, 0, stream, matched):
            item = fixed.item(0)
            if item.expect.is_term:
                to_scan[item] = None
            else:
                columns[0][item] = None
        delayed: defaultdict[int, list[Any]] = defaultdict(list)
        node_cache: dict[Any, _Node] = {}
        line, column = 1, 1
        for i, character in enumerate(stream):
            if columns[i] or to_scan:
                self._predict_and_complete(i, stream, columns, to_scan, node_cache, matched)
                to_scan, node_cache = self._scan(i, stream, columns, to_scan, delayed,
                                                 matched, (line, column))
            elif i + 1 in delayed or not delayed:  # tokens end at i + 1, or none is left
                to_scan, node_cache = self._scan(i, stream, columns, to_scan, delayed,
                                                 matched, (line, column))
            else:  # nothing expected at i, no token ends at i + 1: an empty set
                columns.append({})
                node_cache = {}
            if matched:
                matched = {}
            if character == "\n":
                line, column = line + 1, 1
            else:
                column += 1
        self._predict_and_complete(len(stream), stream, columns, to_scan, node_cache, matched)
        start_symbol = NonTerminal(start)
        solutions = list(dict.fromkeys(
            item.node for item in columns[-1] if item.is_complete and item.node is not None
            and item.s == start_symbol and item.start == 0))
        if not solutions:
            raise _unexpected_eof([item.expect.name for item in to_scan],
                                state=frozenset(item.s for item in to_scan))
        if len(solutions) > 1:
            raise RuntimeError("Earley should not generate multiple start symbol items!")
        return _resolve(solutions[0], self.callbacks)


def applies(parser: Lark) -> bool:
    """Whether :class:`LookaheadEarley` may stand in for ``parser``'s Earley parser: a Lark
    version whose code it repeats; the dynamic lexer with nothing ignored; trees resolved
    from ordered sets; no empty rule, no two equal rules, no cycle of unit rules."""
    inner = getattr(getattr(parser, "parser", None), "parser", None)
    if not (lark.__version__.startswith(SUPPORTED_LARK) and type(inner) is xearley.Parser
            and not inner.complete_lex and not inner.ignore and not inner.debug
            and inner.resolve_ambiguity and inner.Tree is not None
            and inner.Set is OrderedSet):
        return False
    rules = inner.parser_conf.rules
    units = {(rule.origin.name, rule.expansion[0].name) for rule in rules
             if len(rule.expansion) == 1 and not rule.expansion[0].is_term}
    return all(rule.expansion for rule in rules) and len(set(rules)) == len(rules) and \
        not _has_cycle(units)


def faster(parser: Lark) -> Lark:
    """``parser`` with its Earley parser replaced by :class:`LookaheadEarley` where that
    :func:`applies` (else unchanged): the same trees, less work."""
    if applies(parser):
        inner = parser.parser.parser
        parser.parser.parser = LookaheadEarley(
            inner.lexer_conf, inner.parser_conf, inner.term_matcher,
            resolve_ambiguity=True, tree_class=inner.Tree, ordered_sets=True)
    return parser
