"""Safe YAML reading that remembers the line of every value.

Only plain data is read: text, numbers, true/false, lists and mappings whose keys are
text. Anchors and aliases are refused (they let a small file expand to billions of
values), and so are tags of every kind (``!!python/object``, ``!foo``, even ``!!str``),
text holding a control character (an escape sequence could drive a terminal), files
over :data:`MAX_BYTES`, nesting deeper than
:data:`MAX_DEPTH`, more than :data:`MAX_VALUES` values, characters YAML does not allow
(a NUL byte, say), and anything that is not a regular file. Every problem is a
one-line :class:`DataError` naming the file and line.

>>> doc = parse_yaml("a:\\n  - 1\\n  - x: 2\\n", "f.yaml")
>>> doc.data
{'a': [1, {'x': 2}]}
>>> doc.line(("a", 1, "x"))
3
>>> parse_yaml("a: &x [1]\\nb: *x\\n", "f.yaml")
Traceback (most recent call last):
...
engine.format.problems.DataError: f.yaml:1: anchors and aliases (&x) are not allowed; write the value out
>>> parse_yaml("a: !!python/object/apply:os.system [ls]\\n", "f.yaml")
Traceback (most recent call last):
...
engine.format.problems.DataError: f.yaml:1: YAML tags (!!python/object/apply:os.system) are not allowed; write plain values
>>> print(DataError("f.yaml", 2, 'unknown card "Vi\\u200bllage"'))
f.yaml:2: unknown card "Vi\\u200bllage"
"""

from __future__ import annotations

import errno
import os
import re
import stat
import unicodedata
from typing import Any

import yaml
from yaml.composer import Composer
from yaml.constructor import SafeConstructor
from yaml.events import AliasEvent, CollectionStartEvent, NodeEvent
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode
from yaml.resolver import Resolver

from engine.format.problems import MAX_BYTES, DataError, YamlDocument, visible

__all__ = [
    "MAX_BYTES",
    "MAX_DEPTH",
    "MAX_VALUES",
    "DataError",
    "YamlDocument",
    "parse_yaml",
    "parse_yaml_bytes",
    "read_yaml_file",
    "visible",
]

MAX_DEPTH = 50
"""The deepest nesting of lists and mappings read."""
MAX_VALUES = 200_000
"""The most values (scalars, lists and mappings) one file may hold."""

Path = tuple[str | int, ...]


class _Refused(Exception):
    """Raised inside the loader; turned into a :class:`DataError` with the file name."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(message)
        self.line = line
        self.message = message


def _fastest_parser() -> type:
    """libyaml's parser, in C, when PyYAML was built with it; else the pure-Python one."""
    try:
        import yaml.cyaml
    except ImportError:  # pragma: no cover - PyYAML without libyaml
        return yaml.parser.Parser
    parser: type = getattr(yaml.cyaml, "CParser", yaml.parser.Parser)
    return parser


_Parser = _fastest_parser()


def _fast_loader() -> type | None:
    """libyaml's whole loader in C (events and nodes), when PyYAML has it."""
    try:
        import yaml.cyaml
    except ImportError:  # pragma: no cover - PyYAML without libyaml
        return None
    loader: type | None = getattr(yaml.cyaml, "CSafeLoader", None)
    return loader


_FastLoader = _fast_loader()

_MAYBE_ANCHOR_ALIAS_OR_TAG = re.compile(r"(?:^|[\s\[{,:])(?:[&*]\S|!)")
"""Where an anchor (``&x``), alias (``*x``) or tag (``!x``) could start. A text with
none is composed by libyaml in C; one with any goes through :class:`_Loader`, which
names the anchor or tag."""

_YAML = "tag:yaml.org,2002:"
_PLAIN_TAGS = frozenset(
    _YAML + t for t in ("str", "int", "float", "bool", "null", "timestamp", "seq", "map")
)
"""The tags YAML gives untagged values; a node with any other was tagged in the file."""

_MAYBE_CONTROL = re.compile("[\\\\\u2028\u2029]")
"""What a text must hold for a value to hold a control character: an escape (``"\\e"``)
or a line or paragraph separator (YAML refuses the raw control characters)."""

_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029]")
"""Characters no text may hold: controls but tab and newline (ESC starts a terminal's
escape sequences, BEL rings it, C1 controls such as CSI act like ESC), and the line
and paragraph separators."""


def _tag_text(tag: str) -> str:
    return "!!" + tag.removeprefix(_YAML) if tag.startswith(_YAML) else tag


