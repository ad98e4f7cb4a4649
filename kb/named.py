"""``NamedTuple``, for the modules a cold ``dkb search`` or ``dkb show`` imports:
a class written as for :class:`typing.NamedTuple` (fields with their types and
defaults, methods, a docstring) becomes the same named tuple, made by
:func:`collections.namedtuple` without importing :mod:`typing` (which costs a cold
search more than its search). Type checkers see :class:`typing.NamedTuple` itself.

>>> class Pair(NamedTuple):
...     left: int
...     right: int = 0
...     def total(self) -> int:
...         return self.left + self.right
>>> Pair(2), Pair(2, 3).total(), Pair._fields
(Pair(left=2, right=0), 5, ('left', 'right'))
"""

from __future__ import annotations

from collections import namedtuple

__all__ = ["NamedTuple"]

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import NamedTuple as NamedTuple
else:
    _SKIP = frozenset(("__annotations__", "__module__", "__qualname__", "__doc__", "_root"))

    class _Maker(type):
        """Makes each class written on :class:`NamedTuple` a named tuple."""

        def __new__(mcls, name, bases, ns):
            if ns.get("_root"):
                return super().__new__(mcls, name, bases, ns)
            fields = list(ns.get("__annotations__", {}))
            defaults = [ns[f] for f in fields if f in ns]
            if any(f not in ns for f in fields[len(fields) - len(defaults) :]):
                raise TypeError(f"{name}: a field without a default after one with a default")
            made = namedtuple(name, fields, defaults=defaults, module=ns.get("__module__"))
            for key, value in ns.items():
                if key not in _SKIP and key not in fields:
                    setattr(made, key, value)
            made.__doc__ = ns.get("__doc__") or made.__doc__
            made.__qualname__ = ns.get("__qualname__", name)
            return made

    class NamedTuple(metaclass=_Maker):
        """The base of a named tuple class written as for :class:`typing.NamedTuple`."""

        _root = True
