"""Options for the whole test suite: how many xdist workers ``-n auto`` starts."""

from __future__ import annotations

import os

import pytest

WORKERS_PER_CORE = 2
"""xdist workers per core for ``-n auto``: the browser tests and the tests that run
``dkb`` or a build in a subprocess spend much of their time waiting (on Chromium, on a
child process), so one worker per core leaves the cores about half idle."""


def auto_workers(cores: int | None, env: str | None) -> int:
    """The workers ``-n auto`` starts: ``$PYTEST_XDIST_AUTO_NUM_WORKERS`` when it is a
    number, else :data:`WORKERS_PER_CORE` per core this process may run on.

    >>> auto_workers(2, None), auto_workers(2, "3"), auto_workers(None, "x")
    (4, 3, 2)
    """
    if env and env.strip().isdigit() and int(env) > 0:
        return int(env)
    return WORKERS_PER_CORE * (cores or 1)


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return auto_workers(cores, os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"))
