"""``python -m build`` makes a wheel and an sdist, and the wheel, installed into a
fresh environment, gives a ``dkb`` that answers from an empty folder: the records
ship inside it."""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from pathlib import Path

from kb import __version__
from kb.paths import PROJECT_ROOT

SCENARIO = """\
id: village-gives-actions
title: Village gives two Actions
claim: Playing Village draws a card and leaves two Actions.
setup:
  Alice: {hand: [Village], deck: [Copper]}
steps:
  - play: Village
expect:
  Alice: {hand: [Copper], actions: 2}
"""


def run(cmd: list[str], cwd: Path, env: dict[str, str] | None = None) -> str:
    proc = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, check=False)
    assert proc.returncode == 0, f"{cmd}: {proc.returncode}\n{proc.stdout}\n{proc.stderr}"
    return proc.stdout


def test_the_built_wheel_answers_from_an_empty_folder(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    run([sys.executable, "-m", "build", "--no-isolation", "--outdir", str(dist), "."], PROJECT_ROOT)
    [wheel] = dist.glob("*.whl")
    [sdist] = dist.glob("*.tar.gz")
    assert f"-{__version__}-" in wheel.name and sdist.name.endswith(f"-{__version__}.tar.gz")
    with zipfile.ZipFile(wheel) as zf:
        names = zf.namelist()
        entry_points = next(n for n in names if n.endswith("entry_points.txt"))
        assert "dkb = kb.cli.main:command" in zf.read(entry_points).decode()
    assert "kb/_data/sources.yaml" in names and "kb/_data/cards/walled-village.yaml" in names
    assert "kb/_manifest.txt" in names and "kb/_index/index-packaged.pack" in names
    with tarfile.open(sdist) as tf:
        members = tf.getnames()
    assert any(m.endswith("/data/cards/walled-village.yaml") for m in members)

    env_dir = tmp_path / "env"
    run([sys.executable, "-m", "venv", "--without-pip", str(env_dir)], tmp_path)
    python = env_dir / "bin" / "python"
    pip = [sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet"]
    run([*pip, "--no-deps", "--no-index", str(wheel)], tmp_path)
    # the dependencies come from this environment's site-packages, not its kb
    purelib = run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                  tmp_path).strip()  # fmt: skip
    Path(purelib, "deps.pth").write_text(sysconfig.get_path("purelib") + "\n")

    empty = tmp_path / "empty"
    empty.mkdir()
    env = {
        "PATH": f"{env_dir / 'bin'}:/usr/bin:/bin",
        "HOME": str(tmp_path / "home"),
        "XDG_CACHE_HOME": str(tmp_path / "xdg"),
        "NO_COLOR": "1",
    }
    dkb = str(env_dir / "bin" / "dkb")
    where = run([str(python), "-c", "import kb.paths as p; print(p.data_dir())"], empty, env)
    assert where.strip().startswith(purelib) and where.strip().endswith("kb/_data")
    assert run([dkb, "--version"], empty, env).strip() == f"dkb {__version__}"
    assert run([dkb, "validate"], empty, env).startswith("ok: ")
    assert "cards/walled-village.html" in run([dkb, "search", "walld vilage"], empty, env)
    # a plain search, and show, import no regular expressions (nor enum and functools,
    # which they bring), no json, no typing and no pydantic: each costs every cold call
    # milliseconds
    for command, answer in ((["search", "walled", "village"], "Walled Village"),
                            (["show", "captain"], "Captain, a card.")):  # fmt: skip
        quick = (
            f"import sys\nfrom kb.cli.main import main\nmain({command!r})\n"
            "print(*[m for m in ('re', 'enum', 'functools', 'json', 'typing', 'pydantic')"
            " if m in sys.modules], file=sys.stderr)"
        )
        proc = subprocess.run([str(python), "-c", quick], cwd=empty, env=env,
                              capture_output=True, text=True, check=True)  # fmt: skip
        assert answer in proc.stdout and proc.stderr.split() == [], (command, proc.stderr)
    built = [p.name for p in (tmp_path / "xdg").rglob("*") if not p.name.startswith("parsed-")]
    assert built == ["dkb"] or not built, "the first search reads the index the wheel ships"
    assert run([dkb, "show", "governor"], empty, env).startswith("Governor, a card.")
    (empty / "q.yaml").write_text(SCENARIO)
    assert run([dkb, "run", "q.yaml"], empty, env).strip().endswith("1 passed, 0 failed, 0 error")
    # played again (its checked copy kept): no dataclasses (which bring inspect and ast),
    # pathlib, json, yaml or pydantic on the way to the engine
    quick = (
        "import sys\nfrom kb.cli.main import main\nmain(['run', 'q.yaml'])\n"
        "print(*[m for m in ('dataclasses', 'inspect', 'pathlib', 'json', 'yaml', 'pydantic')"
        " if m in sys.modules], file=sys.stderr)"
    )
    proc = subprocess.run([str(python), "-c", quick], cwd=empty, env=env,
                          capture_output=True, text=True, check=True)  # fmt: skip
    assert "1 passed" in proc.stdout and proc.stderr.split() == [], proc.stderr
    assert sorted(os.listdir(empty)) == ["q.yaml"]
    assert any((tmp_path / "xdg" / "dkb").iterdir()), "the search cache goes to XDG_CACHE_HOME"
