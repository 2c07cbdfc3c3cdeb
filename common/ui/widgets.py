"""Buttons, labels, text fields, choices and check boxes. A scene places them in layout().

The controls live in modules of their own (widget_base, widget_button, widget_text_field,
widget_choices), as does the WidgetGroup that routes a scene's events to them (widget_group);
this one names them all, so a scene imports what it places from here."""

from __future__ import annotations

from common.ui.draw import fitting_size
from common.ui.widget_base import Label, Widget
from common.ui.widget_button import Button, mix_disabled
from common.ui.widget_choices import CheckBox, Choice
from common.ui.widget_group import WidgetGroup
from common.ui.widget_text_field import TextField

__all__ = [
    "Button",
    "CheckBox",
    "Choice",
    "Label",
    "TextField",
    "Widget",
    "WidgetGroup",
    "fitting_size",
    "mix_disabled",
]
