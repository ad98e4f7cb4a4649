"""``dkb kingdom``: the set-up, the interactions and the rulings of a kingdom.

The names are read as the site's kingdom page reads them (:mod:`kb.search.card_names`),
and the answer is :func:`kb.kingdom.answer` over the table the page reads too. The
table is cached beside the search index, keyed by the data and this code.

Exit status: 0 with the answer; 2 for a name that names no card, a kingdom that
cannot be (a card named twice, a card not chosen for a kingdom, too many piles or
landscapes), or errors in the data.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from kb.cli.terminal import Style, printable, width, wrap
from kb.jsontext import json_text
from kb.kingdom import KingdomError, answer
from kb.search.card_names import match
from kb.vocabulary import one_line, spoken

__all__ = ["kingdom", "kingdom_table", "split_names"]

_LONGEST = 100
"""A name typed may be this long at most."""

_CODE = ("kingdom.py", "site/kingdom.py", "search/card_names.py", "search/ranking.py")


def kingdom_table(root: Path | None = None) -> dict[str, Any]:
    """The kingdom table with its name table (``names``), from the cache when fresh.

    Raises :class:`kb.search.index.DataErrors` when the data has errors.
    """
    from kb.paths import PROJECT_ROOT, data_dir, fingerprint
    from kb.search.index import data_key, read_cache, write_cache

    folder = data_dir(root)
    key = data_key(folder) + fingerprint([PROJECT_ROOT / "kb" / c for c in _CODE])
    cached = read_cache(folder, "kingdom", key)
    if isinstance(cached, dict):
        return cached
    from kb.site.kingdom import site_table

    table = site_table(_load(folder))
    write_cache(folder, "kingdom", key, table)
    return table


def _load(folder: Path) -> Any:
    from kb.loader import LoadError, load
    from kb.search.index import DataErrors

    try:
        return load(folder)
    except LoadError as exc:
        raise DataErrors([str(e) for e in exc.errors]) from None


def split_names(words: list[str], table: list[tuple[str, int]]) -> list[str]:
    """The names in the arguments: split at commas when there are any; else each
    argument is a name, and consecutive words that together are exactly a card's name
    (``throne room``) are one."""
    if any("," in w for w in words):
        return [n.strip() for n in " ".join(words).split(",") if n.strip()]
    exact = {text for text, _ in table}
    out: list[str] = []
    i = 0
    while i < len(words):
        for j in range(min(len(words), i + 4), i + 1, -1):
            run = " ".join(words[i:j])
            if " ".join(run.lower().split()) in exact or _normal(run) in exact:
                out.append(run)
                i = j
                break
        else:
            out.append(words[i])
            i += 1
    return out


def _normal(text: str) -> str:
    from kb.search.ranking import tokens

    return " ".join(tokens(text))


def _err(message: str) -> None:
    print(f"dkb kingdom: {message}", file=sys.stderr)


def kingdom(
    words: list[str],
    players: int = 2,
    as_json: bool = False,
    unfold: bool = False,
    data_dir: str | Path | None = None,
) -> int:
    """Print the kingdom's set-up, interactions and rulings; see the module's doc."""
    from kb.search.index import DataErrors

    try:
        table = kingdom_table(Path(data_dir) if data_dir else None)
    except DataErrors as exc:
        for line in exc.lines:
            print(line, file=sys.stderr)
        _err(f"{len(exc.lines)} error(s) in the data (dkb validate lists them)")
        return 2
    names = [(str(t), int(i)) for t, i in table["names"]]
    cards = table["cards"]
    picks: list[int] = []
    for typed in split_names(words, names):
        shown = one_line(printable(typed), 60)
        if len(typed) > _LONGEST:
            _err(f'"{shown}" is longer than any card\'s name ({_LONGEST} characters at most)')
            return 2
        found, near = match(names, typed)
        if found is None:
            hint = ", ".join(cards[i]["name"] for i in near)
            _err(
                f'no card is called "{shown}"'
                + (f"; nearest: {hint}" if hint else "; try dkb search")
                + " (separate names with commas)"
            )
            return 2
        picks.append(found)
    try:
        result = answer(table, picks, players)
    except KingdomError as exc:
        _err(str(exc))
        return 2
    if as_json:
        print(json_text(result, indent=2))
    else:
        print("\n".join(answer_lines(result, unfold)))
    return 0


def _count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def item_title(item: dict[str, Any], players: int) -> str:
    """An item of the set-up in a few words: its name, or its piles and their sizes (an
    "other" need with a name is named: Necromancer's Zombies go to the trash, not a pile)."""
    if item["kind"] == "other" and item["name"]:
        title = str(item["name"])
    elif item["piles"] and item["kind"] == "heirloom":
        title = ", ".join(p["pile"] for p in item["piles"]) + ", one for each player"
    elif item["piles"]:
        title = ", ".join(
            f"{p['pile']} pile ({_count(p['count'], 'card', 'cards')})" if p["count"] else p["pile"]
            for p in item["piles"]
        )
    else:
        title = item["name"] or item["kind"].replace("-", " ").capitalize()
    if item["count"] is not None:
        title += f": {item['count']} for {players} players"
    return title


def chance_text(item: dict[str, Any]) -> str:
    """What the rules suggest for an item they add in proportion to a set's cards."""
    k, n = item["chance"]
    if k == n:
        return f"Every Kingdom card is from {item['set']}: use this."
    verb = "is" if k == 1 else "are"
    return (
        f"{k} of the {n} Kingdom cards {verb} from {item['set']}: the rules suggest this with a "
        f"chance of {k} in {n} (deal one Kingdom card at random; use this if that card is from "
        f"{item['set']})."
    )


def answer_lines(result: dict[str, Any], unfold: bool = False) -> list[str]:
    """The answer in plain lines, wrapped to the terminal."""
    style = Style()
    cols = width()
    out: list[str] = []

    def para(text: str, indent: str = "  ", hang: str | None = None) -> None:
        out.extend(wrap(spoken(text), indent, cols, hang))

    players = result["players"]
    names = [c["name"] for c in result["cards"]]
    out.append(style.bold(f"A kingdom for {players} players: {', '.join(names)}."))
    out += ["", style.bold(f"Set-up ({_count(len(result['setup']), 'item', 'items')})")]
    if not result["setup"]:
        para("Nothing beyond the usual Supply.")
    for n, item in enumerate(result["setup"], 1):
        para(f"{n}. {item_title(item, players)}, for {', '.join(item['cards'])}.", "  ", "     ")
        para(item["text"], "     ")
        if item["chance"]:
            para(chance_text(item), "     ")
        if item["choices"]:
            label = "May be the Bane" if item["kind"] == "bane-pile" else "From"
            para(f"{label} ({len(item['choices'])}): {', '.join(item['choices'])}.", "     ")
        para(f"Record: {'; '.join(item['from'])}.", "     ")
    groups = result["interactions"]
    out += ["", style.bold(f"Interactions ({_count(len(groups), 'group', 'groups')})")]
    if not groups:
        para("No ruling, timing note or rule clause concerns two of these cards.")
    for group in groups:
        para(" and ".join(group["cards"]) + ":", "  ")
        for r in group["records"]:
            out.extend(_record_lines(r, style, cols))
    out += ["", style.bold("Each card's own rulings")]
    if not unfold:
        para("Folded; add --rulings to list them.")
    for own in result["own"]:
        para(f"{own['card']}: {_count(len(own['records']), 'record', 'records')}.")
        if unfold:
            for r in own["records"]:
                out.extend(_record_lines(r, style, cols))
    return out


_KIND = {"ruling": "Ruling", "timing_note": "Timing note", "clause": "Rule clause"}


def _record_lines(r: dict[str, Any], style: Style, cols: int) -> list[str]:
    proof = (
        style.green(f"proven by the engine ({_count(r['examples'], 'example', 'examples')})")
        if r["examples"]
        else "not proven by an example"
    )
    lines = wrap(spoken(f"- {_KIND[r['kind']]}: {r['title']}; {proof}."), "    ", cols, "      ")
    lines.append(f"      Page: {style.dim(r['url'])}")
    return lines
