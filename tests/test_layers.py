"""The layers import one way: value types, the scenario format, the engine, the knowledge
base, search and site, the CLI. A module may import its own layer or one below it, never
one above, not even inside a function."""

from __future__ import annotations

import ast
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("engine", "kb")

LAYERS = ("values", "format", "engine", "knowledge base", "search and site", "CLI")
CLI = ("kb.cli", "kb.commands", "kb.run_command", "kb.search_command", "kb.__main__")
SEARCH_AND_SITE = ("kb.search", "kb.search_index", "kb.site", "kb.site_build", "kb.terminal")


def layer(module: str) -> int:
    """The layer of a project module, by its dotted name."""

    def under(prefixes: tuple[str, ...]) -> bool:
        return any(module == p or module.startswith(p + ".") for p in prefixes)

    if under(("engine.values",)):
        return 0
    if under(("engine.format",)):
        return 1
    if under(("engine",)):
        return 2
    if under(CLI):
        return 5
    if under(SEARCH_AND_SITE):
        return 4
    return 3


def _module_name(root: Path, path: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(tree: ast.AST, module: str) -> list[tuple[int, str]]:
    """Every project module imported anywhere in the module, with its line."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = module.split(".")[: -node.level] if node.level else []
                name = ".".join([*base, node.module or ""]).strip(".")
            else:
                name = node.module or ""
            found.append((node.lineno, name))
            found += [(node.lineno, f"{name}.{a.name}") for a in node.names]
    return [(line, n) for line, n in found if n.split(".")[0] in PACKAGES]


def violations(root: Path) -> list[str]:
    """Each import in ``root``'s packages that points to a higher layer."""
    out: list[str] = []
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            module = _module_name(root, path)
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for line, imported in _imports(tree, module):
                if layer(imported) > layer(module):
                    out.append(
                        f"{path.relative_to(root)}:{line}: {module} ({LAYERS[layer(module)]}) "
                        f"imports {imported} ({LAYERS[layer(imported)]})"
                    )
    return out


def test_imports_point_down_the_layers() -> None:
    assert violations(ROOT) == []


def test_a_planted_reverse_import_is_found(tmp_path: Path) -> None:
    for package in PACKAGES:
        shutil.copytree(ROOT / package, tmp_path / package)
    values = tmp_path / "engine" / "values.py"
    values.write_text(
        values.read_text(encoding="utf-8") + "\n\ndef _late() -> None:\n    import kb.loader\n",
        encoding="utf-8",
    )
    found = violations(tmp_path)
    assert len(found) == 1 and "engine.values (values) imports kb.loader" in found[0]


def test_no_module_is_loaded_by_name_to_dodge_a_cycle() -> None:
    """``importlib`` only where the engine finds its card modules."""
    allowed = {ROOT / "engine" / "cards" / "__init__.py"}
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            if path not in allowed:
                assert "importlib" not in path.read_text(encoding="utf-8"), path
