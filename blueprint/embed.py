"""Embed snippets for a post: the alt text once, escaped, never repeated beside it."""

from __future__ import annotations

import html


def html_snippet(src: str, alt: str, width: float, height: float) -> str:
    return (
        f'<img src="{html.escape(src, quote=True)}" alt="{html.escape(alt, quote=True)}" '
        f'width="{int(width)}" height="{int(height)}" loading="lazy" decoding="async">'
    )


def markdown_snippet(src: str, alt: str) -> str:
    escaped = alt.replace("\\", "\\\\").replace("[", "\\[").replace("]", "\\]")
    return f"![{escaped}]({src.replace(' ', '%20')})"
