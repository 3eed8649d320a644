"""The one way a state is copied and stored: plain data plus its generator.

Every game's state is a dataclass whose fields hold only JSON data (ints,
strings, lists, dicts, None) apart from its `Rng`. That one rule gives every
game the same three operations, kept here:

- `to_json`: the fields copied, with the state's schema `version` and the
  generator's integer state;
- `from_json`: a stored state brought up to date one version at a time by the
  game's `upgrades`, then rebuilt (a stored game survives the next release);
- `clone`: an independent copy for search and for "what if" checks. The fields
  go through one `marshal` round trip, which copies nested JSON data in C
  (faster than pickle, which must look up each object's class), cannot forget
  a field, and refuses anything that is not plain data.
"""

from __future__ import annotations

import copy
import dataclasses
import marshal
from collections.abc import Callable, Mapping
from typing import Any, ClassVar, TypeVar

from games.core.game import State
from games.core.rng import Rng

Upgrade = Callable[[dict[str, Any]], dict[str, Any]]
"""Turns the stored data of one schema version into the next version's."""

D = TypeVar("D", bound="DataState")


class DataState(State):
    """A state made of JSON data fields and `rng` (declare it a dataclass).

    Plain data only: dicts, lists, strings, numbers, booleans, None (a tuple
    comes back from JSON as a list, so keep lists).

    A game sets `schema_version`, and for each older version `v` it can still
    read, `upgrades[v]`: a function from version-`v` data to version `v + 1`
    (it must set `"version"` to `v + 1`).
    """

    schema_version: ClassVar[int]
    upgrades: ClassVar[Mapping[int, Upgrade]] = {}

    @classmethod
    def data_fields(cls) -> tuple[str, ...]:
        """The stored fields: every dataclass field but the generator."""
        names = cls.__dict__.get("_data_fields")
        if names is None:
            found = dataclasses.fields(cls)  # type: ignore[arg-type]  # each game's is one
            names = tuple(f.name for f in found if f.name != "rng")
            cls._data_fields = names  # type: ignore[attr-defined]
        return names

    def _fields(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self.data_fields()}

    def to_json(self) -> dict[str, Any]:
        data = _copied(self._fields())
        data["version"] = self.schema_version
        data["rng"] = self.rng.state
        return data

    @classmethod
    def upgrade(cls, data: Mapping[str, Any]) -> dict[str, Any]:
        """Stored data of an older schema version, brought to the current one."""
        current = dict(data)
        while current.get("version") in cls.upgrades and current["version"] < cls.schema_version:
            current = cls.upgrades[current["version"]](current)
        if current.get("version") != cls.schema_version:
            raise ValueError(
                f"unsupported {cls.game.id} state version {current.get('version')!r}"
            )
        return current

    @classmethod
    def from_json(cls: type[D], data: Mapping[str, Any]) -> D:
        current = cls.upgrade(data)
        fields = _copied({name: current[name] for name in cls.data_fields()})
        # `cls` is the game's dataclass, whose fields are `rng` and `fields`.
        return cls(rng=Rng(int(current["rng"])), **fields)  # type: ignore[call-arg]

    def clone(self: D) -> D:
        twin = copy.copy(self)
        for name, value in _copied(self._fields()).items():
            setattr(twin, name, value)
        twin.rng = self.rng.clone()
        return twin


def _copied(fields: dict[str, Any]) -> dict[str, Any]:
    copied: dict[str, Any] = marshal.loads(marshal.dumps(fields))
    return copied
