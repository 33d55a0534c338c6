"""A block's width or height: `240` px, or `40%` of the room inside the margins."""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from blueprint import messages
from blueprint.values.written import check_finite, numeral, visible_or_error, written_form


@dataclass(frozen=True)
class Length:
    """A block's width or height: `240` px, or `40%` of the room inside the margins."""

    px: float | None
    share: Fraction | None
    written: str

    def resolve(self, whole: float) -> float:
        return self.px if self.px is not None else float(self.share) * whole  # type: ignore[arg-type]


LEAST_LENGTH = 8  # px: the least width or height a block takes
_LENGTH = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(px|%)?\s*$", re.ASCII)


def parse_length(raw: Any) -> Length:
    """Parse a size; raise ValueError with a user-facing message."""
    if isinstance(raw, Length):
        return raw
    if isinstance(raw, bool) or not isinstance(raw, (int, float, str)):
        raise ValueError(messages.LENGTH_FORMAT.format(found=messages.shown(raw)))
    check_finite(raw, messages.LENGTH_RANGE)
    if isinstance(raw, (int, float)) and not LEAST_LENGTH <= raw <= 4000:
        raise ValueError(messages.LENGTH_RANGE.format(found=messages.shown(written_form(raw))))
    written = visible_or_error(raw, messages.LENGTH_FORMAT) if isinstance(raw, str) else str(raw)
    match = _LENGTH.match(written)
    if not match:
        raise ValueError(messages.LENGTH_FORMAT.format(found=messages.shown(written)))
    share = match.group(2) == "%"
    number = numeral(match.group(1), (messages.LENGTH_SHARE if share else messages.LENGTH_RANGE).format(found=messages.shown(written)))
    if share:
        if not 0 < number <= 100:
            raise ValueError(messages.LENGTH_SHARE.format(found=messages.shown(written)))
        return Length(None, number / 100, written)
    if not LEAST_LENGTH <= number <= 4000:
        raise ValueError(messages.LENGTH_RANGE.format(found=messages.shown(written)))
    return Length(float(number), None, written)
