"""Every card the engine plays, one module each, found by the module's name.

``engine/cards/<set>/<card_id>.py`` holds the :class:`~engine.card.CardRules` subclass of
the card whose id (its name in kebab-case) is ``<card_id>`` with ``-`` for ``_``,
and ``<card_id>.yaml`` beside it holds its scenarios. Adding a card is adding those
two files (and its record in ``data/cards``): nothing here lists the cards. A module
whose name starts with ``_`` (``empires/_castles.py``) is a mechanism several cards of
the set share, not a card.

A card's module is imported when a game first needs the card, not at start-up:
:func:`implemented` only looks at which module files there are.
"""

from __future__ import annotations

import functools
import importlib
import os
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

from engine.card import CardRules
from engine.catalog import Catalog
from engine.values import card_id

if TYPE_CHECKING:
    from pathlib import Path

__all__ = ["CARDS", "implemented", "load_all", "rules_by_name", "rules_of", "scenario_files"]

_HERE = os.path.dirname(os.path.abspath(__file__))


def _modules() -> dict[str, str]:
    """Each card module's name (``engine.cards.<set>.<module>``), by card id, from the
    files alone: nothing is imported."""
    found: dict[str, str] = {}
    with os.scandir(_HERE) as sets:
        folders = sorted(
            e.name for e in sets if os.path.isfile(os.path.join(e.path, "__init__.py"))
        )
    for folder in folders:
        with os.scandir(os.path.join(_HERE, folder)) as files:
            names = sorted(e.name[:-3] for e in files if e.name.endswith(".py"))
        for name in names:
            if not name.startswith("_") and name.isidentifier():  # (_x.py: a shared mechanism)
                found[name.replace("_", "-")] = f"{__name__}.{folder}.{name}"
    return found


_MODULES = _modules()
_LOADED: dict[str, CardRules] = {}


def _load(cid: str) -> CardRules:
    """The abilities of the card ``cid``, its module imported now if not before."""
    rules = _LOADED.get(cid)
    if rules is not None:
        return rules
    module = importlib.import_module(_MODULES[cid])
    classes = [
        obj
        for obj in vars(module).values()
        if isinstance(obj, type)
        and issubclass(obj, CardRules)
        and obj.__module__ == module.__name__
    ]
    if len(classes) != 1:
        raise ImportError(
            f"{module.__name__} defines {len(classes)} CardRules classes; a card module "
            "defines exactly one"
        )
    cls = classes[0]
    cls.card_id = cid
    rules = _LOADED[cid] = cls()
    return rules


class _Cards(Mapping[str, CardRules]):
    """Every card the engine plays, by card id; each card's module is imported when
    the card is first looked up."""

    def __getitem__(self, cid: str) -> CardRules:
        if cid not in _MODULES:
            raise KeyError(cid)
        return _load(cid)

    def __contains__(self, cid: object) -> bool:
        return cid in _MODULES

    def __iter__(self) -> Iterator[str]:
        return iter(_MODULES)

    def __len__(self) -> int:
        return len(_MODULES)


CARDS: Mapping[str, CardRules] = _Cards()
"""Every card the engine plays, by card id."""


_PLAYED: dict[str, bool] = {}
"""Whether the engine plays each name asked about (random games ask very often)."""


def implemented(name: str) -> bool:
    """True when the engine plays the card with this name (no module is imported)."""
    played = _PLAYED.get(name)
    if played is None:
        played = _PLAYED[name] = card_id(name) in _MODULES
    return played


def rules_of(name: str) -> CardRules | None:
    """The abilities of the card with this name, or None when the engine does not
    play it."""
    cid = card_id(name)
    return _load(cid) if cid in _MODULES else None


class _RulesByName(dict[str, CardRules]):
    """A catalogue's cards that the engine plays, by name: a dict, so that a game's
    every look-up of a card already met is a plain one; a card not met yet is
    loaded on its first look-up."""

    def __init__(self, names: dict[str, str]) -> None:
        super().__init__()
        self._ids = names
        """The card id of each name the engine plays."""

    def __missing__(self, name: str) -> CardRules:
        cid = self._ids.get(name)
        if cid is None:
            raise KeyError(name)
        rules = self[name] = _load(cid)
        return rules

    def get(self, name: str, default: Any = None) -> Any:  # type: ignore[override]
        try:
            return self[name]
        except KeyError:
            return default

    def __contains__(self, name: object) -> bool:
        return name in self._ids

    def _all(self) -> None:
        for name in self._ids:
            self[name]  # loads it

    def __iter__(self) -> Iterator[str]:
        return iter(self._ids)

    def __len__(self) -> int:
        return len(self._ids)

    def keys(self) -> Any:
        self._all()
        return super().keys()

    def values(self) -> Any:
        self._all()
        return super().values()

    def items(self) -> Any:
        self._all()
        return super().items()


def load_all() -> None:
    """Import every card module now: for many games over random Kingdoms (each would
    import its cards anyway), after which :func:`rules_by_name` gives a plain dict,
    whose look-ups CPython makes faster than a subclass's."""
    if len(_LOADED) == len(_MODULES):  # every game of a random run calls this
        return
    for cid in _MODULES:
        _load(cid)


@functools.cache
def _by_name(catalog: Catalog, every: bool) -> Mapping[str, CardRules]:
    ids = {name: card_id(name) for name in catalog.by_name}
    played = {name: cid for name, cid in ids.items() if cid in _MODULES}
    if every:
        return {name: _LOADED[cid] for name, cid in played.items()}
    return _RulesByName(played)


def rules_by_name(catalog: Catalog) -> Mapping[str, CardRules]:
    """The abilities of every card in ``catalog`` that the engine plays, by name:
    each card's module imported when a game first looks the card up, unless
    :func:`load_all` imported them all."""
    return _by_name(catalog, len(_LOADED) == len(_MODULES))


def scenario_files() -> list[Path]:
    """Every card's scenario file, ``<card_id>.yaml`` beside its module."""
    from pathlib import Path  # (only the tests and the site list them)

    return sorted(Path(_HERE).glob("*/*.yaml"))
