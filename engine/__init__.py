"""The reference engine: the rules of Dominion, played out strictly from scenarios.

How it fits together:

- :mod:`engine.catalog` reads each card's cost, types and pile from ``data/``;
- :mod:`engine.zones` and :mod:`engine.player` hold the physical cards, each in
  exactly one zone;
- :mod:`engine.game` is the state and the shared mechanisms: one way to move a card
  (a move fails, "losing track", when the card is not where the effect expects it),
  one way to cost a card, one way to ask a decision, to gain, to buy and to play;
- :mod:`engine.cards` holds each card's abilities as a small
  :class:`~engine.cards.base.Behaviour` written against those mechanisms;
- :mod:`engine.decisions` types every decision and answers it: strictly from a
  script (:mod:`engine.runner`) or at random (:mod:`engine.randomplay`).

>>> from engine.runner import run_file_text
>>> result = run_file_text('''
... id: village-gives-actions
... title: Village gives two Actions
... claim: Playing Village draws a card and leaves two Actions.
... setup:
...   Alice: {hand: [Village], deck: [Copper]}
... steps:
...   - play: Village
... expect:
...   Alice: {hand: [Copper], actions: 2}
... ''')[0]
>>> result.status
'passed'
>>> result.narration[0]
'Alice plays Village.'
"""
