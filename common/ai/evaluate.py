"""Evaluators: a guess at each seat's returns from a position, without playing it out."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

#: node -> one value per seat in [0, 1], an estimate of the returns (1 = sure win).
Evaluator = Callable[[Any], list[float]]
