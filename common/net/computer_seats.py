"""The computer seats of a server's rooms: each room's computer moves are chosen off the loop
(common.net.bot_pool) one at a time, and played while it is one of them to move."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from common.core.applog import logger
from common.net.bot_pool import BotPool
from common.net.room import Room

if TYPE_CHECKING:
    from common.net.room_writes import RoomWrites

log = logger(__name__)


class ComputerSeats:
    """What GameServer does for computer seats (it holds the attributes named here)."""

    rooms: dict[str, Room]
    thinking: set[str]  # rooms whose computer player is choosing
    bots: BotPool
    writes: RoomWrites
    stopping: bool

    def _wake_computer(self, room: Room) -> None:
        if room.code not in self.thinking and room.computer_to_move() is not None:
            self.thinking.add(room.code)
            asyncio.get_running_loop().create_task(self._computer(room))

    async def _computer(self, room: Room) -> None:
        """Play the room's computer seats while it is one of them to move."""
        try:
            while (turn := room.computer_to_move()) is not None and room.code in self.rooms:
                seat, level, state, cursor = turn
                try:
                    action = await self.bots.choose(room.code, seat, room.game.name, level, state)
                except Exception:
                    if self.stopping:
                        return
                    log.exception("a %s computer player failed; it plays a random move", level)
                    action = None
                if self.writes.is_paused(room):
                    break
                room.play_computer(seat, cursor, action)
        finally:
            self.thinking.discard(room.code)
            if room.finished:
                self.bots.forget(room.code)
