"""Code both games share: the headless game API (core), and later the UI shell and AI."""
