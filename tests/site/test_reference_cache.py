"""The API reference is kept under the fingerprint of what it is built from, and a
build from the same code (any data) copies it instead of running Sphinx again."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.site import reference


def _tree(root: Path) -> None:
    for name in ("kb/a.py", "engine/b.py", "docs_api/conf.py", "pyproject.toml"):
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text("x = 1\n", encoding="utf-8")


def test_the_key_changes_with_the_code_and_docs_api(tmp_path: Path) -> None:
    _tree(tmp_path)
    first = reference.cache_key(tmp_path)
    assert reference.cache_key(tmp_path) == first
    (tmp_path / "kb" / "a.py").write_text("x = 22\n", encoding="utf-8")
    second = reference.cache_key(tmp_path)
    assert second != first
    (tmp_path / "docs_api" / "index.rst").write_text("T\n=\n", encoding="utf-8")
    third = reference.cache_key(tmp_path)
    assert third not in (first, second)
    (tmp_path / "data").mkdir()  # the data is not an input of the reference
    (tmp_path / "data" / "village.yaml").write_text("id: village\n", encoding="utf-8")
    assert reference.cache_key(tmp_path) == third


def test_a_cached_reference_is_copied_not_rebuilt(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = tmp_path / "cache"
    monkeypatch.setattr(reference, "CACHE_DIR", cache)
    key = reference.cache_key()
    (cache / key).mkdir(parents=True)
    (cache / key / "index.html").write_text("<p>kept</p>", encoding="utf-8")
    out = tmp_path / "out"
    out.mkdir()
    (out / "stale.html").write_text("old", encoding="utf-8")
    run = reference.start_reference(out, tmp_path / "work")
    assert run.process is None
    assert reference.finish_reference(run, out) == out
    assert sorted(p.name for p in out.iterdir()) == ["index.html"]
    assert (out / "index.html").read_text(encoding="utf-8") == "<p>kept</p>"


def test_keeping_a_build_replaces_the_older_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = tmp_path / "cache"
    monkeypatch.setattr(reference, "CACHE_DIR", cache)
    (cache / "oldkey").mkdir(parents=True)
    built = tmp_path / "built"
    built.mkdir()
    (built / "index.html").write_text("new", encoding="utf-8")
    reference._keep("newkey", built)
    assert [p.name for p in cache.iterdir()] == ["newkey"]
    assert (cache / "newkey" / "index.html").read_text(encoding="utf-8") == "new"
