"""``dkb run FILE`` reads the card catalogue from a cache keyed by the data: the same
facts as a fresh build, and an edit to the data is never hidden by an old copy."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from kb.catalog_cache import cached_catalog
from kb.loader import LoadError, load
from kb.play import catalog

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "minimal"


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = tmp_path / "data"
    shutil.copytree(FIXTURE, root)
    monkeypatch.setenv("DKB_INDEX_DIR", str(tmp_path / "cache"))
    return root


def test_the_cached_catalogue_has_the_same_facts(data: Path, tmp_path: Path) -> None:
    fresh = catalog(load(data)).by_name
    first = cached_catalog(data).by_name
    assert list((tmp_path / "cache").glob("catalog-*.json")), "no copy was kept"
    again = cached_catalog(data).by_name
    assert first == fresh and again == fresh


def test_an_edit_makes_a_new_copy_and_errors_still_show(data: Path) -> None:
    cached_catalog(data)
    card = data / "cards" / "village.yaml"
    card.write_text(card.read_text(encoding="utf-8").replace("cost: 3", "cost: 4"), "utf-8")
    assert cached_catalog(data)["Village"].cost.coins == 4
    card.write_text("id: village\nname: Village\n", encoding="utf-8")
    with pytest.raises(LoadError):
        cached_catalog(data)
