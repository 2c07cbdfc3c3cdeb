"""The headless game API both games implement. Never imports pygame."""
