"""What the built site folder holds besides its pages: data, schemas, the API
reference, and nothing generated left behind in docs/."""

from __future__ import annotations

import json
from pathlib import Path

from helpers import knowledge_base

from kb.export import SCHEMA_MODELS, export_document, schemas
from kb.paths import PROJECT_ROOT
from kb.site.home import SCHEMA_DIR

ROOT = PROJECT_ROOT


def test_export_and_schemas_at_stable_paths(built_site: Path, data_dir: Path | None) -> None:
    exported = json.loads((built_site / "data" / "dominion-kb.json").read_text(encoding="utf-8"))
    expected = json.loads(json.dumps(export_document(knowledge_base(data_dir))))
    assert exported == expected
    for name, body in schemas().items():
        path = built_site / "data" / "schemas" / name
        assert json.loads(path.read_text(encoding="utf-8")) == body


def test_api_reference_shows_record_fields_and_links_json_schemas(built_site: Path) -> None:
    index = (built_site / "reference" / "index.html").read_text(encoding="utf-8")
    assert 'lang="en"' in index and 'href="schemas.html"' in index
    models = (built_site / "reference" / "modules" / "kb.models.html").read_text(encoding="utf-8")
    assert "walled-village" in models or "pile_position" in models
    assert (built_site / "reference" / "modules" / "engine.runner.html").exists()
    page = (built_site / "reference" / "schemas.html").read_text(encoding="utf-8")
    for name, model in SCHEMA_MODELS.items():
        href = f"../{SCHEMA_DIR}/{name}"
        assert f'href="{href}"' in page, name
        assert (built_site / "reference" / href).resolve().is_file(), name
        assert f"{model.__module__}.{model.__qualname__}" in page, name


def test_every_page_is_built_with_the_search_script(built_site: Path) -> None:
    for page in ("index.html", "cards/index.html", "rules/index.html", "gains/index.html"):
        assert (built_site / page).exists(), page
    assert (built_site / "javascripts" / "search-index.js").exists()
    html = (built_site / "index.html").read_text(encoding="utf-8")
    # the search script is on every page; the index it loads on first use is not
    assert "javascripts/search.js" in html and "search-index.js" not in html
    assert "search_index.js" not in html
    assert "unpkg.com" not in html and "fonts.googleapis" not in html


def test_nothing_generated_is_left_in_the_source_tree() -> None:
    docs = ROOT / "docs"
    for generated in ("index.md", "cards", "rules", "gains", "SUMMARY.md", "data", "reference"):
        assert not (docs / generated).exists(), f"docs/{generated} was written into the tree"
    assert not (docs / "javascripts" / "names.js").exists()
