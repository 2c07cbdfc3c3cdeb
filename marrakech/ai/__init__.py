"""Marrakech computer players: the fast search model, the heuristic and the levels.

model.py      search over the fast core (marrakech.rules.core.Core)
heuristic.py  expected tribute, visible area, region growth and coins as a win estimate
levels.py     Random, Easy, Medium and Hard by name
arena.py      `python -m marrakech arena`
"""
