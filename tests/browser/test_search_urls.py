"""Every page address that `dkb search` prints exists in the built site, anchor and all."""

from __future__ import annotations

import re
from pathlib import Path

from kb.loader import load
from kb.search.index import build_index


def test_every_search_url_is_a_real_page_and_anchor(
    built_site: Path, data_dir: Path | None
) -> None:
    index = build_index(load(data_dir))
    ids: dict[str, set[str]] = {}
    missing = []
    for record in index.records:
        page, _, anchor = record.url.partition("#")
        html = built_site / page
        if not html.is_file():
            missing.append(f"{record.kind} {record.id}: no page {page}")
            continue
        if anchor:
            if page not in ids:
                ids[page] = set(re.findall(r'id="([^"]+)"', html.read_text(encoding="utf-8")))
            if anchor not in ids[page]:
                missing.append(f"{record.kind} {record.id}: no anchor #{anchor} on {page}")
    assert not missing, "\n".join(missing[:20])
