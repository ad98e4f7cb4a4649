"""The README's generated counts are current, and its example scenario passes."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

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


def _readme_commands() -> list[list[str]]:
    """Every ``dkb`` command in the README's shell blocks, as words."""
    out = []
    for block in re.findall(r"```sh\n(.*?)```", TEXT, re.DOTALL):
        for line in block.splitlines():
            words = shlex.split(line, comments=True)
            if words and words[0] == "dkb":
                out.append(words)
    return out


COMMANDS = _readme_commands()


def test_the_readme_shows_every_command() -> None:
    shown = {words[1] for words in COMMANDS}
    assert shown == {"search", "show", "kingdom", "run", "validate", "export", "schema"}


@pytest.mark.parametrize("words", COMMANDS, ids=[" ".join(w[1:]) for w in COMMANDS])
def test_a_readme_command_works_as_written_in_a_fresh_folder(
    words: list[str], tmp_path: Path
) -> None:
    # the scenario files the README's commands name hold the README's own scenario
    scenario = next(
        b for b in re.findall(r"```yaml\n(.*?)```", TEXT, re.DOTALL) if b.startswith("id: ")
    )
    for word in words:
        if word.endswith(".yaml"):
            (tmp_path / word).write_text(scenario, encoding="utf-8")
    dkb = Path(sys.executable).with_name("dkb")  # the installed command
    env = {k: v for k, v in os.environ.items() if k not in ("DKB_DATA", "DKB_DEBUG")}
    result = subprocess.run([str(dkb), *words[1:]], cwd=tmp_path, capture_output=True, text=True,
                            check=False, env=env, timeout=600)  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
    assert (result.stdout.strip() or "--out" in words) and "Traceback" not in result.stderr
    if "--out" in words:
        target = tmp_path / words[words.index("--out") + 1]
        assert target.exists()
