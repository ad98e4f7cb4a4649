"""How the whole game's data performs: ``dkb validate``, ``dkb run`` start-up and the
site build, each against its target. Run: ``python -m benchmarks.scale_bench``.

Times are wall-clock medians of runs in fresh processes, on the project's own data (the
whole game: every card of every set).
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DKB = Path(sys.executable).with_name("dkb")
RUNS = 3
TARGETS = {"validate": 2.0, "run start-up": 1.0, "site build": 40.0}

_ONE_SCENARIO = """\
id: bench-village
title: Village gives two Actions
claim: Playing Village draws a card and leaves two Actions.
setup:
  Alice: {hand: [Village], deck: [Copper]}
steps:
  - play: Village
expect:
  Alice: {hand: [Copper], actions: 2}
"""


def _median(args: list[str], runs: int = RUNS) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(args, cwd=ROOT, check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def _line(label: str, seconds: float) -> str:
    target = TARGETS[label]
    verdict = "meets" if seconds <= target else "MISSES"
    return f"{label}: {seconds:.2f} s (target under {target:.0f} s: {verdict})"


def main() -> int:
    """Print each figure against its target; exit 0 (a benchmark reports, never fails)."""
    print(_line("validate", _median([str(DKB), "validate"])))
    with tempfile.TemporaryDirectory() as tmp:
        scenario = Path(tmp) / "one.yaml"
        scenario.write_text(_ONE_SCENARIO, encoding="utf-8")
        print(_line("run start-up", _median([str(DKB), "run", str(scenario)])))
        if "--site" in sys.argv:
            site = Path(tmp) / "site"
            cmd = [sys.executable, "-m", "kb.site.build", "--site-dir", str(site)]
            print(_line("site build", _median(cmd, runs=1)))
        else:
            print("site build: not measured (add --site; it takes most of a minute)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
