"""How fast ``dkb`` answers (issue 25), each figure printed against its target as a
ratio to the same environment's bare ``python -c pass``, taken in the same run:

- ``dkb search walled village`` at most 2 times;
- ``dkb show captain`` at most 2.5 times;
- the first ``dkb search`` after a fresh install (an empty cache folder) at most 4
  times: the wheel ships its built index;
- the first ``dkb show captain`` after a fresh install at most 2.5 times, as any
  ``dkb show``: the wheel ships the engine's verdicts on the examples it prints;
- ``dkb run one.yaml`` (a one-scenario file) at most 6 times;
- ``dkb validate`` under 1.5 s (with the parses of unchanged files kept from the last
  load, and, for comparison, with every file parsed).

Each figure is taken twice: in the checkout's ``.venv`` (an editable install, whose
bare interpreter also reads the editable install's path hook) and on a fresh install
of the wheel, built from this checkout into a new environment (its dependencies seen
through a ``.pth`` file, as ``tests/kb/test_packaging.py`` does), whose bare
interpreter starts faster, so the same work is a larger ratio. The first search and
show after a fresh install are taken on the wheel only, ``dkb validate`` in the
checkout only.
Each command and the bare interpreter run in turn, ``RUNS`` times; a figure is the
best CPU time (user + system) of its runs, which other work on a shared machine
inflates least, and the median is printed beside it.
Run: ``python -m benchmarks.cli_bench``.
"""

from __future__ import annotations

import functools
import os
import resource
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from kb.paths import PROJECT_ROOT
from kb.site.engine_page import EXAMPLE as SCENARIO  # the engine page's own example

RUNS = 11


class Target(NamedTuple):
    """A figure: what it runs, and its bound (a ratio, or seconds when ``absolute``)."""

    label: str
    args: list[str]
    bound: float
    absolute: bool = False
    fresh_cache: bool = False
    where: tuple[str, ...] = ("checkout", "wheel")
    env: tuple[tuple[str, str], ...] = ()


TARGETS = [
    Target("dkb search walled village", ["search", "walled", "village"], 2.0),
    Target("dkb show captain", ["show", "captain"], 2.5),
    Target(
        "first dkb search after a fresh install",
        ["search", "walled", "village"],
        4.0,
        fresh_cache=True,
        where=("wheel",),
    ),
    Target(
        "first dkb show after a fresh install",
        ["show", "captain"],
        2.5,
        fresh_cache=True,
        where=("wheel",),
    ),
    Target("dkb run one.yaml", ["run", "one.yaml"], 6.0),
    Target("dkb validate", ["validate"], 1.5, absolute=True, where=("checkout",)),
    Target(
        "dkb validate, every file parsed (as on a fresh clone)",
        ["validate"],
        1.5,
        absolute=True,
        where=("checkout",),
        env=(("DKB_NO_PARSE_CACHE", "1"),),
    ),
]


def _cpu(cmd: list[str], cwd: Path, env: dict[str, str]) -> tuple[float, float]:
    """CPU and wall-clock seconds of one run of ``cmd``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, check=False)  # fmt: skip
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), wall


def _check(cmd: list[str], cwd: Path, env: dict[str, str] | None = None) -> str:
    proc = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)}: exit {proc.returncode}\n{proc.stderr}")
    return proc.stdout


def install(top: Path) -> tuple[Path, Path]:
    """Build the wheel and install it into a new environment under ``top``; its
    python and dkb."""
    dist = top / "dist"
    _check([sys.executable, "-m", "build", "--no-isolation", "--wheel", "--outdir", str(dist),
            "."], PROJECT_ROOT)  # fmt: skip
    [wheel] = dist.glob("*.whl")
    env_dir = top / "env"
    _check([sys.executable, "-m", "venv", "--without-pip", str(env_dir)], top)
    python = env_dir / "bin" / "python"
    _check([sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet",
            "--no-deps", "--no-index", str(wheel)], top)  # fmt: skip
    purelib = _check([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                     top).strip()  # fmt: skip
    Path(purelib, "deps.pth").write_text(sysconfig.get_path("purelib") + "\n")
    return python, env_dir / "bin" / "dkb"


class Figure(NamedTuple):
    """Best and median CPU ms of a command and of the bare interpreter beside it."""

    best: float
    median: float
    bare_best: float
    bare_median: float


def measure(
    dkb: Path, python: Path, args: list[str], cwd: Path, env: Callable[[], dict[str, str]]
) -> Figure:
    """``dkb ARGS`` and ``python -c pass`` in turn, ``RUNS`` times each (after two
    warm-up runs that write the caches and the bytecode)."""
    for _ in range(2):
        _cpu([str(dkb), *args], cwd, env())
    mine, bare = [], []
    for _ in range(RUNS):
        bare.append(_cpu([str(python), "-c", "pass"], cwd, env())[0] * 1000)
        mine.append(_cpu([str(dkb), *args], cwd, env())[0] * 1000)
    return Figure(min(mine), statistics.median(mine), min(bare), statistics.median(bare))


def _report(label: str, t: Target, f: Figure) -> bool:
    """Print one figure against its target; True when met."""
    if t.absolute:
        met = f.best / 1000 < t.bound
        print(f"{label}: {f.best / 1000:.2f} s CPU best of {RUNS} (median "
              f"{f.median / 1000:.2f} s; python -c pass {f.bare_best:.1f} ms): target "
              f"under {t.bound} s: {'meets' if met else 'MISSES'}")  # fmt: skip
        return met
    ratio = f.best / f.bare_best
    met = ratio <= t.bound
    print(f"{label}: {ratio:.2f}x python -c pass ({f.best:.1f} against "
          f"{f.bare_best:.1f} ms CPU, best of {RUNS}; medians {f.median:.1f} and "
          f"{f.bare_median:.1f} ms, {f.median / f.bare_median:.2f}x): target at most "
          f"{t.bound}x: {'meets' if met else 'MISSES'}")  # fmt: skip
    return met


def main() -> int:
    """Print each figure against its target; return 1 if a target is missed."""
    ok = True
    with tempfile.TemporaryDirectory(prefix="dkb-bench-") as scratch:
        top = Path(scratch)
        python, dkb = install(top)
        work = top / "work"
        work.mkdir()
        (work / "one.yaml").write_text(SCENARIO, encoding="utf-8")
        base = {k: v for k, v in os.environ.items()
                if not k.startswith("DKB_") and k != "PYTHONDONTWRITEBYTECODE"}  # fmt: skip
        base.update(HOME=str(top / "home"), XDG_CACHE_HOME=str(top / "cache"), NO_COLOR="1")
        fresh = iter(range(10**6))

        def fresh_env() -> dict[str, str]:  # an empty cache folder each run
            return {**base, "XDG_CACHE_HOME": str(top / f"cache-{next(fresh)}")}

        local = PROJECT_ROOT / ".venv" / "bin"
        envs = {"checkout": (local / "python", local / "dkb"), "wheel": (python, dkb)}
        for t in TARGETS:
            for where in t.where:
                py, cli = envs[where]
                fixed = {**base, **dict(t.env)}
                env = fresh_env if t.fresh_cache else functools.partial(dict, fixed)
                f = measure(cli, py, t.args, work, env)
                ok = _report(f"{t.label} ({where})", t, f) and ok
    print("dkb speed targets met" if ok else "dkb speed targets MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
