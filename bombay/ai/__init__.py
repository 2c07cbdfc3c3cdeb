"""Bombay Bazar computer players: the fast search model, the heuristic and the levels.

model.py      search over the fast core (bombay.rules.core.Core)
heuristic.py  trunk length, room ahead of each open end, mobility, as a win estimate
levels.py     Random, Easy, Medium and Hard by name
arena.py      `python -m bombay arena` (once bombay/__main__.py routes it)
"""
