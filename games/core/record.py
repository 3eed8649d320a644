"""The one way a state is copied and stored: plain data plus its generator.

Every game's state is a dataclass whose fields hold only JSON data (ints,
strings, lists, dicts, None) apart from its `Rng`. That one rule gives every
game the same three operations, kept here:

- `to_json`: the fields copied, with the state's schema `version` and the
  generator's integer state;
- `from_json`: a stored state brought up to date one version at a time by the
  game's `upgrades`, then rebuilt (a stored game survives the next release);
- `clone`: an independent copy for search and for "what if" checks, made per
  field from its declared type (`_Copier`): a number or string is shared, a
  list of numbers or strings is copied in one C call (`list.copy`), a list of
  such lists list by list, and every field whose type says `Any` somewhere
  (frames, boards) goes through one `marshal` round trip with the others like
  it, which copies nested JSON data in C. The types are the games' own, which
  mypy checks against what the code stores; the conformance tests check that a
  clone shares no list or dict with its original and that every field holds
  what its type says.
"""

from __future__ import annotations

import dataclasses
import marshal
import types
import typing
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

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

    # What `@dataclass` gives each game's state (declared only: DataState itself
    # is not a dataclass), so that `dataclasses.fields` and the constructor
    # `from_json` calls are checked against it.
    __dataclass_fields__: ClassVar[dict[str, dataclasses.Field[Any]]]
    if TYPE_CHECKING:
        def __init__(self, *, rng: Rng, **fields: Any) -> None: ...

    # Worked out once per game's class, kept in that class's own `__dict__`.
    _data_fields: ClassVar[tuple[str, ...]]
    _copier: ClassVar[_Copier]

    @classmethod
    def data_fields(cls) -> tuple[str, ...]:
        """The stored fields: every dataclass field but the generator."""
        names: tuple[str, ...] | None = cls.__dict__.get("_data_fields")
        if names is None:
            names = tuple(f.name for f in dataclasses.fields(cls) if f.name != "rng")
            cls._data_fields = names
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
        return cls(rng=Rng(int(current["rng"])), **fields)

    @classmethod
    def copier(cls) -> _Copier:
        """How this class's fields are copied (worked out once from their types)."""
        found: _Copier | None = cls.__dict__.get("_copier")
        if found is None:
            found = _Copier(cls)
            cls._copier = found
        return found

    def clone(self: D) -> D:
        cls = type(self)
        twin = cls.__new__(cls)
        held = twin.__dict__
        held.update(self.__dict__)
        cls.copier().copy_into(held)
        twin.rng = self.rng.clone()
        # A copy is made to be changed, often field by field (a resample): it
        # starts without the original's remembered legal actions.
        twin._legal_memo = None
        twin._pending_memo = None
        return twin


def _copied(fields: dict[str, Any]) -> dict[str, Any]:
    copied: dict[str, Any] = marshal.loads(marshal.dumps(fields))
    return copied


Copy = Callable[[Any], Any]
_SCALARS = (int, str, bool, float, type(None))


class _Deep:
    """Marker: copy this field with the other nested-`Any` fields in one marshal call."""


_DEEP = _Deep()


class _Copier:
    """The copy of one state class's fields, chosen per field from its type.

    Fields of scalar types are left shared (they cannot change in place); flat
    lists and dicts are copied by one C call each, lists or dicts of flat ones
    element by element; fields with `Any` inside (or a type it does not know)
    are copied together by a single marshal round trip, which copies any depth.
    """

    def __init__(self, cls: type[DataState]) -> None:
        names = cls.data_fields()
        try:
            hints = typing.get_type_hints(cls)
        except (NameError, TypeError):  # a name only known to the type checker
            hints = {}
        self.shallow: list[tuple[str, Copy]] = []
        self.deep: tuple[str, ...] = ()
        deep: list[str] = []
        for name in names:
            how = _copy_for(hints[name]) if name in hints else _DEEP
            if isinstance(how, _Deep):
                deep.append(name)
            elif how is not None:
                self.shallow.append((name, how))
        self.deep = tuple(deep)

    def copy_into(self, held: dict[str, Any]) -> None:
        """Replace each field of an object's `__dict__` by its copy."""
        for name, how in self.shallow:
            held[name] = how(held[name])
        if self.deep:
            values = marshal.loads(marshal.dumps(tuple(held[name] for name in self.deep)))
            for name, value in zip(self.deep, values, strict=True):
                held[name] = value


def _copy_for(hint: Any) -> Copy | _Deep | None:
    """How a value of type `hint` is copied: None when it can be shared, `_DEEP`
    when only a full copy will do."""
    if hint in _SCALARS:
        return None
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        parts = [a for a in args if a is not type(None)]
        copies = [_copy_for(a) for a in parts]
        if all(c is None for c in copies):
            return None
        inner = copies[0]
        if len(parts) == 1 and inner is not None and not isinstance(inner, _Deep):
            return lambda value: None if value is None else inner(value)
        return _DEEP
    if origin is list and len(args) == 1:
        item = _copy_for(args[0])
        if item is None:
            return list.copy
        if isinstance(item, _Deep):
            return _DEEP
        each = item
        return lambda value: list(map(each, value))
    if origin is dict and len(args) == 2 and args[0] in _SCALARS:
        item = _copy_for(args[1])
        if item is None:
            return dict.copy
        if isinstance(item, _Deep):
            return _DEEP
        every = item
        return lambda value: dict(zip(value, map(every, value.values()), strict=True))
    return _DEEP
