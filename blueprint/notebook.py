"""The Python side of the author's loop: how a Result shows itself in a
notebook, and how it is saved beside a post.

Kept apart from the pipeline so the compile stages stay free of output
concerns; `Result._repr_html_` and `Result.save` delegate here.
"""

from __future__ import annotations

import base64
import html
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from blueprint import messages
from blueprint.embed import Rendered, Where, figure_html, picture_of
from blueprint.files import write_set

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostic


class Result(Rendered, Protocol):
    """What this module reads of a `blueprint.Result` (structurally: no
    import of the pipeline, which imports this module)."""

    @property
    def svg(self) -> str: ...
    @property
    def png(self) -> bytes: ...
    @property
    def pdf(self) -> bytes: ...
    @property
    def problems(self) -> tuple[Diagnostic, ...]: ...
    @property
    def draft_svg(self) -> str: ...


def svg_data_uri(svg: str) -> str:
    """The SVG as a `data:` address, so a notebook's HTML needs no file."""
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode("utf-8")).decode("ascii")


def result_html(result: Result) -> str:
    """The notebook view: the same `<figure>` a post gets (alt text on the
    image, the long description one click away), the image inline; a draft
    (a result with problems) as `draft_html`."""
    if result.problems:
        return draft_html(result)
    return figure_html(picture_of(result), Where(src=svg_data_uri(result.svg)))


def problems_html(lines: Sequence[str], css_class: str = "blueprint-problems", style: str = "color: #a3242b") -> str:
    """Problems as a numbered list, numbered as a draft numbers them (a
    notebook has no style sheet of ours: the colour is inline there)."""
    items = "".join(f"<li><code>{html.escape(line)}</code></li>" for line in lines)
    styled = f' style="{style}"' if style else ""
    return f'<ol class="{css_class}"{styled}>{items}</ol>'


def draft_html(result: Result) -> str:
    """A draft as a notebook shows it: the picture lint refused, each problem
    outlined in red and numbered, and the problems numbered the same way."""
    picture = picture_of(result)
    image = (
        f'<img src="{svg_data_uri(result.draft_svg)}" alt="{html.escape(messages.DRAFT_ALT.format(alt=picture.alt), quote=True)}" '
        f'width="{int(picture.width)}" height="{int(picture.height)}" style="max-width: 100%; height: auto">'
    )
    caption = f"<p>{html.escape(messages.DRAFT_CAPTION)}</p>{problems_html([p.format() for p in result.problems])}"
    return f'<figure class="blueprint blueprint-draft">\n  {image}\n  <figcaption>{caption}</figcaption>\n</figure>'


def save_result(result: Result, target: Path) -> list[Path]:
    """Write a result to a folder (the set `blueprint render` writes) or to
    one file chosen by its suffix; raise ValueError for any other suffix."""
    single = {".svg": lambda: result.svg.encode("utf-8"), ".png": lambda: result.png, ".pdf": lambda: result.pdf, ".txt": lambda: (result.alt + "\n").encode("utf-8")}
    if target.suffix.lower() in single and not target.is_dir():
        outputs = {target: single[target.suffix.lower()]()}
    elif target.suffix and not target.is_dir():
        raise ValueError(messages.SAVE_SUFFIX.format(path=messages.shown(str(target))))
    else:
        outputs = {
            target / f"{result.name}.svg": result.svg.encode("utf-8"),
            target / f"{result.name}.png": result.png,
            target / f"{result.name}.alt.txt": (result.alt + "\n").encode("utf-8"),
        }
    write_set(outputs)
    return list(outputs)
