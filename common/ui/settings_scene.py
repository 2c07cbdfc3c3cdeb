"""The settings dialog: language, animation speed, sound, full screen, colour-blind patterns,
whether a carpet or tile asks before it is placed, practice take-backs, the forecast, what
tells of an online turn while the window is behind (a flash and chime, a desktop notice),
the online servers played on (one typed is added, one can be forgotten) and the turn webhook
(common.ui.webhook_setting). Changes apply at once and are kept."""

from __future__ import annotations

import contextlib
from collections.abc import Callable

import pygame

from common.core.i18n import _, set_language
from common.net.protocol import DEFAULT_PORT
from common.ui import online_servers
from common.ui.draw import panel, text, text_block
from common.ui.scene import Scene
from common.ui.settings import LANGUAGES, SPEEDS, save_settings
from common.ui.theme import BAD, CREAM, GOLD, INK, MUTED, TERRACOTTA_DARK
from common.ui.webhook_setting import MAX_CHARS, webhook_problem
from common.ui.widgets import Button, CheckBox, Choice, TextField, WidgetGroup

VOLUMES = (0, 35, 70, 100)


class SettingsScene(Scene):
    modal = True

    def __init__(self, app, on_language_changed: Callable[[], None] | None = None) -> None:
        settings = app.settings
        self.on_language_changed = on_language_changed
        self.widgets = WidgetGroup()
        codes = [code for code, _name in LANGUAGES]
        self.language = self.widgets.add(
            Choice(
                [name for _code, name in LANGUAGES],
                codes.index(settings.language),
                tooltip=_("The language of every screen"),
            )
        )
        names = [name for name, _factor in SPEEDS]
        self.speed = self.widgets.add(
            Choice(
                [_(name) for name in names],
                names.index(settings.speed),
                tooltip=_("How fast Assam walks, coins fly and trunks grow"),
            )
        )
        volume = (
            0
            if not settings.sound
            else min(range(len(VOLUMES)), key=lambda i: abs(VOLUMES[i] - settings.volume))
        )
        self.volume = self.widgets.add(
            Choice(
                [_("Off"), _("Quiet"), _("Normal"), _("Loud")],
                volume,
                tooltip=_("The die, the coins, the carpets and tiles"),
            )
        )
        self.fullscreen = self.widgets.add(CheckBox(_("Full screen (F11)"), app.fullscreen))
        self.patterns = self._check(
            _("Colour-blind friendly: patterns on carpets and trunks"),
            settings.colour_blind,
            _("Each player's carpets and trunk get their own pattern, not colour alone"),
        )
        self.confirm = self._check(
            _("Ask before placing a carpet or tile"),
            settings.confirm_placing,
            _("A dropped carpet or tile waits for a second click to confirm"),
        )
        self.practice = self._check(
            _("Practice: Undo may take back a move after the die is rolled"),
            settings.practice,
            _("A new move after such an undo rolls afresh; the game is marked as practice"),
        )
        self.forecast = self._check(
            _("Marrakech: Assam's forecast while you turn him"),
            settings.forecast,
            _("The squares he can end on, their chances and the tribute due there"),
        )
        self.turn_alert = self._check(
            _("Flash and chime"),
            settings.turn_alert,
            _("When another window is in front, Bazaar asks for attention and plays a chime"),
        )
        self.turn_notice = self._check(
            _("Desktop notice"),
            settings.turn_notice,
            _("When another window is in front, the system shows a notice: in which game it is"),
        )
        servers = online_servers.remembered_servers(app)
        self.server = self.widgets.add(
            TextField(servers[0] if servers else "", 64, _("A Bazaar server's address"))
        )
        self.add_server = self.widgets.add(
            Button(_("Add"), self._add_server, tooltip=_("Keep this server in the list"))
        )
        self.forget_server = self.widgets.add(
            Button(_("Forget"), self._forget_server, tooltip=_("Take this server off the list"))
        )
        self.server_problem: str | None = None
        self.webhook_problem: str | None = None
        self.webhook = self.widgets.add(
            TextField(
                settings.webhook,
                MAX_CHARS,
                _("An https address the server calls when your turn comes while you are away"),
            )
        )
        self.done = self.widgets.add(Button(_("Done"), self.close, primary=True))
        self.box = pygame.Rect(0, 0, 0, 0)
        self.labels: list[tuple[str, pygame.Rect]] = []
        super().__init__(app)

    def _check(self, words: str, on: bool, tooltip: str) -> CheckBox:
        """A setting that is on or off, with what it does in its tooltip."""
        return self.widgets.add(CheckBox(words, on, tooltip=tooltip))

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        row = max(38, size[1] // 17)
        # wider as the words grow with the window, so the five language names fit at full size
        height = min(row * 16, size[1] - 20)
        self.box = pygame.Rect(0, 0, min(size[0] - 40, max(900, row * 18)), height)
        self.box.center = (size[0] // 2, size[1] // 2)
        label_w = int(self.box.width * 0.28)
        left = self.box.left + row
        control = pygame.Rect(left + label_w, 0, self.box.right - row - left - label_w, row)
        self.labels = []
        y = self.box.top + int(row * 1.8)
        for label, widget in (
            (_("Language"), self.language),
            (_("Animations"), self.speed),
            (_("Sound"), self.volume),
        ):
            widget.rect = control.move(0, y)
            self.labels.append((label, pygame.Rect(left, y, label_w, row)))
            y += int(row * 1.2)
        boxes = (self.fullscreen, self.patterns, self.confirm, self.practice, self.forecast)
        for box in boxes:
            box.rect = pygame.Rect(left, y, self.box.width - 2 * row, int(row * 0.75))
            y += int(row * 0.95)
        self.labels.append((_("My turn online"), pygame.Rect(left, y, label_w, int(row * 0.75))))
        half = pygame.Rect(control.left, y, control.width // 2 - 8, int(row * 0.75))
        self.turn_alert.rect, self.turn_notice.rect = half, half.move(control.width // 2 + 8, 0)
        y += int(row * 0.95)
        y += int(row * 0.25)
        self.labels.append((_("Online servers"), pygame.Rect(left, y, label_w, row)))
        buttons = control.width // 5
        self.server.rect = control.move(0, y)
        self.server.rect.width = control.width - 2 * buttons - 16
        self.add_server.rect = pygame.Rect(self.server.rect.right + 8, y, buttons, row)
        self.forget_server.rect = self.add_server.rect.move(buttons + 8, 0)
        y += int(row * 1.15)
        self.labels.append((_("Turn webhook"), pygame.Rect(left, y, label_w, row)))
        self.webhook.rect = control.move(0, y)
        self.servers_area = pygame.Rect(control.left, y + row + 4, control.width, row * 0.9)
        self.done.rect = pygame.Rect(0, 0, self.box.width // 3, row)
        self.done.rect.midbottom = (self.box.centerx, self.box.bottom - row // 2)

    def handle(self, event: pygame.event.Event) -> None:
        enter = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        if enter and self.server.focused:  # Enter in the server's field adds it
            self.server.focused = False
            self._add_server()
            return
        if enter and self.webhook.focused:  # Enter in the webhook's field keeps it
            self.webhook.focused = False
            self.apply()
            return
        if self.widgets.handle_key(event):
            self.apply()
            return
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_ESCAPE,
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
        ):
            self.close()
            return
        if self.widgets.handle(event):
            self.apply()

    def apply(self) -> None:
        """Put every choice into effect now and keep it."""
        app, settings = self.app, self.app.settings
        language = LANGUAGES[self.language.selected][0]
        settings.speed = SPEEDS[self.speed.selected][0]
        settings.sound = self.volume.selected > 0
        settings.volume = VOLUMES[self.volume.selected] or settings.volume
        app.sounds.enabled, app.sounds.volume = settings.sound, settings.volume / 100
        app.animation_speed = settings.animation_speed
        for scene in app.scenes:
            animator = getattr(scene, "animator", None)
            if animator is not None:
                animator.speed = settings.animation_speed
        if self.fullscreen.checked != app.fullscreen:
            app.toggle_fullscreen()
        settings.colour_blind = self.patterns.checked
        settings.confirm_placing = self.confirm.checked
        settings.practice = self.practice.checked
        settings.forecast = self.forecast.checked
        settings.turn_alert = self.turn_alert.checked
        settings.turn_notice = self.turn_notice.checked
        url = self.webhook.value.strip()
        self.webhook_problem = webhook_problem(url)  # said under it; the one kept stays
        if self.webhook_problem is None:
            settings.webhook = url
        changed_language = language != settings.language
        settings.language = language
        with contextlib.suppress(OSError):  # if not kept, they still apply for this session
            save_settings(settings)
        if changed_language:  # the screens below are rebuilt in it; these settings stay open
            set_language(language)
            self.close()
            if self.on_language_changed is not None:
                self.on_language_changed()
            self.app.push(SettingsScene(self.app, self.on_language_changed))
            return
        app.dirty = True

    def _add_server(self) -> None:
        address = online_servers.normal_address(self.server.value)
        if address is None:
            words = _("Type the server's address, like play.example.org:{port}")
            self.server_problem = words.format(port=DEFAULT_PORT)
            return
        self.server_problem, self.server.value = None, address
        online_servers.remember_server(self.app, address)

    def _forget_server(self) -> None:
        online_servers.forget_server(
            self.app, online_servers.normal_address(self.server.value) or ""
        )
        servers = online_servers.remembered_servers(self.app)
        self.server_problem, self.server.value = None, servers[0] if servers else ""

    def close(self) -> None:
        if self.webhook.value.strip() != self.app.settings.webhook:
            self.apply()  # a webhook typed and not yet kept: kept, or what is wrong said
            if self.webhook_problem is not None:
                return
        if self.app.top is self:
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((20, 12, 8, 150))
        surface.blit(veil, (0, 0))
        panel(surface, self.box, CREAM, GOLD, radius=18)
        row = self.done.rect.height
        text(
            surface,
            _("Settings"),
            int(row * 0.7),
            TERRACOTTA_DARK,
            bold=True,
            midleft=(self.box.left + row, self.box.top + int(row * 0.9)),
        )
        for label, rect in self.labels:
            text(surface, label, int(row * 0.45), INK, bold=True, midleft=rect.midleft)
        servers = ", ".join(online_servers.remembered_servers(self.app))
        problem = self.server_problem or self.webhook_problem
        words = problem or servers or _("None yet: a server is kept once used.")
        if problem is None and self.webhook.focused:
            words = _("Paste an https address (a Discord or ntfy channel): Enter keeps it.")
        colour = BAD if problem else MUTED
        text_block(surface, words, int(row * 0.38), self.servers_area, colour)
        self.widgets.draw(surface)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        return self.widgets.tooltip_at(pos)
