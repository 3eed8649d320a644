"""Root's forms (games/core/forms.py): each faction's entry declares its own
(`FactionEntry.forms`), registered by `register_faction` like its frames."""

from __future__ import annotations

from games.core.forms import Forms

FORMS = Forms("root")
