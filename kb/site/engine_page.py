"""The page about the reference engine: how examples are verified, how to ask it a
question of your own, and which cards it plays."""

from __future__ import annotations

from engine.cards import implemented
from engine.decision_words import mode_words
from engine.decisions import DECISION_KINDS
from kb.site.context import Site
from kb.site.text import escape
from kb.urls import ENGINE_PAGE, SCENARIO_PAGE, rel

__all__ = ["EXAMPLE", "QUESTIONS", "engine_md"]

EXAMPLE = """\
id: artisan-nomad-camp
title: Artisan gains a Nomad Camp to hand
claim: Artisan's "to your hand" wins over Nomad Camp's "onto your deck".
setup:
  kingdom: [Artisan, Nomad Camp]
  Alice: {hand: [Artisan, Estate]}
steps:
  - play: Artisan
  - choose: Nomad Camp
  - choose: Estate
expect:
  Alice: {hand: [Nomad Camp], deck: [Estate]}
"""


QUESTIONS = {
    "YesNo": "Whether to do something that is not a choice of cards (“you may”).",
    "ChooseCards": "Which cards to choose, from none or a few up to as many as the card allows.",
    "ChooseSupply": "Which Supply pile to take from, named by its top card; sometimes none.",
    "ChooseMode": "Which of a card's modes to use (Governor: draw, gain or upgrade).",
    "ChooseModes": "Which several different modes to use, as many as the card says (Scrap), "
    "or one more for a card Elder played.",
    "ChooseOption": "Which of several named things, such as which start-of-turn effect comes next.",
    "ChooseEffect": "Which of several effects that happen at the same time goes first, such "
    "as two abilities that react to one gain; asked only when they differ.",
    "OrderCards": "In what order to put cards, top (or first) card first.",
    "ChoosePosition": "Where to put a card in a pile: how many cards go above it (0 is the top).",
    "ChooseAmount": "How many: coins to overpay for a card (Masterpiece), Coffers to spend "
    "(Butcher), or Debt to bid (Mountain Pass), where one may pass.",
}
"""Each kind of decision as a player would ask it (the engine's docstrings are for
programmers)."""


def _question(kind: type) -> str:
    """The words for a kind of decision: :data:`QUESTIONS`, or else the first sentence of
    its docstring with the code marks taken off."""
    if kind.__name__ in QUESTIONS:
        return escape(QUESTIONS[kind.__name__])
    doc = " ".join((kind.__doc__ or kind.__name__).split()).replace("``", "")
    return escape(doc.split(". ")[0].rstrip(".") + ".")


def _decisions(site: Site) -> list[str]:
    """Every kind of decision, how a scenario answers it, and each card's mode words."""
    out = [
        "## Decisions and their answers",
        "",
        "A scenario answers each decision with a `choose` step. These are the kinds of "
        "decision the engine asks, and how each is answered:",
        "",
        "| Decision | Answer |",
        "| --- | --- |",
    ]
    for kind in DECISION_KINDS:
        out.append(f"| {_question(kind)} | {kind.answers} |")
    out += [
        "",
        "Where a card asks for a mode, these are its words (answer with one, or with a "
        "list where the card chooses several):",
        "",
    ]
    by_id = {c.id: c for c in site.kb.cards.values()}
    for cid, lists in sorted(mode_words().items()):
        card = by_id.get(cid)
        if card is None:
            continue
        words = "; then ".join(", ".join(f"`{w}`" for w in ws) for ws in lists)
        out.append(f"- {site.linker.name(ENGINE_PAGE, card.name)}: {words}")
    out += [
        "",
        "Answers use the scenario format's own words for places: a card put onto the "
        "deck is `deck`, into the hand `hand`.",
        "",
    ]
    return out


def engine_md(site: Site) -> str:
    """The reference engine page."""
    kb, link = site.kb, site.linker
    played = sorted((c for c in kb.cards.values() if implemented(c.name)), key=lambda c: c.name)
    not_played = sorted(
        (c for c in kb.cards.values() if not implemented(c.name)), key=lambda c: c.name
    )
    unverified = sum(1 for g in kb.gain_sources.values() if not g.examples)
    out = [
        "# The reference engine",
        "",
        "Every example on this site is a scenario: a game state, what happens, and what "
        "must be true afterwards. While the site is built, the project's reference engine "
        "plays each one by the rules and checks the result; the site shows only examples "
        "that passed, each with the engine's own account of the game.",
        "",
        "The engine is strict. It asks only real decisions, and a scenario must answer "
        "each one: a decision the scenario did not script, an answer that is not legal, "
        "or an answer left over is an error naming the step.",
        "",
        "## Ask the engine your own question",
        "",
        f"Write a scenario in a file (the format is the [scenario format]"
        f"({rel(ENGINE_PAGE, SCENARIO_PAGE)}); its JSON Schema is "
        "`data/schemas/scenario.schema.json` on this site), for example:",
        "",
        "```yaml",
        EXAMPLE.rstrip(),
        "```",
        "",
        "and play it with the `dkb` command line, which prints whether it passed and, "
        "with `-v`, the engine's narration:",
        "",
        "```sh",
        "dkb run artisan-nomad-camp.yaml -v",
        "```",
        "",
        *_decisions(site),
        "## Cards the engine plays",
        "",
        f"The engine plays {len(played)} of the {len(kb.cards)} cards on this site:",
        "",
        ", ".join(link.name(ENGINE_PAGE, c.name) for c in played) + ".",
        "",
        "The other cards have records (cost, types, summary, gain sources) but no "
        "examples yet, so their gain sources are marked unverified "
        f"({unverified} of {len(kb.gain_sources)} gain sources):",
        "",
        ", ".join(link.name(ENGINE_PAGE, c.name) for c in not_played) + ".",
        "",
    ]
    return "\n".join(out)
