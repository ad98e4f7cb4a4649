"""Imports point one way, down the layers: the value types, the scenario format, the
engine, the knowledge base, search and site, the CLI. A module never imports from a
layer above its own; the checker is shown to catch a planted reverse import."""

from __future__ import annotations

import ast
from collections.abc import Iterable
from pathlib import Path

from kb.paths import PROJECT_ROOT

LAYERS: list[tuple[str, tuple[str, ...]]] = [
    ("values", ("engine.values",)),
    ("scenario format", ("engine.format",)),
    ("engine", ("engine",)),
    ("knowledge base", ("kb",)),
    ("search and site", ("kb.search", "kb.site")),
    ("CLI", ("kb.cli",)),
]
"""Each layer's packages: the knowledge base is ``kb`` less its ``search``, ``site`` and
``cli`` packages (the most specific prefix wins)."""


def layer_of(module: str) -> int:
    best, rank = -1, -1
    for i, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > best:
                best, rank = len(prefix), i
    assert rank >= 0, f"{module} belongs to no layer"
    return rank


def modules() -> dict[str, Path]:
    out = {}
    for package in ("engine", "kb"):
        for path in sorted((PROJECT_ROOT / package).rglob("*.py")):
            parts = path.relative_to(PROJECT_ROOT).with_suffix("").parts
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            out[name] = path
    return out


def imports(source: str) -> Iterable[str]:
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            yield from (a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            yield node.module


def reverse_imports(sources: dict[str, str]) -> list[str]:
    bad = []
    for name, source in sources.items():
        for target in imports(source):
            if target.split(".")[0] in ("engine", "kb") and layer_of(target) > layer_of(name):
                bad.append(f"{name} ({LAYERS[layer_of(name)][0]}) imports {target} "
                           f"({LAYERS[layer_of(target)][0]})")  # fmt: skip
    return bad


def test_imports_point_down_the_layers() -> None:
    sources = {n: p.read_text(encoding="utf-8") for n, p in modules().items()}
    assert reverse_imports(sources) == []


def test_a_planted_reverse_import_is_caught() -> None:
    planted = {"engine.format.names": "from kb.loader import load\n"}
    assert reverse_imports(planted) == [
        "engine.format.names (scenario format) imports kb.loader (knowledge base)"
    ]
    assert reverse_imports({"kb.urls": "def f():\n    from kb.cli.main import main\n"})


def test_no_module_is_loaded_by_name_to_dodge_a_cycle() -> None:
    """``importlib`` only where the engine finds its card modules."""
    allowed = {PROJECT_ROOT / "engine" / "cards" / "__init__.py"}
    for package in ("engine", "kb"):
        for path in (PROJECT_ROOT / package).rglob("*.py"):
            if path not in allowed:
                assert "importlib" not in path.read_text(encoding="utf-8"), path
