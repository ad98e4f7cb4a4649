"""The engine imports a card's module when a game first needs the card, never every
card module at start-up (issues 21-23 and 25): ``implemented`` looks only at which
module files there are, and ``dkb run FILE`` imports the modules of the cards in
that game."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from engine.cards import CARDS, implemented, rules_by_name, rules_of
from kb.site.engine_page import EXAMPLE as SCENARIO  # the engine page's own example

DKB = str(Path(sys.executable).with_name("dkb"))
BASE = {"copper", "silver", "gold", "estate", "duchy", "province", "curse"}


def card_modules(source: str) -> set[str]:
    """The card modules a fresh interpreter has imported after running ``source``."""
    probe = (
        f"{source}\nimport sys\n"
        "print(' '.join(m.rsplit('.', 1)[1].replace('_', '-') for m in sys.modules "
        "if m.count('.') == 3 and m.startswith('engine.cards.')))"
    )
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    return set(proc.stdout.split())


def test_asking_what_the_engine_plays_imports_no_card() -> None:
    assert card_modules("from engine.cards import implemented; assert implemented('Village')"
                        "; assert not implemented('Not A Card')") == set()  # fmt: skip
    assert card_modules("from engine.cards import CARDS; assert 'village' in CARDS"
                        "; assert len(CARDS) > 300") == set()  # fmt: skip
    assert card_modules("from engine.cards import CARDS; CARDS['village']") == {"village"}


def test_a_scenario_imports_only_the_cards_of_its_game(tmp_path: Path) -> None:
    path = tmp_path / "one.yaml"
    path.write_text(SCENARIO, encoding="utf-8")
    source = (
        "from engine.runner import run_scenario_file\n"
        "from kb.catalog_cache import cached_catalog\n"
        f"[r] = run_scenario_file({str(path)!r}, cached_catalog())\n"
        "assert r.status == 'passed', r.messages"
    )
    loaded = card_modules(source)
    assert {"artisan", "nomad-camp"} <= loaded <= {"artisan", "nomad-camp", *BASE}, loaded


def test_the_lazy_tables_agree_with_the_modules() -> None:
    from kb.catalog_cache import cached_catalog

    facts = cached_catalog()
    by_name = rules_by_name(facts)
    played = [n for n in facts.by_name if implemented(n)]
    assert sorted(by_name) == sorted(played) and len(by_name) == len(CARDS)
    assert by_name["Village"] is CARDS["village"] is rules_of("Village")
    assert by_name.get("Not A Card") is None and rules_of("Not A Card") is None
    assert "Village" in by_name and "Not A Card" not in by_name
    assert type(by_name["Village"]).card_id == "village"
    assert dict(by_name.items()) == {n: by_name[n] for n in played}
