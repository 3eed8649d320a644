"""Step-by-step suggestions for `/play action:` when a prompt has many legal actions.

Discord shows at most 25 suggestions, and a Root march can have hundreds of
moves. Each legal action comes with its *path* (`Game.choice_path`): the group
keys a player passes through (`w1->`, then `w1->5`) and finally its notation
(`3w1->5`), each with a label. Given what was typed so far:

- typed text equal to a group key keeps that group only (the player chose it);
- otherwise an action matches when the text begins one of its keys (typing
  notation) or every typed word appears in its keys or labels (free words);
- if the matches fit, they are offered as they are, in the legal order;
- if not, the first step where they part is offered instead: one suggestion per
  group (its key as the value, a label saying how many actions it holds), the
  action itself where a group would hold only one, and a group whose actions all
  share the next step too at that step (a clearing with one way out: `w12->4`).

Pure functions of the paths: nothing here knows a game or Discord.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

Step = tuple[str, str]  # (key, label)


@dataclass(frozen=True)
class Entry:
    """One legal action and the steps leading to it; the last step is the action."""

    path: tuple[Step, ...]

    @property
    def notation(self) -> str:
        return self.path[-1][0]

    @property
    def label(self) -> str:
        return self.path[-1][1]

    def key(self, depth: int) -> str:
        """The key at `depth`; past the last step, the action itself."""
        return self.path[min(depth, len(self.path) - 1)][0]

    def groups(self) -> tuple[str, ...]:
        """Its group keys (every key but the action's own), normalized."""
        return tuple(normalize(key) for key, _ in self.path[:-1])

    def matches(self, typed: str) -> bool:
        keys = [normalize(key) for key, _ in self.path]
        if any(key.startswith(typed) for key in keys):
            return True
        haystack = " ".join([*keys, *(label.lower() for _, label in self.path)])
        return all(word in haystack for word in typed.split())


@dataclass(frozen=True)
class Suggestion:
    """A value to put in the action field, its label, and how many legal actions
    it stands for: 1 is a whole action, more is a group (not playable yet)."""

    value: str
    label: str
    count: int = 1

    @property
    def is_group(self) -> bool:
        return self.count > 1


def normalize(text: str) -> str:
    """Lower case, single spaces: how typed text and keys are compared."""
    return " ".join(str(text).lower().split())


def group_members(entries: Sequence[Entry], typed: str) -> list[Entry] | None:
    """The actions under the group key `typed`, or None if it is no group key."""
    key = normalize(typed)
    if not key:
        return None
    members = [entry for entry in entries if key in entry.groups()]
    return members or None


def suggest(entries: Sequence[Entry], typed: str, fit: int) -> list[Suggestion]:
    """What to offer for `typed`: the matching actions if there are at most `fit`,
    else their groups at the first step where they part. The list is not cut:
    when even the groups are more than `fit`, the caller shows what it can."""
    typed = normalize(typed)
    members = group_members(entries, typed)
    if members is not None:
        # The chosen group's step is behind the player: offer what follows it.
        depth = 1 + max(entry.groups().index(typed) for entry in members)
        found = members
    else:
        depth = 0
        # Nothing typed yet (every menu opens so): every action matches.
        found = [entry for entry in entries if entry.matches(typed)] if typed else list(entries)
    if len(found) <= fit:
        return [Suggestion(entry.notation, entry.label) for entry in found]
    return _grouped(found, depth)


def _grouped(entries: Sequence[Entry], depth: int) -> list[Suggestion]:
    """One suggestion per key at the first step (from `depth` on) where the
    entries part ways, in the order the actions were listed."""
    deepest = max(len(entry.path) for entry in entries) - 1
    if depth >= deepest and len({entry.notation for entry in entries}) == len(entries):
        # No step left but the actions, each its own (a flat menu): the groups
        # below would all be groups of one.
        return [Suggestion(entry.notation, entry.label) for entry in entries]
    while depth < deepest and len({entry.key(depth) for entry in entries}) == 1:
        depth += 1
    groups: dict[str, list[Entry]] = {}
    for entry in entries:
        groups.setdefault(entry.key(depth), []).append(entry)
    shown = []
    for members in groups.values():
        if len(members) == 1:  # a group of one is offered as the action itself
            shown.append(Suggestion(members[0].notation, members[0].label))
            continue
        # A group whose members all share the next step too is offered at that
        # step (moves from a clearing with one way out: straight to that way).
        step = depth
        last = len(members[0].path) - 1
        while step + 1 < last and len({entry.key(step + 1) for entry in members}) == 1:
            step += 1
        key, label = members[0].path[step]
        shown.append(Suggestion(key, label, len(members)))
    return shown
