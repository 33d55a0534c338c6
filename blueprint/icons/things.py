"""Things and signs: clock, save, snapshot, cross, check, person, cloud, model, loop."""

from __future__ import annotations

import math

from blueprint.icons.base import Icon, IconState, Pen


class Clock(Icon):
    name, width, height = "clock", 56.0, 56.0
    summary = "time passing, a timeout"

    def draw(self, pen: Pen, state: IconState) -> None:
        pen.ellipse(0.5, 0.5, 0.5, 0.5)
        pen.line(0.5, 0.5, 0.5, 0.2)
        pen.line(0.5, 0.5, 0.72, 0.62)


class Save(Icon):
    name, width, height = "save", 64.0, 64.0
    summary = "a checkpoint being saved"

    def draw(self, pen: Pen, state: IconState) -> None:
        pen.path([("M", (0.0, 0.0)), ("L", (0.8, 0.0)), ("L", (1.0, 0.2)), ("L", (1.0, 1.0)), ("L", (0.0, 1.0)), ("Z", ())], cap="butt")
        pen.rect(0.22, 0.0, 0.48, 0.3, fill="accent", width="thin")
        pen.rect(0.16, 0.56, 0.68, 0.44, fill="paper", width="thin")


class Snapshot(Icon):
    name, width, height = "snapshot", 56.0, 72.0
    summary = "saved state: a snapshot or checkpoint file"
    own_anchors = ("slot",)
    slot, stacked, slot_gap = (0.18, 0.38, 0.64, 0.48), True, 0.05  # under its folded corner

    def draw(self, pen: Pen, state: IconState) -> None:
        pen.path([("M", (0.0, 0.0)), ("L", (0.66, 0.0)), ("L", (1.0, 0.26)), ("L", (1.0, 1.0)), ("L", (0.0, 1.0)), ("Z", ())], cap="butt")
        pen.path([("M", (0.66, 0.0)), ("L", (0.66, 0.26)), ("L", (1.0, 0.26))], fill=None, width="thin")
        if state.blocks:  # what it holds as blocks, in place of its lines
            self.draw_blocks(pen, state.blocks)
        for v in (0.46, 0.62, 0.78) if not state.blocks else ():
            pen.line(0.18, v, 0.82, v, width="thin")


class Cross(Icon):
    name, width, height = "cross", 36.0, 36.0
    sign = True
    summary = "blocked, killed, not possible"

    def draw(self, pen: Pen, state: IconState) -> None:
        pen.line(0.0, 0.0, 1.0, 1.0, width="cross", colour="red")
        pen.line(1.0, 0.0, 0.0, 1.0, width="cross", colour="red")


class Check(Icon):
    name, width, height = "check", 36.0, 36.0
    sign = True
    summary = "done, possible"

    def draw(self, pen: Pen, state: IconState) -> None:
        pen.path([("M", (0.0, 0.55)), ("L", (0.36, 0.9)), ("L", (1.0, 0.1))], fill=None, width="cross")


class Person(Icon):
    name, width, height = "person", 56.0, 72.0
    summary = "a user, an owner"

    def draw(self, pen: Pen, state: IconState) -> None:
        pen.ellipse(0.5, 0.22, 0.22, 0.2)
        pen.path([("M", (0.0, 1.0)), ("L", (0.0, 0.8)), ("A", (0.5, 0.3, 0, 0, 1, 1.0, 0.8)), ("L", (1.0, 1.0)), ("Z", ())])


class Cloud(Icon):
    name, width, height = "cloud", 112.0, 72.0
    summary = "a cloud provider, rented capacity"

    def draw(self, pen: Pen, state: IconState) -> None:
        pen.path([("M", (0.16, 1.0)), ("A", (0.16, 0.26, 0, 0, 1, 0.2, 0.5)), ("A", (0.22, 0.34, 0, 0, 1, 0.62, 0.3)),
                  ("A", (0.2, 0.3, 0, 0, 1, 0.86, 0.56)), ("A", (0.14, 0.22, 0, 0, 1, 0.86, 1.0)), ("Z", ())])


class Model(Icon):
    name, width, height = "model", 88.0, 80.0
    summary = "a model: stacked layers of weights"

    def draw(self, pen: Pen, state: IconState) -> None:
        for i in range(3):
            pen.rect(0.2 - i * 0.1, i * 0.22, 0.8, 0.34 + (0.12 if i == 2 else 0), fill="accent" if i == 2 else "body")


class Loop(Icon):
    """A circular arrow: work that goes round again (compile, retry, a loop)."""

    name, width, height = "loop", 56.0, 56.0
    summary = "a circular arrow: compile, retry, a loop"
    START, END, RADIUS = -60.0, 240.0, 0.38  # degrees, clockwise on the page; the gap at the top left is where it comes round

    def draw(self, pen: Pen, state: IconState) -> None:
        def at(degrees: float, radius: float = self.RADIUS) -> tuple[float, float]:
            return 0.5 + radius * math.cos(math.radians(degrees)), 0.5 + radius * math.sin(math.radians(degrees))

        pen.path([("M", at(self.START)), ("A", (self.RADIUS, self.RADIUS, 0, 1, 1) + at(self.END))], fill=None)
        # a filled head along the way round, its base across the line's end (STYLE.md: never a glyph)
        tip = at(self.END + 32, self.RADIUS)
        pen.path([("M", at(self.END, self.RADIUS + 0.16)), ("L", tip), ("L", at(self.END, self.RADIUS - 0.16)), ("Z", ())],
                 fill=pen.style.stroke, width="thin", cap="butt")
