"""Safe YAML reading that remembers the line of every value.

>>> doc = parse_yaml("a:\\n  - 1\\n  - x: 2\\n", "f.yaml")
>>> doc.data
{'a': [1, {'x': 2}]}
>>> doc.line(("a", 1, "x"))
3
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

__all__ = ["DataError", "YamlDocument", "parse_yaml", "read_yaml_file"]

Path = tuple[str | int, ...]


class DataError(Exception):
    """A problem in a data file, with the file, line and dotted path it concerns."""

    def __init__(self, file: str, line: int, message: str, path: str = "") -> None:
        super().__init__(message)
        self.file = file
        self.line = line
        self.path = path
        self.message = message

    def __str__(self) -> str:
        where = f"{self.path}: " if self.path else ""
        return f"{self.file}:{self.line}: {where}{self.message}"


@dataclass
class YamlDocument:
    """Parsed YAML data and the line (1-based) of each value, by its path."""

    file: str
    data: Any
    lines: dict[Path, int] = field(default_factory=dict)

    def line(self, path: Path) -> int:
        """The line of the value at ``path``, or of its nearest enclosing value."""
        path = tuple(path)
        while path:
            if path in self.lines:
                return self.lines[path]
            path = path[:-1]
        return self.lines.get((), 1)


_Base: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""PyYAML's safe loader, in C where the library has it (about seven times faster, with
the same line numbers)."""


class _Loader(_Base):  # type: ignore[valid-type,misc]
    """PyYAML's safe loader; only plain data types are ever constructed."""


def _walk(loader: _Loader, node: Node, path: Path, doc: YamlDocument) -> Any:
    doc.lines[path] = node.start_mark.line + 1
    if isinstance(node, MappingNode):
        loader.flatten_mapping(node)
        out: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            key = loader.construct_object(key_node, deep=True)
            if not isinstance(key, str | int | bool | float) or key is None:
                raise DataError(doc.file, key_node.start_mark.line + 1, "keys must be plain text")
            if key in out:
                raise DataError(
                    doc.file, key_node.start_mark.line + 1, f'key "{key}" appears twice'
                )
            sub = (*path, key if isinstance(key, str) else str(key))
            out[key] = _walk(loader, value_node, sub, doc)
            doc.lines.setdefault(sub, key_node.start_mark.line + 1)
        return out
    if isinstance(node, SequenceNode):
        return [_walk(loader, item, (*path, i), doc) for i, item in enumerate(node.value)]
    if isinstance(node, ScalarNode):
        return loader.construct_object(node, deep=True)
    raise DataError(doc.file, node.start_mark.line + 1, "unsupported YAML node")


def parse_yaml(text: str, file: str) -> YamlDocument:
    """Parse one YAML document safely; raise :class:`DataError` on any problem."""
    doc = YamlDocument(file=file, data=None)
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            raise DataError(file, 1, "the file is empty")
        doc.data = _walk(loader, node, (), doc)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else 1
        problem = exc.problem or exc.context or "invalid YAML"
        raise DataError(file, line, f"YAML syntax error: {problem}") from None
    except yaml.YAMLError as exc:
        raise DataError(file, 1, f"YAML error: {exc}") from None
    finally:
        loader.dispose()
    return doc


def read_yaml_file(path: str, shown_as: str | None = None) -> YamlDocument:
    """Read and parse a YAML file, refusing text that is not UTF-8."""
    name = shown_as or path
    try:
        with open(path, "rb") as fh:
            raw = fh.read()
    except OSError as exc:
        raise DataError(name, 1, f"cannot read the file: {exc.strerror}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise DataError(
            name, line, f"not UTF-8 text (byte 0x{raw[exc.start]:02x} cannot be decoded)"
        ) from None
    if text.startswith("\ufeff"):
        text = text[1:]
    if not text.strip() or all(
        not ln.strip() or ln.lstrip().startswith("#") for ln in text.splitlines()
    ):
        raise DataError(name, 1, "the file is empty")
    return parse_yaml(text, name)
