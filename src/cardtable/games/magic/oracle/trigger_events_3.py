"""Counters put on a permanent as a trigger event (issue 29, h6-E; CR 122.6, 603.2).

"Whenever one or more +1/+1 counters are put on ~" (Herd Baloth), "… on a creature you control"
(Simic Ascendancy), "Whenever a +1/+1 counter is put on ~" (Fathom Mage: once for each
counter), "Whenever you put one or more -1/-1 counters on a creature" (Hapatra), "Whenever you
put one or more counters on a creature you don't control" (Generous Patron). The subject is any
subject of the composed events (``ev_subject``: "~", ARTICLE NOUN, "another NOUN", "enchanted
creature", "equipped creature"), so each joins every effect and intervening "if" after a
trigger. The engine fires the event from one place (``triggers.counters_put``), asked wherever
counters are put on a permanent or a permanent enters with them (CR 122.6).
"""

from __future__ import annotations

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError
from cardtable.games.magic.oracle.trigger_events import _Subject


def _counters_trigger(event: str, subject: _Subject, counter: str, whose: str) -> m.Trigger:
    if subject.kind not in (m.SELF, "filter", "enchanted", "equipped"):
        raise FamilyError("a counters event of no permanent")
    return m.Trigger(event, subject=subject.kind, filter=subject.filter, whose=whose,
                     counter=counter)


@v_args(inline=True)
class TriggerEvents3(BuilderMixin):
    """The builder's half of the counters-put events."""

    def trig_counters_put(self, kind: Token, subject: _Subject) -> m.Trigger:
        """"Whenever one or more KIND counters are put on SUBJECT" (CR 122.6): once for each
        permanent each time counters are put on it, whoever puts them."""
        return _counters_trigger("counters_put", subject, str(kind).lower(), "each")

    def trig_counter_put_each(self, article: Token, kind: Token, subject: _Subject
                              ) -> m.Trigger:
        """"Whenever a KIND counter is put on SUBJECT": once for each counter (CR 122.6)."""
        if str(article).lower() not in ("a", "an"):
            raise FamilyError("a counter event of a counted article")
        return _counters_trigger("counter_put_each", subject, str(kind).lower(), "each")

    def trig_you_put_counters(self, kind: Token, subject: _Subject) -> m.Trigger:
        """"Whenever you put one or more KIND counters on SUBJECT": counters you put — by a
        spell or ability you control, or on a permanent entering under your control."""
        return _counters_trigger("counters_put", subject, str(kind).lower(), m.YOU)

    def trig_you_put_any_counters(self, subject: _Subject) -> m.Trigger:
        """"Whenever you put one or more counters on SUBJECT" (counters of any kind)."""
        return _counters_trigger("counters_put", subject, "", m.YOU)
