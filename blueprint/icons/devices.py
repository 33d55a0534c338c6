"""Machines: laptop, GPU card, server node, storage."""

from __future__ import annotations

from blueprint.icons.base import Icon, IconState, Pen
from blueprint.scene import Box
from blueprint.theme import fill_token


class Laptop(Icon):
    name, width, height = "laptop", 128.0, 88.0
    summary = "a writer's or user's machine"
    body = (0.1, 0.0, 0.8, 0.78)
    face = (0.18, 0.1, 0.64, 0.58)  # its screen

    def draw(self, pen: Pen, state: IconState) -> None:
        pen.rect(0.1, 0.0, 0.8, 0.78)
        pen.rect(0.18, 0.1, 0.64, 0.58, fill="paper", width="thin")
        pen.path([("M", (0.0, 0.86)), ("L", (0.1, 0.78)), ("L", (0.9, 0.78)), ("L", (1.0, 0.86)), ("L", (1.0, 0.96)),
                  ("L", (0.0, 0.96)), ("Z", ())], fill="accent")


class GpuCard(Icon):
    name, width, height = "gpu", 176.0, 104.0
    summary = "a GPU card with a status bar and room for blocks of work on it"
    own_anchors = ("status", "slot")
    body = (0.0, 0.0, 1.0, 0.82)
    slot = (0.08, 0.36, 0.84, 0.34)

    def draw(self, pen: Pen, state: IconState) -> None:
        pen.rect(0.0, 0.0, 1.0, 0.82)
        status = state.status or "white"
        pen.rect(0.08, 0.12, 0.84, 0.12, fill=fill_token(status) if status != "white" else "paper", width="thin")
        for u in (0.1, 0.2, 0.3, 0.64, 0.74, 0.84):  # the edge connector, its notch kept clear in the middle
            pen.rect(u, 0.82, 0.06, 0.14, fill="accent", width="thin", role="pin")
        if state.empty:  # no work: the slot an empty dotted outline
            u, v, w, h = self.slot
            pen.rect(u, v, w, h, fill=None, width="thin")
        elif state.blocks:
            self.draw_blocks(pen, state.blocks)
        else:
            pen.ellipse(0.3, 0.53, 0.09, 0.16, fill="paper", width="thin")
            pen.ellipse(0.7, 0.53, 0.09, 0.16, fill="paper", width="thin")

    def anchors(self, box: Box) -> dict[str, Box]:
        status = Box(box.x + 0.08 * box.width, box.y + 0.12 * box.height, 0.84 * box.width, 0.12 * box.height)
        return {"status": status, **super().anchors(box)}


class Server(Icon):
    name, width, height = "server", 104.0, 112.0
    summary = "a server node of stacked bays"
    own_anchors = ("status", "slot")
    slot, stacked, slot_gap, bays = (0.08, 0.06, 0.64, 0.88), True, 0.1, 3  # a block in each of its bays, beside the lights

    def draw(self, pen: Pen, state: IconState) -> None:
        for i in range(3):
            v = i * 0.34
            bay = "paper" if state.empty else "body"  # empty: no work in its bays
            pen.rect(0.0, v, 1.0, 0.3, fill=fill_token(state.status) if (state.status and i == 0) else bay)
            pen.ellipse(0.84, v + 0.15, 0.04, 0.035, fill="paper" if state.empty else "accent", width="thin")
            if not state.empty and not state.blocks:
                pen.line(0.1, v + 0.15, 0.55, v + 0.15, width="thin")
        if state.blocks:
            self.draw_blocks(pen, state.blocks)

    def anchors(self, box: Box) -> dict[str, Box]:
        return {"status": Box(box.x, box.y, box.width, 0.3 * box.height), **super().anchors(box)}


class Storage(Icon):
    name, width, height = "storage", 80.0, 96.0
    summary = "a disk or object store"
    own_anchors = ("slot",)
    slot, stacked, slot_gap = (0.18, 0.34, 0.64, 0.5), True, 0.04  # inside the drum, under its lid

    def draw(self, pen: Pen, state: IconState) -> None:
        pen.path([("M", (0.0, 0.12)), ("L", (0.0, 0.88)), ("A", (0.5, 0.12, 0, 0, 0, 1.0, 0.88)),
                  ("L", (1.0, 0.12)), ("Z", ())])
        pen.ellipse(0.5, 0.12, 0.5, 0.12, fill="accent")
        if state.blocks:
            self.draw_blocks(pen, state.blocks)
        else:
            pen.path([("M", (0.0, 0.5)), ("A", (0.5, 0.12, 0, 0, 0, 1.0, 0.5))], fill=None, width="thin")
