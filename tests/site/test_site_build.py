"""``python -m kb.site.build`` refuses to build a site with an unverified example."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from kb.paths import PROJECT_ROOT
from kb.site.reference import module_names

ROOT = PROJECT_ROOT
FIXTURE = ROOT / "tests" / "fixtures" / "site"


def test_a_failing_example_stops_the_build_with_one_line(tmp_path: Path) -> None:
    data = tmp_path / "data"
    shutil.copytree(FIXTURE, data)
    card = data / "cards" / "governor.yaml"
    card.write_text(
        card.read_text(encoding="utf-8").replace("discard: [Silver]", "discard: [Gold]"),
        encoding="utf-8",
    )
    site = tmp_path / "site"
    proc = subprocess.run(
        [sys.executable, "-m", "kb.site.build", "--data", str(data), "--site-dir", str(site)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 1
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith("site build failed: 1 of 3 example(s) did not pass")
    assert "governor-gains-gold-and-silver (failed:" in lines[0]
    assert not (site / "index.html").exists()


def test_bad_data_stops_the_build_with_one_line(tmp_path: Path) -> None:
    data = tmp_path / "data"
    shutil.copytree(FIXTURE, data)
    (data / "cards" / "envoy.yaml").write_text("id: envoy\nname: Envoy\n", encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, "-m", "kb.site.build", "--data", str(data), "--site-dir", str(tmp_path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 1
    assert proc.stderr.count("\n") == 1
    assert proc.stderr.startswith("site build failed: the data has")


def test_the_reference_documents_every_module() -> None:
    names = module_names()
    assert "kb.models" in names and "engine.format.scenario" in names
    assert any(n.startswith("engine.") for n in names)
    assert "kb.site.plugin" in names and "kb.site.state" not in names
