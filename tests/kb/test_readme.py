"""The README's generated counts are current, and its example scenario passes."""

from __future__ import annotations

import re
from pathlib import Path

from engine.runner import run_scenario_text
from kb.counts import BEGIN, END, README, counts_block
from kb.loader import project_knowledge_base as knowledge_base
from kb.play import project_catalog

TEXT = README.read_text(encoding="utf-8")


def test_counts_are_current() -> None:
    block = TEXT[TEXT.index(BEGIN) : TEXT.index(END) + len(END)]
    assert block == counts_block(knowledge_base()), "run `python -m kb.counts`"


def test_readme_scenario_passes() -> None:
    yaml_blocks = re.findall(r"```yaml\n(.*?)```", TEXT, re.DOTALL)
    scenario = next(b for b in yaml_blocks if b.startswith("id: "))
    [result] = run_scenario_text(scenario, project_catalog(), "README.md")
    assert result.status == "passed", result.messages


def test_readme_gives_the_two_commands_first() -> None:
    first_block = re.search(r"```sh\n(.*?)```", TEXT, re.DOTALL)
    assert first_block is not None
    assert first_block.group(1).startswith("make serve")
    assert "make test" in first_block.group(1)
    assert Path(README).parent.joinpath("CONTRIBUTING.md").exists()
