"""The reference engine: the rules of Dominion, played out strictly from scenarios.

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
