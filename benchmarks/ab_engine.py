"""Side-by-side engine speed: this checkout against an older revision.

``python -m benchmarks.ab_engine [REV] [--rounds N] [--seeds N] [--chunk N]`` checks
REV (default: the revision before the engine was split by mechanism) out into a
temporary worktree and starts one measuring process for each side
(``benchmarks/turns.py --serve``). The seeds are cut into chunks of a few games; each
round plays every chunk on both sides, one right after the other (which side goes
first alternates), so load on the machine falls on both alike. Time is CPU time of the
measuring process, not the wall clock. Only the chunks whose games both sides play alike
are measured (a card whose behaviour changed plays other games); it says how many.

It prints player-turns per second with the event log off and on, and the ratio: of the
best figures (each chunk's fastest round, summed: slowdowns from other load only ever
lower a round, as ``timeit`` advises), of the medians (each chunk's median round), and of
all rounds together (the rare full passes of the cycle collector, which the best and
median rounds leave out, cost a long run of games its share).
The first round of each process also imports every card, so it is played once unmeasured.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TURNS = ROOT / "benchmarks" / "turns.py"
BASE = "a71dd6c"
ROUNDS = 7
SEEDS = 120
CHUNK = 10


def _list(tree: Path) -> set[str]:
    out = subprocess.run(
        [sys.executable, str(TURNS), "--list"],
        cwd=tree,
        env={"PYTHONPATH": str(tree)},
        capture_output=True,
        text=True,
        check=True,
    )
    return set(out.stdout.splitlines())  # one card name a line; names have spaces


class Side:
    """One revision's measuring process."""

    def __init__(self, tree: Path, only: Path) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, str(TURNS), "--serve", "--only", str(only)],
            cwd=tree,
            env={"PYTHONPATH": str(tree)},
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def play(self, first: int, last: int, log: bool) -> tuple[int, float]:
        """Player-turns and CPU seconds of the games of seeds ``first`` to ``last - 1``."""
        turns, seconds, _ = self.play_games(first, last, log)
        return turns, seconds

    def play_games(self, first: int, last: int, log: bool) -> tuple[int, float, str]:
        """As :meth:`play`, with the digest of how the games went."""
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(f"{first} {last} {int(log)}\n")
        self.proc.stdin.flush()
        turns, seconds, digest = self.proc.stdout.readline().split()
        return int(turns), float(seconds), digest

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait()


def same_games(old: Side, new: Side, seeds: int, chunk: int) -> list[tuple[int, int]]:
    """The chunks of seeds (first, last) whose games both sides play alike (the same
    turns and scores): a card whose behaviour a revision changed plays other games, and
    comparing other games would measure the games, not the engine. Playing each chunk
    once on each side also imports every card and warms the caches."""
    chunks = [(s, min(s + chunk, seeds)) for s in range(0, seeds, chunk)]
    return [c for c in chunks if old.play_games(*c, False)[2] == new.play_games(*c, False)[2]]


def measure(
    old: Side, new: Side, log: bool, rounds: int, chunks: list[tuple[int, int]]
) -> tuple[list[float], list[float]]:
    """Player-turns per second of each side (old, new) as [best, median, all]: each
    chunk's fastest round, its median round, and every round together (what a long run
    of games sees, the cycle collector's full passes included)."""
    times: dict[int, list[list[float]]] = {0: [[] for _ in chunks], 1: [[] for _ in chunks]}
    turns = {0: [0] * len(chunks), 1: [0] * len(chunks)}
    sides = (old, new)
    for r in range(rounds):
        for i, (first, last) in enumerate(chunks):
            order = (0, 1) if (r + i) % 2 == 0 else (1, 0)
            for side in order:
                t, seconds = sides[side].play(first, last, log)
                if turns[side][i] and t != turns[side][i]:
                    raise SystemExit(
                        f"seeds {first}-{last - 1} played {turns[side][i]} turns, then {t}"
                    )
                turns[side][i] = t
                times[side][i].append(seconds)
    out = []
    for side in (0, 1):
        total = sum(turns[side])
        best = sum(min(ts) for ts in times[side])
        median = sum(statistics.median(ts) for ts in times[side])
        every = sum(sum(ts) for ts in times[side])
        out.append([total / best, total / median, total * rounds / every])
    return out[0], out[1]


def main(argv: list[str]) -> int:
    """Measure and print; exit 0."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks.ab_engine")
    parser.add_argument("rev", nargs="?", default=BASE)
    parser.add_argument("--rounds", type=int, default=ROUNDS)
    parser.add_argument("--seeds", type=int, default=SEEDS)
    parser.add_argument("--chunk", type=int, default=CHUNK)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        tree = Path(tmp) / "base"
        subprocess.run(
            ["git", "worktree", "add", "--detach", "-q", str(tree), args.rev], cwd=ROOT, check=True
        )
        try:
            # the same Kingdoms on both sides: only cards both revisions play
            shared = _list(tree) & _list(ROOT)
            only = Path(tmp) / "cards.txt"
            only.write_text("\n".join(sorted(shared)), encoding="utf-8")
            print(f"Kingdoms drawn from the {len(shared)} cards both revisions play")
            old, new = Side(tree, only), Side(ROOT, only)
            try:
                chunks = same_games(old, new, args.seeds, args.chunk)
                games = sum(last - first for first, last in chunks)
                print(f"{games} of {args.seeds} games play alike on both sides; measured on those")
                for log in (False, True):
                    a, b = measure(old, new, log, args.rounds, chunks)
                    label = "event log on " if log else "event log off"
                    print(
                        f"random games, {label}: {b[0]:,.0f} player-turns/s now, {a[0]:,.0f} "
                        f"at {args.rev}; ratio {b[0] / a[0]:.2f} (best of {args.rounds} "
                        f"interleaved rounds per chunk of {args.chunk} games, CPU time; "
                        f"of the medians {b[1] / a[1]:.2f}; of all rounds {b[2] / a[2]:.2f})",
                        flush=True,
                    )
            finally:
                old.close()
                new.close()
        finally:
            subprocess.run(
                ["git", "worktree", "remove", "--force", str(tree)], cwd=ROOT, check=True
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
