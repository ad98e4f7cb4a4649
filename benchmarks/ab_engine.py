"""Side-by-side engine speed: this checkout against an older revision.

``python -m benchmarks.ab_engine [REV]`` checks REV (default: the revision before the
engine was split by mechanism) out into a temporary worktree and measures both in
alternating rounds on the same machine, so load on the machine falls on both alike.
Prints player-turns per second with the event log off and on, and the ratio: of the
best rounds (the usual figure for a noisy machine, as ``timeit`` advises: slowdowns from
other load only ever lower a round) and of the medians.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BASE = "a71dd6c"
ROUNDS = 11


def _turns(tree: Path, *args: str) -> str:
    cmd = [sys.executable, str(ROOT / "benchmarks" / "turns.py"), *args]
    out = subprocess.run(
        cmd, cwd=tree, env={"PYTHONPATH": str(tree)}, capture_output=True, text=True, check=True
    )
    return out.stdout


def _measure(tree: Path, log: bool, only: Path) -> float:
    return float(_turns(tree, "--only", str(only), *(["--log"] if log else [])).strip())


def main(argv: list[str]) -> int:
    """Measure and print; exit 0."""
    rev = argv[0] if argv else BASE
    with tempfile.TemporaryDirectory() as tmp:
        old = Path(tmp) / "base"
        subprocess.run(
            ["git", "worktree", "add", "--detach", "-q", str(old), rev], cwd=ROOT, check=True
        )
        try:
            # the same Kingdoms on both sides: only cards both revisions play
            shared = set(_turns(old, "--list").split()) & set(_turns(ROOT, "--list").split())
            only = Path(tmp) / "cards.txt"
            only.write_text("\n".join(sorted(shared)), encoding="utf-8")
            print(f"Kingdoms drawn from the {len(shared)} cards both revisions play")
            for log in (False, True):
                a: list[float] = []
                b: list[float] = []
                for _ in range(ROUNDS):
                    a.append(_measure(old, log, only))
                    b.append(_measure(ROOT, log, only))
                label = "event log on " if log else "event log off"
                print(
                    f"random games, {label}: {max(b):,.0f} player-turns/s now, {max(a):,.0f} "
                    f"at {rev}; ratio {max(b) / max(a):.2f} (best of {ROUNDS} alternating "
                    f"rounds; of the medians {statistics.median(b) / statistics.median(a):.2f})"
                )
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(old)], cwd=ROOT, check=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
