"""Every code the Marrakech rules tell (common.core.refusal.Told), each with its wordings: why a
move is refused, what a shown die or draw commits, how the game ended. The one list of them;
tests/common/test_vocabulary.py checks that every wording has words in every language."""

from __future__ import annotations

from common.core.i18n import N_
from common.core.refusal import Wording

# Why a move is refused (MarrakechState.check_action).
NOT_A_MOVE = Wording("not-a-move", N_("That is not a Marrakech move."))
NOT_STARTED = Wording("wrong-phase", N_("The game has not started yet."))
NOT_DRAWN = Wording("wrong-phase", N_("The next carpet has not been drawn yet."))
TURN_NOW = Wording("wrong-phase", N_("Now Assam is to be turned (left, right or straight on)."))
ROLL_NOW = Wording("wrong-phase", N_("Now the die is to be rolled."))
PLACE_NOW = Wording("wrong-phase", N_("Now a carpet is to be placed."))
GAME_OVER = Wording("wrong-phase", N_("The game is over."))
TURN_BACK = Wording(
    "turn-back", N_("Assam may turn a quarter left or right, or go straight on; never back.")
)
CANNOT_COME_UP = Wording("cannot-come-up", N_("That cannot come up now."))
UNDER_ASSAM = Wording("under-assam", N_("A carpet cannot lie under Assam."))
AWAY_FROM_ASSAM = Wording(
    "away-from-assam", N_("The carpet must touch Assam's square along an edge.")
)
COVERS_ONE_CARPET = Wording(
    "covers-one-carpet", N_("A carpet cannot cover both visible halves of one carpet.")
)

# What a shown chance outcome commits (MarrakechState.chance_commitment).
DIE_ROLLED = Wording("die-rolled", N_("The die has been rolled: a roll once seen stays"))
FIRST_DRAWN = Wording("first-drawn", N_("The first player has been drawn"))

# How the game ended (MarrakechState.outcome): {names} are the winners.
LAST_MERCHANT = Wording("last-merchant", N_("{names} is the last merchant in the market."))
WINS = Wording("wins", N_("{names} wins with {score} ({dirhams} dirhams)."))
SHARE_THE_WIN = Wording("share-the-win", N_("{names} share the win with {score} each."))
