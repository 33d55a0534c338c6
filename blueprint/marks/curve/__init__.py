"""The curve mark: series over an axis against lines that were paid for (see `mark.py`)."""

from blueprint.marks.curve.data import series
from blueprint.marks.curve.points import CurvePoint
from blueprint.marks.curve.mark import CurveMark
from blueprint.marks.curve.spec import CurveSpec

__all__ = ["CurveMark", "CurvePoint", "CurveSpec", "series"]
