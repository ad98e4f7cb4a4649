"""The caches' keys: a checkout whose files change never gets a stale answer (every
record file's size and time are read), a command walks the records once, and only an
installed wheel's own records are keyed by the manifest its build wrote."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from kb import paths
from kb.paths import code_key, data_engine_key, manifest, records_key, remembering
from kb.search.index import data_key

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "minimal"


@pytest.fixture
def data(tmp_path: Path) -> Path:
    root = tmp_path / "data"
    shutil.copytree(FIXTURE, root)
    return root


def keys(root: Path) -> tuple[str, str, str]:
    return records_key(root)[0], data_key(root), data_engine_key(root)


def test_every_change_to_the_records_is_a_new_key(data: Path) -> None:
    seen = {keys(data)}
    card = data / "cards" / "village.yaml"
    text = card.read_text(encoding="utf-8")
    card.write_text(text.replace("Draw a card", "Draw a cord"), encoding="utf-8")  # same size
    st = card.stat()
    os.utime(card, ns=(st.st_atime_ns, st.st_mtime_ns + 1))
    seen.add(keys(data))
    (data / "cards" / "extra.yaml").write_text("id: extra\n", encoding="utf-8")
    seen.add(keys(data))
    (data / "cards" / "extra.yaml").unlink()
    (data / "cards" / "copper.yaml").rename(data / "cards" / "copper2.yaml")
    seen.add(keys(data))
    (data / "sources.yaml").write_text("[]\n", encoding="utf-8")
    seen.add(keys(data))
    assert len({k for triple in seen for k in triple}) == 3 * 5, "each change, each key"


def test_the_card_count_is_of_card_files(data: Path) -> None:
    assert records_key(data)[1] == 2
    (data / "rules" / "more.yaml").write_text("id: more\n", encoding="utf-8")
    assert records_key(data)[1] == 2
    (data / "cards" / "more.yml").write_text("id: more\n", encoding="utf-8")
    assert records_key(data)[1] == 3


def test_a_command_walks_the_records_once(data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    walks: list[object] = []
    real = paths.record_paths
    monkeypatch.setattr(paths, "record_paths", lambda root: walks.append(root) or real(root))
    with remembering():
        first = keys(data)
        assert keys(data) == first and len(walks) == 1
    keys(data)
    assert len(walks) == 1 + 3, "outside a command, every key looks at the files again"


def test_a_checkout_has_no_manifest() -> None:
    """In a checkout the code changes: it is keyed by its files, never a manifest."""
    assert paths.in_checkout() and manifest() is None
    assert not paths.is_packaged(paths.PACKAGED_DATA)
    assert code_key([paths.PROJECT_ROOT / "kb"]) != code_key([paths.PROJECT_ROOT / "engine"])


def test_a_walk_for_modules_reads_the_modules_only(tmp_path: Path) -> None:
    """The verdicts' key walks the engine and ``kb`` for their modules (``.py``): an edit
    to a module is a new key, an edit to a card's scenario file beside it is not."""
    (tmp_path / "cards").mkdir()
    module, scenarios = tmp_path / "cards" / "village.py", tmp_path / "cards" / "village.yaml"
    module.write_text("x = 1\n", encoding="utf-8")
    scenarios.write_text("[]\n", encoding="utf-8")
    first = paths.fingerprint([tmp_path], "code", ".py")
    scenarios.write_text("[] # more\n", encoding="utf-8")
    assert paths.fingerprint([tmp_path], "code", ".py") == first
    assert paths.fingerprint([tmp_path], "code") != paths.fingerprint([tmp_path], "code", ".py")
    module.write_text("x = 22\n", encoding="utf-8")
    assert paths.fingerprint([tmp_path], "code", ".py") != first
