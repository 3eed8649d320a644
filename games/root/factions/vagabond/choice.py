"""The Vagabond's item questions (refresh, aid, repair, ruin, drop) answer a
wrong choice the same way: by listing the choices there are."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.errors import IllegalAction
from games.core.frames import A, F
from games.core.types import Seat
from games.root.frames import Handler

if TYPE_CHECKING:
    from games.root.state import RootState


class ItemChoice(Handler[F, A]):
    """A Vagabond question among items; its `legal` are the choices."""

    def explain(
        self, state: RootState, frame: F, seat: Seat, action: object
    ) -> IllegalAction | None:
        options = ", ".join(f"`{a}`" for a in self.legal(state, frame, seat))
        return IllegalAction("vagabond.error.choose", options=options)
