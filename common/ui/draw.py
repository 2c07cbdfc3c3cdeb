"""Drawing helpers: gradients, soft shadows, rounded panels and text.

Text is made drawable here whatever it holds (common.core.cleantext: no NUL, surrogate or
control character reaches the font, a line is capped, and one of only zero-width characters
is drawn as nothing rather than raising "Text has zero width"), and fitting text to a width costs
a few measurements of a capped string (a binary search), never one per character.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from common.core.cleantext import clean_text
from common.ui.theme import CREAM, INK, Colour, font, shade

MAX_LINE_CHARS = 400  # more than any line that fits a window
MAX_WRAPPED_CHARS = 4000  # more than any message a dialog shows
SMALLEST_TEXT = 9
ELLIPSIS = "…"
CACHED_AREA = 400_000  # panels up to this many pixels keep their shadow and light surfaces


def drawable(message: str, limit: int = MAX_LINE_CHARS) -> str:
    """One line the font can render: control characters and surrogates replaced, capped."""
    return clean_text(message, limit)


def _most_chars(size: int, width: float) -> int:
    """No line `width` pixels wide holds more characters than this at `size` (the narrowest
    glyphs are about a quarter of the size wide; zero-width ones only make text narrower)."""
    return int(max(1, width) // max(1, size // 5)) + 2


def _longest_prefix(message: str, fits) -> int:
    """The length of the longest prefix for which fits(prefix) holds (fits("") is assumed)."""
    low, high = 0, len(message)
    while low < high:
        middle = (low + high + 1) // 2
        if fits(message[:middle]):
            low = middle
        else:
            high = middle - 1
    return low


def ellipsize(message: str, size: int, width: int, bold: bool = False) -> str:
    """The message, cut with an ellipsis if it is wider than `width` pixels at `size`."""
    f = font(size, bold)
    message = drawable(message, min(MAX_LINE_CHARS, _most_chars(size, width)))
    if f.size(message)[0] <= width:
        return message
    keep = _longest_prefix(message, lambda part: f.size(part + ELLIPSIS)[0] <= width)
    return message[:keep].rstrip() + ELLIPSIS


def tail_that_fits(message: str, size: int, width: int, bold: bool = False) -> str:
    """The end of the message that fits `width` pixels (a text field shows where one types)."""
    f = font(size, bold)
    message = drawable(message[-_most_chars(size, width) :])
    keep = _longest_prefix(message[::-1], lambda part: f.size(part[::-1])[0] <= width)
    return message[len(message) - keep :]


def fitting_size(
    message: str, size: int, width: float, bold: bool = False, smallest: int = SMALLEST_TEXT
) -> int:
    """The largest text size up to `size` (not below `smallest`) at which the message fits in
    `width` pixels, so a long label or translation shrinks rather than spills out of its box."""
    return _fitting_size(
        drawable(message, _most_chars(smallest, width)), size, width, bold, smallest
    )


@lru_cache(maxsize=1024)
def _fitting_size(message: str, size: int, width: float, bold: bool, smallest: int) -> int:
    """fitting_size of a drawable message, worked out once: every button fits its label to
    itself each frame it is drawn."""
    if font(size, bold).size(message)[0] <= width:  # the common case: no other size opened
        return size
    low, high = min(smallest, size), size - 1
    while low < high:
        middle = (low + high + 1) // 2
        if font(middle, bold).size(message)[0] <= width:
            low = middle
        else:
            high = middle - 1
    return low


def vertical_gradient(size: tuple[int, int], top: Colour, bottom: Colour) -> pygame.Surface:
    """A surface filled with a top-to-bottom gradient (drawn once, then blitted)."""
    surface = pygame.Surface((max(1, size[0]), max(1, size[1])))
    fill_gradient(surface, top, bottom)
    return surface


def fill_gradient(surface: pygame.Surface, top: Colour, bottom: Colour) -> None:
    """Fill the surface with a top-to-bottom gradient: one column smoothed, then widened into
    it (the same pixels as smoothing the whole, in half the time)."""
    strip = pygame.Surface((1, 2))
    strip.set_at((0, 0), top)
    strip.set_at((0, 1), bottom)
    column = pygame.transform.smoothscale(strip, (1, surface.get_height()))
    pygame.transform.scale(column, surface.get_size(), surface)


@lru_cache(maxsize=64)
def _shadow_layer(width: int, height: int, radius: int, offset: int, alpha: int) -> pygame.Surface:
    """The shadow of a width x height rect, drawn once per size: a table draws the same few
    panels every frame, and the rings cost more than the rest of the panel together."""
    layer = pygame.Surface((width + 4 * offset, height + 4 * offset), pygame.SRCALPHA)
    steps = max(4, 2 * offset)
    for i in range(steps):
        grow = (steps - i) * 2 * offset // steps
        r = pygame.Rect(0, 0, width + grow * 2, height + grow * 2)
        r.center = (layer.get_width() // 2, layer.get_height() // 2)
        fade = ((i + 1) / steps) ** 1.5
        # Each ring draws only the band the next one leaves uncovered (the same pixels as
        # filling it whole: a full-screen panel at 4K has 70 rings of 8 million pixels).
        band = 0 if i == steps - 1 else grow - (steps - i - 1) * 2 * offset // steps + 2
        if 2 * band >= min(r.width, r.height):
            band = 0
        colour = (0, 0, 0, round(alpha * fade))
        pygame.draw.rect(layer, colour, r, width=band, border_radius=radius + grow)
    return layer


@lru_cache(maxsize=64)
def _top_light(width: int, height: int, radius: int) -> pygame.Surface:
    """The faint light over a panel's top half, drawn once per size."""
    light = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(light, (255, 255, 255, 22), light.get_rect(), border_radius=radius)
    return light


