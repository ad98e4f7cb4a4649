"""Ships the records in the wheel: ``data/`` is copied into the built package as
``kb/_data``, where an installed ``dkb`` finds it (see :func:`kb.paths.data_dir`),
with the manifest of the records and code and the search index built from them
(``python -m kb.search.packaged``, run on the built package), so that the first
search after an install is as fast as the next. Everything else about the package is
in ``pyproject.toml``.

The data folder is a jail: a symbolic link in it that leads out of it stops the wheel
and the sdist build with one line naming the link, so no outside file is packaged."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.command.sdist import sdist

DATA = Path(__file__).resolve().parent / "data"


def records(source: Path = DATA) -> list[Path]:
    """The record files under ``source``; exits naming the first link out of it."""
    inside = source.resolve()
    files = sorted(source.rglob("*"))
    for file in files:
        if file.is_symlink() and not file.resolve().is_relative_to(inside):
            raise SystemExit(
                f"{file}: a symbolic link out of the data folder; the package ships only "
                "the data folder's own files"
            )
    return [f for f in files if f.suffix == ".yaml" and f.is_file()]


class BuildWithRecords(build_py):
    """``build_py`` that also copies the record files into ``kb/_data``."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:  # an editable install reads the checkout's data/
            return
        target = Path(self.build_lib) / "kb" / "_data"
        if target.exists():
            shutil.rmtree(target)
        for file in records():
            dest = target / file.relative_to(DATA)
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(file, dest)
        for stale in ("_index", "_manifest.txt"):
            shutil.rmtree(Path(self.build_lib) / "kb" / stale, ignore_errors=True)
        # the package as built (its kb first on the path), so the keys are the installed ones
        env = {k: v for k, v in os.environ.items() if not k.startswith("DKB_")}
        env["PYTHONPATH"] = os.pathsep.join([str(Path(self.build_lib).resolve())])
        subprocess.run(
            [sys.executable, "-m", "kb.search.packaged"],
            check=True,
            env=env,
            cwd=self.build_lib,
        )


class CheckedSdist(sdist):
    """``sdist`` that first refuses a data folder with a link out of it."""

    def run(self) -> None:
        records()
        super().run()


if __name__ == "__main__":  # as setuptools runs it (a test imports it to check records)
    setup(cmdclass={"build_py": BuildWithRecords, "sdist": CheckedSdist})
