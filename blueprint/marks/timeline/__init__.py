"""The timeline mark: work over time in lanes, with boundaries and events (see mark.py)."""

from blueprint.marks.timeline.mark import TimelineMark
from blueprint.marks.timeline.spec import BoundarySpec, EventSpec, LaneSpec, Piece, SegmentSpec, StretchSpec, TimelineSpec, axis_seconds, axis_start, resolve_lane

__all__ = ["BoundarySpec", "EventSpec", "LaneSpec", "Piece", "SegmentSpec", "StretchSpec", "TimelineMark", "TimelineSpec", "axis_seconds", "axis_start", "resolve_lane"]
