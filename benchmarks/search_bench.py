"""How fast ``dkb search`` is: cold start against bare Python, and a warm query.

Targets: the cold start of the installed ``dkb`` script at most 3 times that of
``python -c pass`` (same interpreter, medians of interleaved runs, bytecode caches
on as in a normal install), and a query on the loaded index under 5 ms (median).
Run: ``python -m benchmarks.search_bench``.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from functools import partial

from kb.paths import PROJECT_ROOT
from kb.search import Index, rank

RUNS = 20
QUERY = "does black market use a buy"
QUERIES = (
    QUERY,
    "walld vilage",
    "can prince set aside a duration",
    "throne room",
    "who chooses what envoy discards",
    "gain a card from the trash",
    "summon nomad camp lose track",
    "sauna avanto",
)
TYPO_QUERY = "walld vilage"
MAX_RATIO = 3.0
MAX_WARM_MS = 5.0


def _dkb() -> str:
    local = PROJECT_ROOT / ".venv" / "bin" / "dkb"
    return str(local) if local.exists() else shutil.which("dkb") or "dkb"


def _env() -> dict[str, str]:
    """The environment of a normal install: bytecode caches written and read."""
    return {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def _wall(cmd: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(
        cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=_env(), check=False
    )
    return time.perf_counter() - start


def _median_ms(fn: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def cold_start(query: str, runs: int = RUNS) -> tuple[float, float]:
    """Medians, in ms, of ``python -c pass`` and ``dkb search QUERY`` (index cached),
    run in turn."""
    dkb = [_dkb(), "search", *query.split()]
    bare = [sys.executable, "-c", "pass"]
    for _ in range(2):  # build the index and the bytecode caches
        _wall(dkb)
    py, cli = [], []
    for _ in range(runs):
        py.append(_wall(bare))
        cli.append(_wall(dkb))
    return statistics.median(py) * 1000, statistics.median(cli) * 1000


def hit_rates(index: Index) -> tuple[float, float, int]:
    """hit@1 and hit@3 of ``tests/search/search_queries.yaml`` on ``index``, and its size."""
    import yaml

    entries = yaml.safe_load(
        (PROJECT_ROOT / "tests" / "search" / "search_queries.yaml").read_text("utf-8")
    )
    places = []
    for e in entries:
        found = [h.record.id for h in rank(index, str(e["query"]), limit=3)]
        places.append(found.index(e["expect"]) + 1 if e["expect"] in found else 0)
    n = len(places) or 1
    return sum(p == 1 for p in places) / n, sum(p > 0 for p in places) / n, len(places)


def main() -> int:
    """Print the figures; return 1 if a target is missed."""
    from kb.search_index import DataErrors, load_index

    try:
        index = load_index()
    except DataErrors as exc:
        print(f"search_bench: the data has errors ({exc}); run dkb validate")
        return 1
    py, cli = cold_start(QUERY)
    ratio = cli / py
    py2, cli2 = cold_start(TYPO_QUERY)
    load_ms = _median_ms(load_index, 20)
    warm = {q: _median_ms(partial(rank, index, q, limit=5), 50) for q in QUERIES}
    warm_ms = statistics.median(warm.values())
    print(f"records indexed: {len(index.records)}, words: {len(index.postings)}")
    print(f"cold start, python -c pass: {py:.1f} ms (median of {RUNS})")
    print(f"cold start, dkb search {QUERY!r}: {cli:.1f} ms (median of {RUNS})")
    print(f"cold start ratio: {ratio:.2f} (target at most {MAX_RATIO:.0f})")
    print(f"cold start ratio with typos, {TYPO_QUERY!r}: {cli2 / py2:.2f}")
    print(f"warm index load from cache: {load_ms:.2f} ms (median)")
    print(f"warm query: {warm_ms:.2f} ms median, {max(warm.values()):.2f} ms slowest query "
          f"(target under {MAX_WARM_MS:.0f} ms)")  # fmt: skip
    hit1, hit3, count = hit_rates(index)
    print(f"search quality ({count} queries): hit@1 {hit1:.0%}, hit@3 {hit3:.0%}")
    ok = ratio <= MAX_RATIO and warm_ms < MAX_WARM_MS
    print("search targets met" if ok else "search targets MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
