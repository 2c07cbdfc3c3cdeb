"""Online play, headless (never pygame): the protocol, the game server and the client library.

    python -m common.net.serve --port 8765                # a standalone server
    client = await Client.connect("ws://127.0.0.1:8765")  # common.net.client
    ThreadedClient()                                      # the same for a UI thread

The server is authoritative (common.net.room holds each game's record and its secret seed); a
client keeps the game as one following record (common.core.record) built from the steps the
server sends, and checks the dice against the seed revealed at the end (common.net.fairness).
"""
