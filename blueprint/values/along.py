"""Where along a thing something stands, as people write it: a share of its
length (`80%`, `0.8`, `4/5`), or a value in the units of the axis it is
measured on (`40 s`, `3 epochs`, `10 GB`). One parser for every key that
places a thing along a part or a line (`along`, a connector's `label-at`,
its `cut`'s and carried icons' `at`); the resolver that turns it into a
share of a drawn length is `layout/along.py`."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from blueprint import messages
from blueprint.values.quantities import Quantity, parse_signed_quantity
from blueprint.values.shares import Share, parse_share


@dataclass(frozen=True)
class Along:
    """A share of a length (`share`), or a value on an axis (`value`): one of the two."""

    share: Share | None
    place: Quantity | None

    @property
    def written(self) -> str:
        return self.share.written if self.share is not None else self.place.written if self.place is not None else ""

    @property
    def value(self) -> Fraction:
        """The share of the length, as a `Share`'s value: along a line with no
        axis the loader refuses a place, so only a share reaches the drawing."""
        assert self.share is not None, "a place along a thing with no axis is refused by the loader (`loader/keys.py`)"
        return self.share.value

    def anchor_name(self, mark: str) -> str:
        """The anchor its place names on `mark`'s scale (`tl.at-40s`), as any position is written."""
        assert self.place is not None
        return f"{mark}.at-{self.place.written.replace(' ', '')}"


def parse_along(raw: Any) -> Along:
    """A share, or a value with a unit word that is not `%` (`%` and plain numbers
    are shares, as they always were); raise ValueError with a user-facing message."""
    if isinstance(raw, Along):
        return raw
    if isinstance(raw, Share):
        return Along(raw, None)
    try:
        return Along(parse_share(raw), None)
    except ValueError as refusal:
        if not isinstance(raw, str):
            raise
        try:
            quantity = parse_signed_quantity(raw)
        except ValueError:
            raise ValueError(messages.ALONG_FORMAT.format(found=messages.shown(raw))) from None
        if quantity.unit is None or quantity.unit == "%":
            raise refusal from None
        if quantity.is_range:
            raise ValueError(messages.ALONG_FORMAT.format(found=messages.shown(raw)))
        return Along(None, quantity)
