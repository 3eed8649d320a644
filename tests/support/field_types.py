"""Whether a state's fields hold what their declared types say.

`DataState.clone` copies each field by its type (games/core/record.py): a list
declared as holding numbers is copied in one call, which would share any list
found inside it. The conformance tests check with `mismatches` that no field
holds a container where its type promises flat values."""

from __future__ import annotations

import types
import typing
from typing import Any

from games.core.record import DataState

_SCALARS = (int, str, bool, float, type(None))


def mismatches(state: DataState) -> list[str]:
    """The fields (with a path) whose value does not fit the declared type."""
    hints = typing.get_type_hints(type(state))
    found: list[str] = []
    for name in state.data_fields():
        _check(getattr(state, name), hints[name], name, found)
    return found


def _check(value: Any, hint: Any, path: str, found: list[str]) -> None:
    if hint is Any:
        return
    if hint in _SCALARS:
        if hint is float and isinstance(value, int) and not isinstance(value, bool):
            return
        if not isinstance(value, hint):
            found.append(f"{path}: {type(value).__name__} where {hint.__name__}")
        return
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        for part in args:
            trial: list[str] = []
            _check(value, part, path, trial)
            if not trial:
                return
        found.append(f"{path}: {type(value).__name__} fits no part of {hint}")
        return
    if origin is list:
        if not isinstance(value, list):
            found.append(f"{path}: {type(value).__name__} where a list")
            return
        for index, item in enumerate(value):
            _check(item, args[0], f"{path}[{index}]", found)
        return
    if origin is dict:
        if not isinstance(value, dict):
            found.append(f"{path}: {type(value).__name__} where a dict")
            return
        for key, item in value.items():
            _check(key, args[0], f"{path} key {key!r}", found)
            _check(item, args[1], f"{path}[{key!r}]", found)
        return
    # A type the copier does not read (it copies such a field in full): any JSON.
