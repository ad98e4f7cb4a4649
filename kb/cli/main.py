"""The ``dkb`` command line. Each command's module is imported only when it runs,
so that quick commands such as ``dkb search`` start fast."""

from __future__ import annotations

import os
import sys

from kb.cli.output import guarded
from kb.cli.terminal import printable, setup_stream

TYPE_CHECKING = False  # (not typing's: the quick commands start without importing it)
if TYPE_CHECKING:
    import argparse
    from collections.abc import Sequence
    from types import SimpleNamespace
    from typing import Any, NoReturn
else:
    SimpleNamespace = type(sys.implementation)  # types.SimpleNamespace, without types

__all__ = ["command", "main"]

_DIR_HELP = "the data folder (default: $DKB_DATA, else the project's or installed data)"
_PARENTS_HELP = "make the folder to write into (and its parents) when it is missing"


def _parser() -> argparse.ArgumentParser:
    import argparse  # here: the commonest calls need no parser (see _plain_words)

    from kb import __version__
    from kb.vocabulary import KIND_LABELS

    p = argparse.ArgumentParser(
        prog="dkb",
        description="The Dominion rules knowledge base: find rulings, check data, "
        "and play scenarios on the reference engine.",
    )
    p.add_argument("--version", action="version", version=f"dkb {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    v = sub.add_parser("validate", help="check every record and reference in the data")
    v.add_argument("dir", nargs="?", help=_DIR_HELP)

    e = sub.add_parser("export", help="the whole knowledge base as one JSON document")
    e.add_argument("--out", help="write to this file instead of standard output")
    e.add_argument("--parents", action="store_true", help=_PARENTS_HELP)
    e.add_argument("--dir", help=_DIR_HELP)

    s = sub.add_parser("schema", help="write a JSON Schema per record type")
    s.add_argument("--out", default="schemas", help="folder to write into (default: schemas)")
    s.add_argument("--parents", action="store_true", help=_PARENTS_HELP)

    r = sub.add_parser("run", help="play scenarios on the reference engine")
    r.add_argument("files", nargs="*", help="scenario files (default: every example)")
    r.add_argument("--json", action="store_true", help="print results as JSON")
    r.add_argument("-v", "--verbose", action="store_true", help="add the engine's narration")
    r.add_argument("--dir", help=_DIR_HELP)

    q = sub.add_parser("search", help="find cards, rules and rulings from a player's words")
    q.add_argument("query", nargs="*", help="what to look for (optional with a filter)")
    q.add_argument(
        "--limit", type=int, help="how many results (default 5; with filters alone, every card)"
    )
    q.add_argument(
        "--type", action="append", default=[], metavar="TYPE",
        help="only cards of this type (repeat it or use commas for several: Action,Attack)",
    )  # fmt: skip
    q.add_argument(
        "--cost",
        help='only cards of this cost: 4, "<=4", ">=4", 4-5, 3P (a Potion), 8D (Debt), 4+3D, '
        '"up to 4"',
    )
    q.add_argument("--set", help="only cards of this set (Base, Dark Ages, dark-ages, ...)")
    q.add_argument("--edition", help="only cards in this edition of a set printed twice: 1 or 2")
    q.add_argument("--kind", choices=list(KIND_LABELS), help="only records of this kind")
    q.add_argument("--json", action="store_true", help="print results as JSON")
    q.add_argument("--dir", help=_DIR_HELP)

    k = sub.add_parser("kingdom", help="a kingdom's set-up, interactions and rulings")
    k.add_argument("cards", nargs="+", help="the cards (commas between names; typos allowed)")
    k.add_argument("--players", type=int, default=2, help="how many players (default 2)")
    k.add_argument("--json", action="store_true", help="print the answer as JSON")
    k.add_argument("--rulings", action="store_true", help="list each card's own rulings")
    k.add_argument("--dir", help=_DIR_HELP)

    w = sub.add_parser("show", help="a card or rule's whole entry")
    w.add_argument("name", nargs="+", help="the card or rule's name, typos allowed")
    w.add_argument("--dir", help=_DIR_HELP)
    return p


def _plain_words(argv: Sequence[str]) -> Any:
    """The arguments of ``dkb search WORDS``, ``dkb show WORDS`` or ``dkb run FILES``
    with no option, parsed as argparse would parse them; None for anything else.

    Building the parser costs a cold search more than the search (argparse imports
    gettext, locale and shutil), so the commonest calls skip it.
    """
    if len(argv) < 2 or argv[0] not in ("search", "show", "run"):
        return None
    words = list(argv[1:])
    if any(w.startswith("-") for w in words):
        return None
    if argv[0] == "run":
        return SimpleNamespace(command="run", files=words, json=False, verbose=False, dir=None)
    if argv[0] == "show":
        return SimpleNamespace(command="show", name=words, dir=None)
    return SimpleNamespace(command="search", query=words, limit=None, kind=None, json=False,
                           dir=None, type=[], cost=None, set=None, edition=None)  # fmt: skip


def command() -> NoReturn:
    """The ``dkb`` command: :func:`main` on the command line's arguments, then the
    process ends at once with its status. Tearing the interpreter down would free one
    by one every object the command made (a search reads tens of thousands), which
    costs a cold ``dkb search`` a tenth of its time and changes nothing: the output is
    flushed first, and when that fails the interpreter exits the usual way (which
    reports it)."""
    status = main()
    try:
        for stream in (sys.stdout, sys.stderr):
            if stream is not None:
                stream.flush()
    except Exception:
        sys.exit(status)
    os._exit(status)


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``dkb`` with ``argv``; return the exit status (see :mod:`kb.cli.output` for
    what a failed write gives)."""
    words = sys.argv[1:] if argv is None else list(argv)
    return guarded(lambda: _main(words))


def _main(argv: list[str]) -> int:
    args = _plain_words(argv) or _parser().parse_args(argv)
    setup_stream(sys.stdout)
    setup_stream(sys.stderr)
    try:
        if args.command == "validate":
            from kb.cli.commands import validate

            return validate(args.dir)
        if args.command == "export":
            from kb.cli.commands import export

            return export(args.out, args.dir, make_parents=args.parents)
        if args.command == "schema":
            from kb.cli.commands import schema

            return schema(args.out, make_parents=args.parents)
        if args.command == "run":
            from kb.cli.run import run

            return run(args.files, as_json=args.json, verbose=args.verbose, data_dir=args.dir)
        if args.command == "kingdom":
            from kb.cli.kingdom import kingdom

            return kingdom(
                args.cards, args.players, as_json=args.json, unfold=args.rulings, data_dir=args.dir
            )
        if args.command in ("search", "show"):
            return _quick(args)
    except KeyboardInterrupt:
        print("dkb: interrupted", file=sys.stderr)
        return 130
    except Exception as exc:  # never a traceback for a player; DKB_DEBUG=1 shows it
        if os.environ.get("DKB_DEBUG"):
            raise
        print(f"dkb: internal error: {type(exc).__name__}: {printable(str(exc))}", file=sys.stderr)
        return 3
    _parser().print_help()
    return 2


def _quick(args: Any) -> int:
    """``dkb search`` or ``dkb show``, without the cycle collector: reading the cached
    index makes tens of thousands of lists and strings, none in a cycle, and the
    collector's passes over them cost a cold search a tenth of its time."""
    import gc

    from kb.paths import remembering

    collecting = gc.isenabled()
    gc.disable()
    try:
        with remembering():  # show keys two caches by the same records: walked once
            if args.command == "search":
                from kb.cli.search import search

                query = " ".join(args.query)
                filters = {"types": args.type, "cost": args.cost, "expansion": args.set,
                           "edition": args.edition}  # fmt: skip
                return search(query, args.limit, args.kind, as_json=args.json,
                              data_dir=args.dir, **filters)  # fmt: skip
            from kb.cli.search import show

            return show(" ".join(args.name), data_dir=args.dir)
    finally:
        if collecting:
            gc.enable()


if __name__ == "__main__":  # (exits the usual way, so that a profiler sees the end)
    sys.exit(main())
