"""The one way ``dkb`` writes a file: atomically, only over a regular file, with the
permissions the umask gives, and into a folder that exists unless told to make it.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> write_atomic(folder / "a.txt", "hello\\n")
>>> (folder / "a.txt").read_text()
'hello\\n'
>>> write_atomic(folder / "no" / "a.txt", "x")
Traceback (most recent call last):
...
kb.writer.WriteError: .../no/a.txt: the folder .../no does not exist (add --parents to make it)
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from collections.abc import Iterable
from pathlib import Path

__all__ = ["WriteError", "check_target", "umask", "write_all", "write_atomic"]

_KINDS = {
    stat.S_IFDIR: "a folder",
    stat.S_IFIFO: "a FIFO",
    stat.S_IFCHR: "a character device",
    stat.S_IFBLK: "a block device",
    stat.S_IFSOCK: "a socket",
    stat.S_IFLNK: "a symbolic link",
}


class WriteError(OSError):
    """A file that will not be written; the message is one line naming the path."""

    def __str__(self) -> str:
        return str(self.args[0])


def umask() -> int:
    """The process's umask (read by setting it and setting it back)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def check_target(path: Path, make_parents: bool = False) -> None:
    """Raise :class:`WriteError` unless ``path`` may be written: a missing or regular
    file, in an existing folder (or one ``make_parents`` allows making)."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        st = None
    except OSError as exc:
        raise WriteError(f"{path}: cannot write: {exc.strerror}") from None
    if st is not None and not stat.S_ISREG(st.st_mode):
        kind = _KINDS.get(stat.S_IFMT(st.st_mode), "not a regular file")
        raise WriteError(f"{path}: is {kind}; dkb replaces only regular files")
    parent = path.parent
    if not parent.is_dir() and (parent.exists() or not make_parents):
        what = "is not a folder" if parent.exists() else "does not exist"
        hint = "" if parent.exists() else " (add --parents to make it)"
        raise WriteError(f"{path}: the folder {parent} {what}{hint}")


def write_atomic(path: Path, data: str | bytes, make_parents: bool = False) -> None:
    """Write ``data`` to ``path`` through a temporary file in the same folder, renamed
    over it when complete: readers see the old file or the new one, never a part.

    Text is written as UTF-8. Raises :class:`WriteError` (one line) on any problem.
    """
    path = Path(path)
    check_target(path, make_parents)
    body = data.encode("utf-8") if isinstance(data, str) else data
    tmp = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
        with os.fdopen(fd, "wb") as fh:
            fh.write(body)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, 0o666 & ~umask())
        os.replace(tmp, path)
        tmp = None
    except OSError as exc:
        if isinstance(exc, WriteError):
            raise
        raise WriteError(f"{path}: cannot write: {exc.strerror or exc}") from None
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)


def write_all(files: Iterable[tuple[Path, str | bytes]], make_parents: bool = False) -> None:
    """Write several files, checking every target before writing any."""
    items = list(files)
    for path, _ in items:
        check_target(Path(path), make_parents)
    for path, data in items:
        write_atomic(Path(path), data, make_parents)
