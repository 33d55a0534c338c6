"""Values as people write them: `0.6`, `60%`, `3/5`, `24 h`, `9-34 min`.

A parsed value keeps the text it was written as, so the describer can say it
back in the writer's own form ("three fifths" for `3/5`). One module per kind
of value (`written`: numerals and text; `shares`; `times`; `lengths`;
`quantities` on an axis of any unit), and `fields`, which makes each a spec
field that validates, serializes and describes itself in the schema.
"""

from blueprint.values.along import Along, parse_along
from blueprint.values.fields import (
    AlongField, AxisLengthField, AxisPlaceField, DurationField, LengthField, MarkUnitField, PlaceField, QuantityField, ShareField, SignedQuantityField, UNIT_PATTERN, UnitField, reporting, time_unit_rule,
)
from blueprint.values.lengths import Length, parse_length
from blueprint.values.quantities import Quantity, grouped, parse_axis_length, parse_axis_place, parse_mark_unit, parse_place, parse_quantity, parse_signed_quantity, parse_unit_word, unit_pattern
from blueprint.values.shares import Share, parse_share, percent_text
from blueprint.values.times import (
    MAX_TICKS, SECONDS, TIME_WORDS, Duration, TimeUnit, check_ticks, parse_duration, tick_steps, time_unit, too_many_ticks,
    unit_text, written_with_unit,
)
from blueprint.values.written import (
    MAX_DIGITS, MAX_MAGNITUDE, MIN_MAGNITUDE, WrittenNumber, digits_written_out, visible_text, written_form,
)

__all__ = [
    "Along", "parse_along",
    "AlongField", "AxisLengthField", "AxisPlaceField", "DurationField", "LengthField", "MarkUnitField", "PlaceField", "QuantityField", "ShareField", "SignedQuantityField", "UNIT_PATTERN", "UnitField", "reporting", "time_unit_rule",
    "Length", "parse_length",
    "Quantity", "grouped", "parse_axis_length", "parse_axis_place", "parse_mark_unit", "parse_place", "parse_quantity", "parse_signed_quantity", "parse_unit_word", "unit_pattern",
    "Share", "parse_share", "percent_text",
    "MAX_TICKS", "SECONDS", "TIME_WORDS", "Duration", "TimeUnit", "check_ticks", "parse_duration", "tick_steps", "time_unit", "too_many_ticks",
    "unit_text", "written_with_unit",
    "MAX_DIGITS", "MAX_MAGNITUDE", "MIN_MAGNITUDE", "WrittenNumber", "digits_written_out", "visible_text", "written_form",
]
