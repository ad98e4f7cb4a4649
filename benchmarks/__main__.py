"""Run every benchmark: ``python -m benchmarks`` (what ``make bench`` calls)."""

from __future__ import annotations

import importlib
import sys

MODULES = (
    "benchmarks.engine_bench",
    "benchmarks.search_bench",
    "benchmarks.cli_bench",
    "benchmarks.scale_bench",
)


def main() -> int:
    """Run each benchmark module's ``main()`` in turn."""
    status = 0
    for name in MODULES:
        print(f"== {name.rsplit('.', 1)[-1]}")
        module = importlib.import_module(name)
        status |= module.main()
    return status


if __name__ == "__main__":
    sys.exit(main())
