"""Every card the engine plays, one module each, found by the module's name.

``engine/cards/<set>/<card_id>.py`` holds the :class:`~engine.card.CardRules` subclass of
the card whose id (its name in kebab-case) is ``<card_id>`` with ``-`` for ``_``,
and ``<card_id>.yaml`` beside it holds its scenarios. Adding a card is adding those
two files (and its record in ``data/cards``): nothing here lists the cards.
"""

from __future__ import annotations

import functools
import importlib
import inspect
import pkgutil
from collections.abc import Mapping
from pathlib import Path

from engine.card import CardRules
from engine.catalog import Catalog
from engine.values import card_id

__all__ = ["CARDS", "implemented", "rules_by_name", "scenario_files"]

_HERE = Path(__file__).parent


def _discover() -> dict[str, CardRules]:
    """The one CardRules subclass defined in each card module, by card id."""
    found: dict[str, CardRules] = {}
    for folder in sorted(p for p in _HERE.iterdir() if (p / "__init__.py").is_file()):
        package = f"{__name__}.{folder.name}"
        for info in pkgutil.iter_modules([str(folder)]):
            module = importlib.import_module(f"{package}.{info.name}")
            classes = [
                obj
                for obj in vars(module).values()
                if inspect.isclass(obj)
                and issubclass(obj, CardRules)
                and obj.__module__ == module.__name__
            ]
            if len(classes) != 1:
                raise ImportError(
                    f"{module.__name__} defines {len(classes)} CardRules classes; a card module "
                    "defines exactly one"
                )
            cls = classes[0]
            cls.card_id = info.name.replace("_", "-")
            found[cls.card_id] = cls()
    return found


CARDS: dict[str, CardRules] = _discover()
"""Every card the engine plays, by card id."""


def implemented(name: str) -> bool:
    """True when the engine plays the card with this name."""
    return card_id(name) in CARDS


@functools.cache
def rules_by_name(catalog: Catalog) -> Mapping[str, CardRules]:
    """The abilities of every card in ``catalog`` that the engine plays, by name."""
    out: dict[str, CardRules] = {}
    for name in catalog.by_name:
        rules = CARDS.get(card_id(name))
        if rules is not None:
            out[name] = rules
    return out


def scenario_files() -> list[Path]:
    """Every card's scenario file, ``<card_id>.yaml`` beside its module."""
    return sorted(_HERE.glob("*/*.yaml"))
