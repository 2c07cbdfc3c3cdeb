"""The pygame shell both games use: app loop, scenes, widgets, tweens, drag and drop."""
