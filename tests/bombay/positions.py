"""Hand-built Bombay Bazar positions that more than one test module plays from (written in the
notation: players, seat to move, ..., then the tiles laid)."""

# Players 1 and 2 both point into e2: player 1 by NW, player 2 by NE.
TWO_INTO_ONE = "3p 1 - b1B5,c1B2,d1L1,f1I1,g2P2,g6N4,g7K0,h1F2,h7F0"

# Players 1 and 2 both point into e1; nothing fits both.
SHARED_DEAD_END = "3p 1 - b1B5,c1B2,d1H2,f1H2,g1B2,g7A3,g8A0,h1H2,h7B2"
