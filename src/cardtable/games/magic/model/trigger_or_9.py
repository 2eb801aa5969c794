"""The wording mark of two trigger events printed as one line (issue 29, h9-TRG; CR 603.2).

"Whenever A or B, …" is two triggered abilities with one effect (``oracle/trigger_or_9.py``);
the second one's ``TriggeredAbility.text`` is :data:`OR_JOINED` followed by how Oracle joined
the two events (``"full"``, ``"bare"``, ``"verb:N"``, ``"subj:M"``), which
``text/trigger_or_9.py`` prints back. The engine never reads it: each ability triggers on its
own event.
"""

from __future__ import annotations

OR_JOINED = "or_joined:"

__all__ = ["OR_JOINED"]
