"""Every code the shared parts tell (common.core.refusal.Told), each with its wordings: the
game record's and the online table's refusals and the default chance commitment. Each game
lists its own in its rules' vocabulary module; tests/common/test_vocabulary.py checks that
every wording has words in every language."""

from __future__ import annotations

from common.core.i18n import N_
from common.core.refusal import Wording

# The game record (common.core.record) and the game API's default (common.core.api).
NOTHING_TO_UNDO = Wording("nothing-to-undo", N_("Nothing to take back yet"))
CHANCE_SHOWN = Wording("chance-shown", N_("Chance has already decided what comes next"))
FOLLOWED = Wording("followed", N_("The server plays this game."))
CHANCE_DECIDES = Wording("chance-step", N_("Chance decides this step."))

# An online table (common.ui.online_controller).
NOT_YOUR_TURN = Wording("not-your-turn", N_("Wait for your turn."))
MOVE_ON_ITS_WAY = Wording("move-on-its-way", N_("Wait until your move has arrived"))
UNDO_REFUSED = Wording("undo-refused", N_("The others said no to taking this move back"))
