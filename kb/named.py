"""``NamedTuple``, for the modules a cold ``dkb search`` or ``dkb show`` imports:
a class written as for :class:`typing.NamedTuple` (fields with their types and
defaults, methods, a docstring) becomes a named tuple like the one
:func:`collections.namedtuple` makes (the same fields, defaults, ``_make``,
``_replace``, ``_asdict``, repr, pickling), without importing :mod:`typing` or
:mod:`collections` and without compiling code for each class, which together cost a
cold search more than its search. Type checkers see :class:`typing.NamedTuple` itself.

>>> class Pair(NamedTuple):
...     left: int
...     right: int = 0
...     def total(self) -> int:
...         return self.left + self.right
>>> Pair(2), Pair(2, 3).total(), Pair._fields, Pair(right=1, left=0)._replace(left=5)
(Pair(left=2, right=0), 5, ('left', 'right'), Pair(left=5, right=1))
"""

from __future__ import annotations

__all__ = ["NamedTuple"]

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import NamedTuple as NamedTuple
else:
    try:  # the C getter collections.namedtuple itself uses
        from _collections import _tuplegetter
    except ImportError:  # pragma: no cover - another Python

        def _tuplegetter(index, doc):
            return property(lambda self: self[index], doc=doc)

    _SKIP = frozenset(("__annotations__", "__module__", "__qualname__", "__doc__", "_root"))
    _MISSING = object()

    def _constructor(name, fields, defaults):
        """The ``__new__`` of a named tuple with these fields and trailing defaults."""
        n = len(fields)
        first_default = n - len(defaults)
        index = {f: i for i, f in enumerate(fields)}
        new_tuple = tuple.__new__

        def __new__(cls, *args, **kwargs):
            if not kwargs and len(args) == n:
                return new_tuple(cls, args)
            if len(args) > n:
                raise TypeError(f"{name}() takes {n} arguments but {len(args)} were given")
            values = [*args, *[_MISSING] * (n - len(args))]
            for key, value in kwargs.items():
                i = index.get(key)
                if i is None:
                    raise TypeError(f"{name}() got an unexpected keyword argument {key!r}")
                if i < len(args):
                    raise TypeError(f"{name}() got multiple values for argument {key!r}")
                values[i] = value
            for i in range(len(args), n):
                if values[i] is _MISSING:
                    if i < first_default:
                        raise TypeError(f"{name}() missing required argument: {fields[i]!r}")
                    values[i] = defaults[i - first_default]
            return new_tuple(cls, values)

        return __new__

    def _make(cls, iterable):
        made = tuple.__new__(cls, iterable)
        if len(made) != len(cls._fields):
            raise TypeError(f"expected {len(cls._fields)} arguments, got {len(made)}")
        return made

    def _replace(self, **changes):
        made = self._make([changes.pop(f, v) for f, v in zip(self._fields, self, strict=True)])
        if changes:
            raise ValueError(f"got unexpected field names: {list(changes)!r}")
        return made

    def _asdict(self):
        return dict(zip(self._fields, self, strict=True))

    def _repr(self):
        shown = ", ".join(f"{f}={v!r}" for f, v in zip(self._fields, self, strict=True))
        return f"{type(self).__name__}({shown})"

    def _getnewargs(self):
        return tuple(self)

    class _Maker(type):
        """Makes each class written on :class:`NamedTuple` a named tuple."""

        def __new__(mcls, name, bases, ns):
            if ns.get("_root"):
                return super().__new__(mcls, name, bases, ns)
            fields = tuple(ns.get("__annotations__", {}))
            defaults = tuple(ns[f] for f in fields if f in ns)
            if any(f not in ns for f in fields[len(fields) - len(defaults) :]):
                raise TypeError(f"{name}: a field without a default after one with a default")
            body = {
                "__slots__": (),
                "__module__": ns.get("__module__"),
                "__qualname__": ns.get("__qualname__", name),
                "__doc__": ns.get("__doc__") or f"{name}({', '.join(fields)})",
                "__new__": _constructor(name, fields, defaults),
                "__match_args__": fields,
                "__repr__": _repr,
                "__getnewargs__": _getnewargs,
                "_fields": fields,
                "_field_defaults": dict(
                    zip(fields[len(fields) - len(defaults) :], defaults, strict=True)
                ),
                "_make": classmethod(_make),
                "_replace": _replace,
                "_asdict": _asdict,
            }
            for i, f in enumerate(fields):
                body[f] = _tuplegetter(i, f"Alias for field number {i}")
            for key, value in ns.items():
                if key not in _SKIP and key not in fields:
                    body[key] = value
            return type.__new__(type, name, (tuple,), body)

    class NamedTuple(metaclass=_Maker):
        """The base of a named tuple class written as for :class:`typing.NamedTuple`."""

        _root = True