def soft_shadow(
    surface: pygame.Surface, rect: pygame.Rect, radius: int, offset: int = 4, alpha: int = 70
) -> None:
    """A blurred-looking shadow below and right of rect: rounded rings from faint at the
    outside to `alpha` inside (drawing replaces pixels, so each ring sets its own darkness and
    the shadow fades out instead of ending in an edge)."""
    drawn = _shadow_layer if rect.width * rect.height <= CACHED_AREA else _shadow_layer.__wrapped__
    layer = drawn(rect.width, rect.height, radius, offset, alpha)
    surface.blit(layer, layer.get_rect(center=(rect.centerx + offset, rect.centery + offset)))


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    fill: Colour,
    border: Colour | None = None,
    radius: int = 12,
    shadow: bool = True,
) -> None:
    """A rounded panel with a soft shadow and a slight top light."""
    offset = max(2, rect.height // 60 + 2)
    if 0 < rect.width * rect.height <= CACHED_AREA and rect.width > 0:
        edge = None if border is None else tuple(border)
        layer = _panel_layer(rect.width, rect.height, tuple(fill), edge, radius, shadow)
        margin = offset if shadow else 0
        surface.blit(layer, (rect.x - margin, rect.y - margin))
        return
    if shadow:
        soft_shadow(surface, rect, radius, offset=offset)
    _panel_body(surface, rect, fill, border, radius)


@lru_cache(maxsize=64)  # as many as the shadows: at most 110 MB of panels
def _panel_layer(
    width: int,
    height: int,
    fill: tuple[int, ...],
    border: tuple[int, ...] | None,
    radius: int,
    shadow: bool,
) -> pygame.Surface:
    """A panel of this size and colours with its shadow, drawn once (a table draws the same
    dozen panels every frame): one blit instead of a shadow, a rect, a light and a border."""
    offset = max(2, height // 60 + 2)
    margin = offset if shadow else 0
    layer = pygame.Surface((width + 4 * margin, height + 4 * margin), pygame.SRCALPHA)
    rect = pygame.Rect(margin, margin, width, height)
    if shadow:
        soft_shadow(layer, rect, radius, offset=offset)
    _panel_body(layer, rect, fill, border, radius)
    return layer


def _panel_body(
    surface: pygame.Surface,
    rect: pygame.Rect,
    fill: Sequence[int],
    border: Sequence[int] | None,
    radius: int,
) -> None:
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    top = rect.copy()
    top.height = max(2, rect.height // 2)
    drawn = _top_light if top.width * top.height <= CACHED_AREA else _top_light.__wrapped__
    surface.blit(drawn(top.width, top.height, radius), top)
    if border is not None:
        pygame.draw.rect(
            surface, border, rect, width=max(1, rect.height // 80 + 1), border_radius=radius
        )


def render_line(f: pygame.font.Font, line: str, colour: Colour) -> pygame.Surface:
    """One drawable line rendered; a line the font draws zero pixels wide (U+FE0F, U+200B,
    U+FFFC alone: pygame refuses those) as an empty surface of the line's height."""
    return f.render(line if f.size(line)[0] > 0 else "", True, colour)


@lru_cache(maxsize=512)
def _rendered(message: str, size: int, bold: bool, colour: Colour) -> pygame.Surface:
    """One line made drawable and rendered once: a table redraws the same few dozen labels
    every frame it animates (it rendered each again, some 60 a frame)."""
    return render_line(font(size, bold), drawable(message), colour)


def text(
    surface: pygame.Surface,
    message: str,
    size: int,
    colour: Colour = INK,
    *,
    bold: bool = False,
    center: tuple[float, float] | None = None,
    topleft: tuple[float, float] | None = None,
    midleft: tuple[float, float] | None = None,
    midright: tuple[float, float] | None = None,
    shadow: bool = False,
) -> pygame.Rect:
    """Render and blit one line of text; returns where it went."""
    rendered = _rendered(message, size, bold, tuple(colour))
    rect = rendered.get_rect()
    for name, value in (
        ("center", center),
        ("topleft", topleft),
        ("midleft", midleft),
        ("midright", midright),
    ):
        if value is not None:
            setattr(rect, name, value)
    if shadow:
        dark = _rendered(message, size, bold, shade(colour, 0.2))
        surface.blit(dark, rect.move(max(1, size // 16), max(1, size // 16)))
    surface.blit(rendered, rect)
    return rect


def wrap(message: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split text into lines that fit width pixels at this size (a word too long for a line
    is cut into pieces that fit)."""
    return list(_wrapped(message[:MAX_WRAPPED_CHARS], size, width, bold))


@lru_cache(maxsize=512)
def _wrapped(message: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
    """wrap's lines, worked out once for each text, size and width: a table wraps its status
    and its cards' words again each frame it draws."""
    f = font(size, bold)
    lines: list[str] = []
    most = _most_chars(size, width)
    paragraphs = [drawable(p, MAX_WRAPPED_CHARS) for p in message.split("\n")]
    for paragraph in paragraphs:
        line = ""
        for word in paragraph.split(" "):
            while len(word) > most or f.size(word)[0] > width:
                if line:
                    lines.append(line)
                    line = ""
                cut = max(1, _longest_prefix(word[:most], lambda part: f.size(part)[0] <= width))
                lines.append(word[:cut])
                word = word[cut:]
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def text_block(
    surface: pygame.Surface,
    message: str,
    size: int,
    rect: pygame.Rect,
    colour: Colour = INK,
    *,
    bold: bool = False,
    align: str = "left",
) -> int:
    """Wrapped text inside rect, from its top; returns the height used."""
    y = rect.top
    line_height = int(font(size, bold).get_linesize())
    for line in wrap(message, size, rect.width, bold):
        rendered = render_line(font(size, bold), line, colour)
        r = rendered.get_rect(top=y)
        if align == "center":
            r.centerx = rect.centerx
        else:
            r.left = rect.left
        surface.blit(rendered, r)
        y += line_height
    return y - rect.top


def tooltip(
    surface: pygame.Surface,
    message: str,
    anchor: tuple[int, int],
    size: int,
    beside: pygame.Rect | None = None,
    avoid: Sequence[pygame.Rect] = (),
) -> None:
    """A small dark label by the mouse at `anchor`, kept inside the window: beside the `beside`
    rect (the hovered control; else the mouse itself), never over it, and over as little of
    the `avoid` rects (the neighbouring controls) as it can."""
    lines = wrap(message, size, max(200, surface.get_width() // 4))
    f = font(size)
    width = max(f.size(line)[0] for line in lines) + size
    height = len(lines) * f.get_linesize() + size // 2
    if beside is None:
        beside = pygame.Rect(anchor[0] - size // 2, anchor[1] - size // 2, size, size * 3 // 2)
    rect = tooltip_place((width, height), surface.get_rect(), beside, avoid, max(4, size // 3))
    pygame.draw.rect(surface, (30, 24, 20), rect, border_radius=size // 3)
    y = rect.top + size // 4
    for line in lines:
        surface.blit(render_line(f, line, CREAM), (rect.left + size // 2, y))
        y += f.get_linesize()


def tooltip_place(
    size: tuple[int, int],
    window: pygame.Rect,
    beside: pygame.Rect,
    avoid: Sequence[pygame.Rect],
    gap: int,
) -> pygame.Rect:
    """Where a tooltip of `size` goes: the first place around `beside` (to its right, above,
    below, to its left; each centred, then flush with either end) that is in the window and
    clear of `beside` and of every rect in `avoid`; where none is clear, the one covering the
    least of them."""
    rect = pygame.Rect((0, 0), size)
    places: list[tuple[int, int, int, pygame.Rect]] = []
    for where, point in (
        ("midleft", (beside.right + gap, beside.centery)),
        ("midbottom", (beside.centerx, beside.top - gap)),
        ("bottomright", (beside.right, beside.top - gap)),
        ("bottomleft", (beside.left, beside.top - gap)),
        ("midtop", (beside.centerx, beside.bottom + gap)),
        ("topright", (beside.right, beside.bottom + gap)),
        ("topleft", (beside.left, beside.bottom + gap)),
        ("midright", (beside.left - gap, beside.centery)),
    ):
        setattr(rect, where, point)
        place = rect.clamp(window)
        if place.colliderect(beside):
            continue
        covered = sum(_overlap(place, other) for other in avoid)
        outside = 0 if window.contains(rect) else 1
        places.append((covered, outside, len(places), place))
    if not places:  # no room beside it at all: above it, where the mouse is not
        rect.midbottom = (beside.centerx, beside.top - gap)
        return rect.clamp(window)
    return min(places)[3]


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clip = a.clip(b)
    return clip.width * clip.height


def veil(surface: pygame.Surface) -> None:
    """Darken the whole surface: what lies under a modal window."""
    surface.blit(_veil_cover(*surface.get_size()), (0, 0))


@lru_cache(maxsize=2)
def _veil_cover(width: int, height: int) -> pygame.Surface:
    """The dark cover of a width x height window, made once per size: a modal window draws it
    every frame, and at 4K it is 33 MB to allocate and fill."""
    cover = pygame.Surface((width, height), pygame.SRCALPHA)
    cover.fill((20, 12, 8, 150))
    return cover
