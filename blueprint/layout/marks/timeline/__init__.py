"""The timeline mark's drawing: lanes to scale on one time axis (drawer.py), each
lane, segment label and boundary drawn by parts.py."""

from blueprint.layout.marks.timeline.drawer import TimelineDrawer

__all__ = ["TimelineDrawer"]