class _Loader(Composer, _Parser, SafeConstructor, Resolver):  # type: ignore[misc,valid-type]
    """PyYAML's safe loading, refusing anchors and aliases and bounding the nesting.

    The events come from libyaml's parser in C where PyYAML has it (about ten times
    faster); the nodes are composed here, in Python, so every check below applies.
    """

    def __init__(self, stream: str) -> None:
        _Parser.__init__(self, stream)  # type: ignore[misc]
        Composer.__init__(self)
        SafeConstructor.__init__(self)
        Resolver.__init__(self)
        self._depth = 0
        self._values = 0

    def compose_node(self, parent: Node | None, index: Any) -> Node | None:
        event = self.peek_event()  # type: ignore[no-untyped-call]
        line = event.start_mark.line + 1 if event is not None and event.start_mark else 1
        if isinstance(event, AliasEvent):
            raise _Refused(line, f"anchors and aliases (*{event.anchor}) are not allowed")
        if isinstance(event, NodeEvent) and event.anchor is not None:
            raise _Refused(
                line, f"anchors and aliases (&{event.anchor}) are not allowed; write the value out"
            )
        tag = getattr(event, "tag", None)
        if tag is not None:
            raise _Tagged(line, tag)
        self._values += 1
        if self._values > MAX_VALUES:
            raise _Refused(line, f"the file holds more than {MAX_VALUES:,} values")
        nested = isinstance(event, CollectionStartEvent)
        if nested:
            self._depth += 1
            if self._depth > MAX_DEPTH:
                raise _Refused(line, f"lists and mappings are nested more than {MAX_DEPTH} deep")
        try:
            return super().compose_node(parent, index)  # type: ignore[no-any-return]
        finally:
            if nested:
                self._depth -= 1


class _Tagged(_Refused):
    def __init__(self, line: int, tag: str) -> None:
        super().__init__(line, f"YAML tags ({_tag_text(tag)}) are not allowed; write plain values")


_STR = "tag:yaml.org,2002:str"


def _scalar(loader: _Loader, node: ScalarNode) -> Any:
    if node.tag == _STR:  # most values: text as written, no constructor needed
        return node.value
    try:
        return loader.construct_object(node, deep=True)
    except yaml.YAMLError:
        raise
    except (ValueError, TypeError, OverflowError, ArithmeticError) as exc:
        raise _Refused(node.start_mark.line + 1, f"cannot read the value: {exc}") from None


class _Budget:
    """How many values a walk has met, and how deep it is (the limits hold for nodes
    composed in C too)."""

    __slots__ = ("depth", "text", "values")

    def __init__(self, text: bool = True) -> None:
        self.values = 0
        self.depth = 0
        self.text = text
        """True when a value may hold a control character, so each text is checked."""


def _walk(
    loader: _Loader, node: Node, path: Path, doc: YamlDocument, budget: _Budget | None = None
) -> Any:
    if budget is None:
        budget = _Budget()
    line = node.start_mark.line + 1
    if node.tag not in _PLAIN_TAGS:
        raise _Tagged(line, node.tag)
    doc.lines[path] = line
    budget.values += 1
    if budget.values > MAX_VALUES:
        raise _Refused(line, f"the file holds more than {MAX_VALUES:,} values")
    if isinstance(node, (MappingNode, SequenceNode)):
        budget.depth += 1
        if budget.depth > MAX_DEPTH:
            raise _Refused(line, f"lists and mappings are nested more than {MAX_DEPTH} deep")
        try:
            return _walk_collection(loader, node, path, doc, budget)
        finally:
            budget.depth -= 1
    if isinstance(node, ScalarNode):
        value = _scalar(loader, node)
        if budget.text and isinstance(value, str):
            _plain_text(value, line)
        return value
    raise _Refused(line, "unsupported YAML node")


def _plain_text(text: str, line: int) -> None:
    """Refuse a text that holds a control character (see :data:`_CONTROL`)."""
    bad = _CONTROL.search(text)
    if bad is not None:
        code = ord(bad.group(0))
        name = _CONTROL_NAMES.get(code) or unicodedata.name(bad.group(0), "a control character")
        raise _Refused(
            line,
            f"holds the character U+{code:04X} ({name}): text may hold no control "
            "character (it could drive a terminal) and no line separator",
        )


_CONTROL_NAMES = {
    0x07: "BELL",
    0x08: "BACKSPACE",
    0x0D: "CARRIAGE RETURN",
    0x1B: "ESCAPE",
    0x7F: "DELETE",
    0x9B: "CONTROL SEQUENCE INTRODUCER",
    0x9D: "OPERATING SYSTEM COMMAND",
}


