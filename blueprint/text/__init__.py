"""Text: metrics and outlines from the shipped font."""

from blueprint.text.font import Font, GlyphRun, load_font

__all__ = ["Font", "GlyphRun", "load_font"]
