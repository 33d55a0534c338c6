"""The checks of a size the spec gives, run as a block is composed
(`compose.Composer` takes them): a block short of its `height` in a frame
of that height is drawn in the taller frame that draws it (`sizes.honouring`);
one that cannot be drawn at its size is refused at the key, with the size
that works (the most it takes, or the two sizes its drawing steps between).
The check that refuses a block drawn larger is `relations.py`'s."""

from __future__ import annotations

import math
from typing import Any

from blueprint import messages
from blueprint.layout.sizes import honouring, measured
from blueprint.layout.tree import Block
from blueprint.scene import Box


class SizeChecks:
    """A composer's checks of given sizes: `_honoured`, `_filled`, `_reach`
    (they draw probes: composers like it, `_probe`, that check no size)."""

    ctx: Any
    shrink: float | None
    sizes: dict
    shares: set
    checking: bool

    def _probe(self) -> "SizeChecks":
        """A composer like this one, on a scratch context, that checks no size."""
        raise NotImplementedError

    def _drawn(self, block: Block, frame: Box) -> Any:
        raise NotImplementedError

    def _honoured(self, block: Block, frame: Box) -> tuple[float | None, float | None]:
        """`sizes.honouring` for a block short of its height in `frame`, by
        drawing it in probes; kept across passes."""
        key = ("honour", block.path, round(frame.width, 2), round(frame.height, 2), self.shrink, self.ctx.grow, self.ctx.tight)
        if key not in self.sizes:
            probe = self._probe()
            drawn_at = lambda height: getattr(measured(block, probe._drawn(block, Box(frame.x, frame.y, frame.width, height))), "height", None)
            self.sizes[key] = honouring(frame.height, drawn_at)
        found: tuple[float | None, float | None] = self.sizes[key]
        return found

    def _filled(self, block: Block, frame: Box, drawn: Box | None) -> None:
        """A block drawn smaller than the `width` or `height` its spec gives
        (measured on what its size sizes, `layout/sizes.py`: a bar's words
        below it fill no part of its height), that draws no larger in a
        larger frame, cannot be that size (a
        timeline's lanes stop growing): the key is refused, with the most it
        takes; one whose drawing steps past its height (less in a frame of
        it, more in the next that reaches it) is refused with the two sizes
        it is drawn at. In a row, a width is the block's share of the row,
        which it stands in whatever it draws."""
        node = block.node
        if drawn is None:
            return
        for key, asked, size, got in (("width", frame.width, "wider", drawn.width), ("height", frame.height, "taller", drawn.height)):
            given = getattr(node.spec, key, None)
            if given is None or got >= asked - 1 or (key == "width" and node.path in self.shares):
                continue
            jump = self._honoured(block, frame)[1] if key == "height" else None
            if jump is not None:  # it draws less, then more, never its height
                words = dict(key=key, asked=given.written, what=messages.MARK_NOUNS[node.kind.name][0], below=math.floor(got), above=math.ceil(jump))
                self.ctx.diagnostics.error(self.ctx.source.locate(node.path + (key,)), messages.SIZE_BETWEEN.format(**words))
                continue
            most = self._reach(block, frame, key)
            if most >= asked - 1:
                continue
            words = dict(key=key, asked=given.written, more=size, what=messages.MARK_NOUNS[node.kind.name][0],
                         drawn=math.floor(max(got, most)), why=messages.SIZE_LIMITS.get(node.kind.name, ""))  # the most it draws, in a frame of its size or larger
            self.ctx.diagnostics.error(self.ctx.source.locate(node.path + (key,)), messages.SIZE_NOT_FILLED.format(**words))

    def _reach(self, block: Block, frame: Box, key: str) -> float:
        """What the block draws in a frame half as large again: whether it reaches its size there:
        it grows with what it is given and falls short only as far as its
        parts (cells, steps) allow, and what it leaves empty is room it keeps
        (a timeline's lane past its work). A block that grows with its frame
        and still falls short there draws a share of its size, not its size
        (faithful12: a bar drew half its `height`, grew, and was let pass)."""
        grown = Box(frame.x, frame.y, frame.width * 1.5 + 8, frame.height) if key == "width" else Box(frame.x, frame.y, frame.width, frame.height * 1.5 + 8)
        probe = self._probe()
        extent = measured(block, probe._drawn(block, grown))
        return 0.0 if extent is None else extent.width if key == "width" else extent.height

