"""Where data waits on its way to a GPU, as posts about cold starts draw the
hops: a bucket (object storage), a drive, a memory stick (host memory) and a
registry of container images. Each holds data as blocks (its `slot`), so a
post can show what it holds, as a card or a database does."""

from __future__ import annotations

from blueprint.icons.base import Icon, IconState, Pen


class Bucket(Icon):
    """Object storage: a bucket, wider at its open top than at its foot."""

    name, width, height = "bucket", 88.0, 88.0
    summary = "object storage: a bucket, open at the top"
    own_anchors = ("slot",)
    slot, stacked, slot_gap = (0.2, 0.36, 0.6, 0.42), True, 0.04  # in its body, under the rim

    def draw(self, pen: Pen, state: IconState) -> None:
        pen.path([("M", (0.0, 0.14)), ("L", (0.12, 0.9)), ("A", (0.38, 0.08, 0, 0, 0, 0.88, 0.9)),
                  ("L", (1.0, 0.14)), ("Z", ())], cap="butt")
        pen.ellipse(0.5, 0.14, 0.5, 0.12, fill="paper")  # the open top: its inside
        if state.blocks:
            self.draw_blocks(pen, state.blocks)
            return
        pen.path([("M", (0.05, 0.44)), ("A", (0.45, 0.1, 0, 0, 0, 0.95, 0.44))], fill=None, width="thin")  # a band round it


class Drive(Icon):
    """A drive (a node's local disk or cache): a flat box with a light."""

    name, width, height = "drive", 104.0, 48.0
    summary = "a drive: a node's local disk, a cache"
    own_anchors = ("slot",)
    slot, slot_gap = (0.08, 0.2, 0.62, 0.6), 0.03  # the blocks it holds side by side, left of its light

    def draw(self, pen: Pen, state: IconState) -> None:
        pen.rect(0.0, 0.0, 1.0, 1.0)
        pen.ellipse(0.86, 0.5, 0.04, 0.085, fill="accent", width="thin")  # its light
        if state.blocks:
            self.draw_blocks(pen, state.blocks)
            return
        pen.rect(0.08, 0.2, 0.62, 0.6, fill="paper", width="thin")  # its label plate
        pen.line(0.16, 0.5, 0.6, 0.5, width="thin")


class Memory(Icon):
    """Host memory: a memory stick, chips on a board over its pins."""

    name, width, height = "memory", 152.0, 56.0
    summary = "host memory: a memory stick of chips over its pins"
    own_anchors = ("slot",)
    body = (0.0, 0.0, 1.0, 0.74)  # lines arrive at the board, never at its pins
    slot, slot_gap = (0.06, 0.16, 0.88, 0.42), 0.04  # its chips, side by side

    def draw(self, pen: Pen, state: IconState) -> None:
        pen.rect(0.0, 0.0, 1.0, 0.74)
        for i in range(9):  # the edge pins, a notch left clear off the middle
            u = 0.05 + i * 0.1 + (0.04 if i >= 4 else 0.0)
            pen.rect(u, 0.74, 0.05, 0.2, fill="accent", width="thin", role="pin")
        if state.blocks:
            self.draw_blocks(pen, state.blocks)
            return
        for i in range(4):
            pen.rect(0.06 + i * 0.23, 0.16, 0.19, 0.42, fill="accent", width="thin")


class Registry(Icon):
    """A container registry: container images stacked on a shelf, two under one."""

    name, width, height = "registry", 112.0, 88.0
    summary = "a container registry: images stacked on a shelf"
    own_anchors = ("slot",)
    body = (0.0, 0.0, 1.0, 1.0)
    slot, slot_gap = (0.04, 0.56, 0.92, 0.3), 0.08  # the bottom row of images

    def draw(self, pen: Pen, state: IconState) -> None:
        boxes = ((0.27, 0.06), (0.02, 0.5), (0.52, 0.5))
        for u, v in boxes if not state.blocks else boxes[:1]:
            pen.rect(u, v, 0.46, 0.38)
            pen.rect(u, v, 0.46, 0.08, fill="accent", width="thin")  # its lid
            for rib in (0.15, 0.31):
                pen.line(u + rib, v + 0.14, u + rib, v + 0.32, width="thin")
        if state.blocks:
            self.draw_blocks(pen, state.blocks)
        pen.line(0.0, 0.96, 1.0, 0.96)  # the shelf
