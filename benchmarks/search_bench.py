"""How fast search is, each figure printed against its target (issue 13):

- cold ``dkb search`` at most 2.5 times a bare ``python3 -c pass``;
- cold ``dkb show`` at most 3 times (verdicts of examples read from their cache);
- a warm query (index loaded) under 5 ms, median of the benchmark queries;
- building the index from the loaded data under 3 s;
- the site's search data (the index its box loads on first use, plus the script) at
  most a third of what the site loaded before (measured at commit eab53d0).

Cold starts are medians of interleaved runs of the installed ``dkb`` script and the
same interpreter, with bytecode caches on, as in a normal install. Each figure is
CPU time (user + system), which a machine shared with other work does not inflate
the way it inflates wall-clock time; wall-clock medians are printed beside them.
Run: ``python -m benchmarks.search_bench``.
"""

from __future__ import annotations

import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from functools import partial
from typing import NamedTuple

from kb.paths import PROJECT_ROOT
from kb.search.ranking import Index, rank

RUNS = 15
QUERY = "does black market use a buy"
SHOW = "walled village"
QUERIES = (
    QUERY,
    "walld vilage",
    "can prince set aside a duration",
    "throne room",
    "who picks the card envoy discards",
    "what happens to the black market cards nobody buys",
    "gain a card from the trash",
    "summon nomad camp lose track",
    "sauna avanto",
    "captain",
)
MAX_SEARCH_RATIO = 2.5
MAX_SHOW_RATIO = 3.0
MAX_WARM_MS = 5.0
MAX_BUILD_S = 3.0
BEFORE_BYTES = 5_367_222
"""The site's search data before issue 13: Material's lunr index inlined as
search/search_index.js (5,268,039 bytes), names.js (91,952) and fuzzy-search.js
(7,231), all loaded with every page."""
MAX_SITE_BYTES = BEFORE_BYTES / 3


def _dkb() -> str:
    local = PROJECT_ROOT / ".venv" / "bin" / "dkb"
    return str(local) if local.exists() else shutil.which("dkb") or "dkb"


def _env() -> dict[str, str]:
    """The environment of a normal install: bytecode caches written and read."""
    return {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def _run(cmd: list[str]) -> tuple[float, float]:
    """Wall-clock and CPU seconds of one run of ``cmd``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(
        cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=_env(), check=False
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def _median_ms(fn: Callable[[], object], repeat: int) -> float:
    """Median CPU milliseconds of ``fn()``."""
    times = []
    for _ in range(repeat):
        start = time.process_time()
        fn()
        times.append(time.process_time() - start)
    return statistics.median(times) * 1000


class Cold(NamedTuple):
    """Medians, in ms, of ``python -c pass`` and of a ``dkb`` command."""

    py_cpu: float
    dkb_cpu: float
    py_wall: float
    dkb_wall: float


def cold_start(args: list[str], runs: int = RUNS) -> Cold:
    """``python -c pass`` and ``dkb ARGS`` (caches warm), run in turn."""
    dkb = [_dkb(), *args]
    bare = [sys.executable, "-c", "pass"]
    for _ in range(2):  # build the index, the verdicts and the bytecode caches
        _run(dkb)
    py, cli = [], []
    for _ in range(runs):
        py.append(_run(bare))
        cli.append(_run(dkb))

    def med(rows: list[tuple[float, float]], k: int) -> float:
        return statistics.median(r[k] for r in rows) * 1000

    return Cold(med(py, 1), med(cli, 1), med(py, 0), med(cli, 0))


def _verdict(ok: bool) -> str:
    return "meets" if ok else "MISSES"


def site_bytes(index: Index) -> int:
    """The bytes the site's search box loads on first use: the index script as the
    site build writes it, and the search script."""
    from kb.site.search_names import GLOBAL

    data = json.dumps(index.site_json(), ensure_ascii=False, separators=(",", ":"))
    script = PROJECT_ROOT / "docs" / "javascripts" / "search.js"
    return len((GLOBAL + data + ";\n").encode("utf-8")) + script.stat().st_size


def main() -> int:
    """Print each figure against its target; return 1 if a target is missed."""
    from kb.loader import load
    from kb.search.index import DataErrors, build_index, load_index

    try:
        index = load_index()
    except DataErrors as exc:
        print(f"search_bench: the data has errors ({exc}); run dkb validate")
        return 1
    results = []
    for label, args, target in (
        ("dkb search", ["search", *QUERY.split()], MAX_SEARCH_RATIO),
        ("dkb show", ["show", *SHOW.split()], MAX_SHOW_RATIO),
    ):
        c = cold_start(args)
        ratio = c.dkb_cpu / c.py_cpu
        results.append(ratio <= target)
        print(f"cold {label} {' '.join(args[1:])!r}: {c.dkb_cpu:.1f} ms CPU against "
              f"{c.py_cpu:.1f} ms for python -c pass: {ratio:.2f}x (target at most {target}x: "
              f"{_verdict(results[-1])}); wall clock {c.dkb_wall:.1f} against "
              f"{c.py_wall:.1f} ms")  # fmt: skip
    warm = {q: _median_ms(partial(rank, index, q, limit=5), 30) for q in QUERIES}
    warm_ms = statistics.median(warm.values())
    results.append(warm_ms < MAX_WARM_MS)
    print(f"warm query: {warm_ms:.2f} ms CPU median, {max(warm.values()):.2f} ms slowest "
          f"(target under {MAX_WARM_MS:.0f} ms: {_verdict(results[-1])})")  # fmt: skip
    kb = load()
    start = time.process_time()
    build_index(kb)
    build_s = time.process_time() - start
    results.append(build_s < MAX_BUILD_S)
    print(f"index build ({len(index.records)} records, {len(index.vocab)} words): "
          f"{build_s:.2f} s CPU (target under {MAX_BUILD_S:.0f} s: {_verdict(results[-1])})")  # fmt: skip
    size = site_bytes(index)
    results.append(size <= MAX_SITE_BYTES)
    print(f"site search data: {size / 1e6:.2f} MB, loaded when the box is first used; "
          f"before: {BEFORE_BYTES / 1e6:.2f} MB on every page (target at most a third, "
          f"{MAX_SITE_BYTES / 1e6:.2f} MB: {_verdict(results[-1])})")  # fmt: skip
    ok = all(results)
    print("search targets met" if ok else "search targets MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
