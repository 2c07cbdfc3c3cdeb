"""Marrakech computer players: the fast search model, the heuristic and the levels.

model.py      search over the fast core (marrakech.rules.core.Core)
heuristic.py  expected tribute, visible area, region growth and coins as a win estimate
players.py    Random, Easy, Medium and Hard, and their time caps
levels.py     the levels by name (the arena's own are in benchmarks/arena_levels.py)
"""