def _walk_collection(
    loader: _Loader, node: Node, path: Path, doc: YamlDocument, budget: _Budget
) -> Any:
    if isinstance(node, MappingNode):
        loader.flatten_mapping(node)
        out: dict[str, Any] = {}
        for key_node, value_node in node.value:
            line = key_node.start_mark.line + 1
            if not isinstance(key_node, ScalarNode) or key_node.tag not in _PLAIN_KEY_TAGS:
                raise _Refused(line, "keys must be plain text")
            key = key_node.value
            if budget.text:
                _plain_text(key, line)
            if key in out:
                raise _Refused(line, f'key "{key}" appears twice')
            sub = (*path, key)
            out[key] = _walk(loader, value_node, sub, doc, budget)
            doc.lines.setdefault(sub, line)
        return out
    return [_walk(loader, item, (*path, i), doc, budget) for i, item in enumerate(node.value)]


_PLAIN_KEY_TAGS = frozenset(
    f"tag:yaml.org,2002:{t}" for t in ("str", "int", "bool", "float", "null", "merge")
)
"""Keys are read as the text written: ``1:`` and ``yes:`` are the keys "1" and "yes"."""

_NOT_ALLOWED = re.compile(
    "[^\x09\x0a\x0d\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]"
)
"""Characters YAML does not allow in a document (PyYAML's own rule)."""


def parse_yaml(text: str, file: str) -> YamlDocument:
    """Parse one YAML document safely; raise :class:`DataError` on any problem."""
    bad = _NOT_ALLOWED.search(text)
    if bad:
        line = text.count("\n", 0, bad.start()) + 1
        name = unicodedata.name(bad.group(0), "a control character")
        code = f"U+{ord(bad.group(0)):04X}"
        raise DataError(
            file, line, f"holds the character {code} ({name}), which YAML does not allow"
        )
    doc = YamlDocument(file=file, data=None)
    fast = _FastLoader is not None and _MAYBE_ANCHOR_ALIAS_OR_TAG.search(text) is None
    loader = _FastLoader(text) if fast and _FastLoader is not None else _Loader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            raise DataError(file, 1, "the file is empty")
        doc.data = _walk(loader, node, (), doc, _Budget(_MAYBE_CONTROL.search(text) is not None))
    except _Refused as exc:
        raise DataError(file, exc.line, exc.message) from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else 1
        problem = exc.problem or exc.context or "invalid YAML"
        if "nesting depth" in problem:  # libyaml's own limit, met before ours
            raise DataError(
                file, line, f"lists and mappings are nested more than {MAX_DEPTH} deep"
            ) from None
        raise DataError(file, line, f"YAML syntax error: {problem}") from None
    except yaml.YAMLError as exc:
        raise DataError(file, 1, f"YAML error: {' '.join(str(exc).split())}") from None
    except RecursionError:
        raise DataError(file, 1, f"nested too deep (the limit is {MAX_DEPTH})") from None
    finally:
        loader.dispose()
    return doc


def _read_bytes(path: str, name: str) -> bytes:
    """The bytes of a regular file of at most :data:`MAX_BYTES`."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise DataError(name, 1, "cannot read the file: a loop of symbolic links") from None
        raise DataError(name, 1, f"cannot read the file: {exc.strerror}") from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            kind = "a folder" if stat.S_ISDIR(st.st_mode) else "not a regular file"
            raise DataError(name, 1, f"cannot read the file: it is {kind}")
        if st.st_size > MAX_BYTES:
            raise DataError(name, 1, _too_big(st.st_size))
        chunks = []
        total = 0
        while True:
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                break
            total += len(chunk)
            if total > MAX_BYTES:
                raise DataError(name, 1, _too_big(total))
            chunks.append(chunk)
        return b"".join(chunks)
    except OSError as exc:
        raise DataError(name, 1, f"cannot read the file: {exc.strerror}") from None
    finally:
        os.close(fd)


def _too_big(size: int) -> str:
    return f"the file is too large: {size:,} bytes or more, and the limit is {MAX_BYTES:,}"


def read_yaml_file(path: str, shown_as: str | None = None) -> YamlDocument:
    """Read and parse a YAML file, refusing text that is not UTF-8."""
    name = shown_as or path
    return parse_yaml_bytes(_read_bytes(path, name), name)


def parse_yaml_bytes(raw: bytes, name: str) -> YamlDocument:
    """Parse the bytes of a YAML file (named ``name`` in errors) as
    :func:`read_yaml_file` does once it has read them, refusing text that is not UTF-8."""
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
