"""Services a post about serving and scheduling draws: a load balancer, a queue,
a database, a container, a person at a terminal."""

from __future__ import annotations

from blueprint.icons.base import Icon, IconState, Pen


class LoadBalancer(Icon):
    name, width, height = "balancer", 104.0, 80.0
    summary = "a load balancer or router: one way in, spread over three"
    body = (0.0, 0.2, 1.0, 0.6)  # lines arrive at the box and leave from the middle way out, past its dot
    spreads = True

    def draw(self, pen: Pen, state: IconState) -> None:
        pen.rect(0.0, 0.2, 0.44, 0.6)
        pen.ellipse(0.22, 0.5, 0.08, 0.1, fill="accent", width="thin")
        for v in (0.12, 0.5, 0.88):  # the three ways out, each ending in a dot
            pen.line(0.44, 0.5, 0.9, v, width="thin")
            pen.ellipse(0.93, v, 0.06, 0.075, fill="accent", width="thin")


class Queue(Icon):
    name, width, height = "queue", 120.0, 64.0
    summary = "a queue: waiting work in slots, the next one out at the right"
    body = (0.0, 0.15, 1.0, 0.7)

    def draw(self, pen: Pen, state: IconState) -> None:
        pen.rect(0.0, 0.15, 1.0, 0.7, fill="paper")
        for i in range(4):
            pen.rect(0.06 + i * 0.23, 0.27, 0.18, 0.46, fill="accent" if i == 3 else "body", width="thin")


class Database(Icon):
    name, width, height = "database", 80.0, 96.0
    summary = "a database: three stacked discs"
    own_anchors = ("slot",)
    slot, stacked, slot_gap = (0.18, 0.34, 0.64, 0.5), True, 0.04  # inside the drum, under its lid

    def draw(self, pen: Pen, state: IconState) -> None:
        pen.path([("M", (0.0, 0.12)), ("L", (0.0, 0.88)), ("A", (0.5, 0.12, 0, 0, 0, 1.0, 0.88)),
                  ("L", (1.0, 0.12)), ("Z", ())])
        pen.ellipse(0.5, 0.12, 0.5, 0.12, fill="accent")
        if state.blocks:  # its data shown as blocks in place of its discs
            self.draw_blocks(pen, state.blocks)
            return
        for v in (0.37, 0.62):
            pen.path([("M", (0.0, v)), ("A", (0.5, 0.12, 0, 0, 0, 1.0, v))], fill=None, width="thin")


class Container(Icon):
    name, width, height = "container", 120.0, 72.0
    summary = "a container image or a pod: a box with ribbed sides"
    own_anchors = ("slot",)
    slot = (0.08, 0.22, 0.84, 0.62)  # inside, under its lid

    def draw(self, pen: Pen, state: IconState) -> None:
        pen.rect(0.0, 0.0, 1.0, 1.0)
        if state.blocks:  # what it holds as blocks, in place of its ribs
            self.draw_blocks(pen, state.blocks)
        for i in range(1, 7) if not state.blocks else ():
            u = i / 7
            pen.line(u, 0.16, u, 0.84, width="thin")
        pen.rect(0.0, 0.0, 1.0, 0.1, fill="accent", width="thin")


class Terminal(Icon):
    name, width, height = "terminal", 112.0, 80.0
    summary = "a person at a terminal: who submits the job, who waits"
    face = (0.52, 0.16, 0.42, 0.46)  # its screen

    def draw(self, pen: Pen, state: IconState) -> None:
        pen.ellipse(0.16, 0.3, 0.11, 0.16)
        pen.path([("M", (0.0, 1.0)), ("L", (0.0, 0.8)), ("A", (0.16, 0.26, 0, 0, 1, 0.32, 0.8)), ("L", (0.32, 1.0)), ("Z", ())])
        pen.rect(0.46, 0.08, 0.54, 0.62)
        pen.rect(0.52, 0.16, 0.42, 0.46, fill="paper", width="thin")
        pen.line(0.57, 0.3, 0.64, 0.36, width="thin")
        pen.line(0.64, 0.36, 0.57, 0.42, width="thin")
        pen.line(0.68, 0.44, 0.78, 0.44, width="thin")
        pen.rect(0.62, 0.78, 0.22, 0.1, fill="accent", width="thin")
