"""Bazaar's run-time files: fonts and their licence, the app icon, compiled translations.

Installed as the package `bazaar_assets` (see pyproject.toml), so `importlib.resources` finds
them wherever the game is installed; common/core/resources.py is the one place that looks.
"""
