"""The API and schema reference: Sphinx with autodoc and autodoc_pydantic, warnings
as errors, built from ``docs_api/`` and a page per module of ``kb`` and ``engine``."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from kb.paths import PROJECT_ROOT as ROOT
from kb.paths import fingerprint
from kb.site.verify import SiteBuildError
from kb.writer import write_atomic

__all__ = [
    "CACHE_DIR",
    "PACKAGES",
    "WARNINGS_LOG",
    "ReferenceRun",
    "build_reference",
    "finish_reference",
    "give_headings_a_level",
    "module_names",
    "start_reference",
]

PACKAGES = ("kb", "engine")
WARNINGS_LOG = ROOT / "build" / "reference-warnings.log"
"""Where the Sphinx warnings of a failed reference build are kept."""
CACHE_DIR = ROOT / "build" / "reference-cache"
"""The last reference built, kept under the fingerprint of what it was built from (the
code, ``docs_api/`` and the versions of Python and Sphinx): it does not depend on the
data, so a site built from another data folder reuses it."""


def module_names(root: Path = ROOT) -> list[str]:
    """Every module of the documented packages, found on disk without importing."""
    names = []
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            if parts[-1] == "__main__" or "__pycache__" in parts:
                continue
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            if parts[:2] == ("engine", "cards") and len(parts) > 3:
                continue  # one module per card: the rules of play, not an API
            names.append(name)
    return sorted(set(names))


def _module_page(name: str) -> str:
    """A module's page. ``ignore-module-all`` documents each object once, in the
    module that defines it, not again where a package re-exports it."""
    return f"{name}\n{'=' * len(name)}\n\n.. automodule:: {name}\n   :ignore-module-all:\n"


def _schemas_page() -> str:
    """The page that links each record type's model to its published JSON Schema (the
    schemas are files beside the site's data, not inlined: the scenario's alone is
    hundreds of kilobytes, too much for a page read on a phone)."""
    from kb.export import SCHEMA_MODELS
    from kb.site.home import SCHEMA_DIR

    title = "JSON Schemas"
    out = [title, "=" * len(title), ""]
    out += [
        "Each record type of ``data/`` has a JSON Schema, written by ``dkb schema`` and "
        "published with the site. An editor that reads the ``$schema`` comment at the "
        "top of a record checks it as it is typed.",
        "",
    ]
    for name, model in SCHEMA_MODELS.items():
        out.append(
            f"* `{name} <../{SCHEMA_DIR}/{name}>`_: the schema of "
            f":class:`{model.__module__}.{model.__qualname__}`"
        )
    return "\n".join(out) + "\n"


@dataclass
class ReferenceRun:
    """A reference build begun by :func:`start_reference`: Sphinx still running in
    another process, or (``process`` None) a copy of the cached build already made."""

    key: str
    process: subprocess.Popen[str] | None

    def stop(self) -> None:
        """Stop a Sphinx run that is no longer wanted."""
        if self.process is not None:
            if self.process.poll() is None:
                self.process.kill()
            self.process.communicate()


def cache_key(root: Path = ROOT) -> str:
    """The fingerprint of everything the reference is built from."""
    versions = [sys.version]
    for package in ("sphinx", "autodoc_pydantic", "pydantic"):
        try:
            versions.append(f"{package} {metadata.version(package)}")
        except metadata.PackageNotFoundError:
            versions.append(f"{package} none")
    inputs = [root / name for name in (*PACKAGES, "docs_api", "pyproject.toml")]
    return fingerprint(inputs, "\n".join(versions))


def build_reference(out_dir: Path, work_dir: Path) -> Path:
    """Build the reference's HTML into ``out_dir``; raise on any Sphinx warning."""
    return finish_reference(start_reference(out_dir, work_dir), out_dir)


def start_reference(out_dir: Path, work_dir: Path) -> ReferenceRun:
    """Start Sphinx on the reference in another process, so the site's other work can
    go on meanwhile; :func:`finish_reference` waits for it. When the cache holds the
    reference built from the same inputs, copy it instead."""
    key = cache_key()
    if out_dir.exists():
        shutil.rmtree(out_dir)
    cached = CACHE_DIR / key
    if cached.is_dir():
        try:
            shutil.copytree(cached, out_dir)
            return ReferenceRun(key, None)
        except OSError:
            shutil.rmtree(out_dir, ignore_errors=True)
    src = work_dir / "api-src"
    if src.exists():
        shutil.rmtree(src)
    shutil.copytree(ROOT / "docs_api", src)
    (src / "schemas.rst").write_text(_schemas_page(), encoding="utf-8")
    modules = module_names()
    (src / "modules").mkdir(exist_ok=True)
    for name in modules:
        (src / "modules" / f"{name}.rst").write_text(_module_page(name), encoding="utf-8")
    cmd = [sys.executable, "-m", "sphinx", "-W", "--keep-going", "-q", "-b", "html"]
    cmd += ["-d", str(work_dir / "api-doctrees"), str(src), str(out_dir)]
    process = subprocess.Popen(
        cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    return ReferenceRun(key, process)


def finish_reference(run: ReferenceRun, out_dir: Path) -> Path:
    """Wait for the Sphinx run :func:`start_reference` began; raise on any warning.
    Keep the new build in the cache (in place of any older one)."""
    if run.process is None:
        return out_dir
    stdout, stderr = run.process.communicate()
    if run.process.returncode != 0:
        log = WARNINGS_LOG
        write_atomic(log, stderr + stdout, make_parents=True)
        lines = [ln for ln in (stderr + stdout).splitlines() if ln.strip()]
        warnings = [ln for ln in lines if "WARNING" in ln or "ERROR" in ln]
        first = (warnings or lines or ["no output"])[0]
        raise SiteBuildError(
            f"the API reference has {len(warnings) or 'some'} Sphinx warning(s), and "
            f"warnings are errors (all of them in {log}): {first}"
        )
    for page in out_dir.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        fixed = give_headings_a_level(text)
        if fixed != text:
            page.write_text(fixed, encoding="utf-8")
    _keep(run.key, out_dir)
    return out_dir


def _keep(key: str, out_dir: Path) -> None:
    """Put a copy of ``out_dir`` in the cache under ``key``, atomically; a cache that
    cannot be written is no error."""
    try:
        CACHE_DIR.mkdir(parents=True, exist_ok=True)
        part = CACHE_DIR / f".{key}.{os.getpid()}"
        shutil.copytree(out_dir, part)
        for old in CACHE_DIR.iterdir():
            if old.name != part.name and not old.name.startswith("."):
                shutil.rmtree(old, ignore_errors=True)
        part.rename(CACHE_DIR / key)
    except OSError:
        shutil.rmtree(CACHE_DIR / f".{key}.{os.getpid()}", ignore_errors=True)


def give_headings_a_level(html: str) -> str:
    """Sphinx writes a table of contents' caption as ``role="heading"`` without the
    ``aria-level`` that ARIA requires; give it level 2.

    >>> give_headings_a_level('<p class="caption" role="heading"><span>Modules</span></p>')
    '<p class="caption" role="heading" aria-level="2"><span>Modules</span></p>'
    """
    return html.replace('role="heading">', 'role="heading" aria-level="2">')
