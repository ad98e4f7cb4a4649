"""Standard output the way Unix tools treat it.

A reader that goes away (``dkb show moat | head -2``) ends the command quietly with
the status a process killed by SIGPIPE has (141); a full disk (``> /dev/full``), a
closed standard output (``>&-``) or any other failed write is one line on standard
error and the status :data:`CANNOT_WRITE`. Nothing is ever printed into a file that
took the place of a closed standard stream.

Light on purpose (no imports beyond the standard library's smallest): every command
starts here.
"""

from __future__ import annotations

import errno
import os
import sys

TYPE_CHECKING = False  # (not typing's: every command starts here)
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, TextIO

__all__ = ["BROKEN_PIPE", "CANNOT_WRITE", "OutputError", "guarded"]

BROKEN_PIPE = 128 + 13
"""The status of a command whose reader went away: 128 + SIGPIPE, as the shell shows
for ``cat`` and the other tools the signal stops."""

CANNOT_WRITE = 2
"""The status of a command whose output could not be written."""


class OutputError(BaseException):
    """Standard output cannot be written; ``errno`` says why. Like KeyboardInterrupt it
    is no ``Exception``, so that no handler on the way mistakes it for a failure of
    the command's own work."""

    def __init__(self, code: int) -> None:
        super().__init__(os.strerror(code))
        self.errno = code


class _Guarded:
    """A standard stream whose failed writes raise :class:`OutputError` (stdout), or
    are dropped (stderr: there is nowhere left to say anything)."""

    def __init__(self, stream: TextIO | None, loud: bool) -> None:
        self._stream = stream
        self._loud = loud

    def _failed(self, exc: OSError | None) -> None:
        if self._loud:
            raise OutputError(exc.errno if exc and exc.errno else errno.EBADF) from None

    def write(self, text: str) -> int:
        if self._stream is None:
            self._failed(None)
            return len(text)
        try:
            return self._stream.write(text)
        except OSError as exc:
            self._failed(exc)
            return len(text)
        except ValueError:  # written after the stream was closed
            self._failed(None)
            return len(text)

    def flush(self) -> None:
        if self._stream is None:
            return
        try:
            self._stream.flush()
        except OSError as exc:
            self._failed(exc)
        except ValueError:
            self._failed(None)

    def isatty(self) -> bool:
        return self._stream is not None and self._stream.isatty()

    def __getattr__(self, name: str) -> Any:
        if self._stream is None:
            raise AttributeError(name)
        return getattr(self._stream, name)


def _closed(fd: int) -> bool:
    try:
        os.fstat(fd)
    except OSError:
        return True
    return False


def _fill(fd: int) -> None:
    """Put /dev/null on the closed descriptor ``fd``, so no file opened later takes
    its number (and receives what was meant for the terminal)."""
    null = os.open(os.devnull, os.O_RDONLY if fd == 0 else os.O_WRONLY)
    if null != fd:
        os.dup2(null, fd)
        os.close(null)


def _discard(stream: Any) -> None:
    """Point the real standard output at /dev/null, so what it still holds is dropped
    silently when the interpreter exits."""
    try:
        fd = stream.fileno()
    except (OSError, ValueError, AttributeError):
        return
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, fd)
        os.close(null)
    except OSError:
        return


def guarded(command: Callable[[], int]) -> int:
    """Run ``command`` (it prints and returns an exit status) with standard output and
    standard error guarded as described above; return the status."""
    closed = [fd for fd in (0, 1, 2) if _closed(fd)]
    for fd in closed:
        _fill(fd)
    real_out, real_err = sys.stdout, sys.stderr
    out = _Guarded(None if 1 in closed or real_out is None else real_out, loud=True)
    err = _Guarded(None if 2 in closed or real_err is None else real_err, loud=False)
    sys.stdout, sys.stderr = out, err  # type: ignore[assignment]
    try:
        try:
            status = command()
        except SystemExit as exc:  # argparse's --help, --version and usage errors
            status = exc.code if isinstance(exc.code, int) else 0 if exc.code is None else 2
        out.flush()
        return status
    except OutputError as exc:
        if out._stream is not None:
            _discard(out._stream)
        if exc.errno == errno.EPIPE:
            return BROKEN_PIPE
        where = "standard output is closed" if exc.errno == errno.EBADF else str(exc)
        print(f"dkb: cannot write the output: {where}", file=err)
        return CANNOT_WRITE
    finally:
        sys.stdout, sys.stderr = real_out, real_err
