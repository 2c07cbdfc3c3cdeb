"""Marrakech on screen: layout, art, renderer and scenes. The only Marrakech code using pygame."""
