"""Bombay Bazar on screen: setup, the hex board with its elephants and trunks, results."""
