"""Ships the records in the wheel: ``data/`` is copied into the built package as
``kb/_data``, where an installed ``dkb`` finds it (see :func:`kb.paths.data_dir`).
Everything else about the package is in ``pyproject.toml``."""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildWithRecords(build_py):
    """``build_py`` that also copies the record files into ``kb/_data``."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:  # an editable install reads the checkout's data/
            return
        source = Path(__file__).resolve().parent / "data"
        target = Path(self.build_lib) / "kb" / "_data"
        if target.exists():
            shutil.rmtree(target)
        for file in sorted(source.rglob("*.yaml")):
            dest = target / file.relative_to(source)
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(file, dest)


setup(cmdclass={"build_py": BuildWithRecords})
