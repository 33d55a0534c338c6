"""Embed snippets for a post: the alt text once, escaped, never repeated beside it.

Forms: a bare `<img>`, an HTML `<figure>` with the long description, a
Markdown image, and Hugo's `figure` shortcode.

Whatever a spec's file name or alt text holds, a snippet is one image and
nothing more: the address is percent-encoded where the format would read a
character as syntax (a Markdown address cannot close early, an HTML attribute
cannot end), and the alt text is escaped for the format it stands in.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from typing import Protocol
from urllib.parse import quote

from blueprint import messages

# What may stay as it is in an address given with --src: the characters of a
# URL, less those Markdown reads in a link's destination (`(`, `)`, `<`, `>`,
# spaces, `\`) and those that could end an HTML attribute (quotes).
_ADDRESS_SAFE = "/:?#[]@!$&*+,;=%~-._"
_SPACES = re.compile(r"\s+")
# ASCII punctuation Markdown reads inside an image's description: brackets and
# parentheses (which close it), backslash, code, emphasis, HTML and entities.
_MARKDOWN_SPECIAL = re.compile(r"([\\`*_\[\]()<>&!{}#|~])")


def image_address(file_name: str) -> str:
    """The relative address of an output file named after a spec: every
    character but letters, digits and `-._~` percent-encoded, so the name is
    always one relative path (never `javascript:`, never two words)."""
    return quote(file_name, safe="")


def _address(src: str) -> str:
    """An address for a snippet: characters a format would read as syntax, and
    any control or non-ASCII character, percent-encoded (UTF-8)."""
    return quote(src.strip(), safe=_ADDRESS_SAFE)


def _one_line(alt: str) -> str:
    return _SPACES.sub(" ", alt).strip()


def html_snippet(src: str, alt: str, width: float, height: float) -> str:
    return (
        f'<img src="{html.escape(_address(src), quote=True)}" alt="{html.escape(_one_line(alt), quote=True)}" '
        f'width="{int(width)}" height="{int(height)}" loading="lazy" decoding="async">'
    )


def markdown_snippet(src: str, alt: str) -> str:
    escaped = _MARKDOWN_SPECIAL.sub(r"\\\1", _one_line(alt))
    return f"![{escaped}]({_address(src)})"


@dataclass(frozen=True)
class Picture:
    """What an embed says of a rendered diagram: its name (the spec's stem,
    which names its files), its alt text and long description, its size on
    the page, and the prefix of its SVG's ids (the name and a digest of the
    drawing), which the figure's own id shares so it is as unique on a page."""

    name: str
    alt: str
    long: str
    width: float
    height: float
    ids: str = ""
    caption: str = ""  # one short line every reader sees: the spec's `caption`, or made from its subject


@dataclass(frozen=True)
class Where:
    """Where the images live: `src`, the address of the one image to show, or
    `base`, the address of the output folder holding `NAME.svg` and `NAME.png`
    (the 2x PNG that `blueprint render` writes), and `folder`, the spec's
    folder under it (`posts/one`: `render` keeps the specs' folder tree). With
    neither, the files sit beside the post."""

    src: str | None = None
    base: str = ""
    folder: str = ""  # a relative path with `/`, `.` or empty for the output folder itself

    def image(self, name: str, suffix: str) -> str:
        if self.src is not None:
            return self.src
        base = self.base.strip()
        if not base:
            return image_address(name + suffix)
        if not base.endswith("/"):
            base += "/"
        folders = [part for part in self.folder.split("/") if part not in ("", ".")]
        return base + "".join(image_address(part) + "/" for part in folders) + image_address(name + suffix)


def _attribute(value: str) -> str:
    return html.escape(value, quote=True)


def _long_text(picture: Picture) -> str:
    """The long description, when it says more than the alt text: the alt is
    said once, never repeated beside the image."""
    long = _one_line(picture.long)
    return "" if not long or long == _one_line(picture.alt) else long


def figure_html(
    picture: Picture, where: Where = Where(), *, summary: str = messages.EMBED_DESCRIPTION, dark: Where | None = None,
    caption: str = "",
) -> str:
    """A `<figure>` for a post: the image with its short alt once, its size
    (no layout shift), lazy loading, the SVG offered by `srcset` over the 2x
    PNG fallback, and the long description in a `<details>` of the
    `<figcaption>`, tied to the image by `aria-describedby` so a screen reader
    reaches it from the image. With `dark` (where the same diagram drawn in a
    dark theme lives), the image is a `<picture>` whose dark SVG shows when the
    reader's system prefers a dark scheme: a theme changes colours only, so
    the size, the alt text and the description hold for both. A `caption`
    (the writer's, shown as it is; else the picture's own) opens the
    `<figcaption>`, the text every reader sees; the long description stays
    in its `<details>`."""
    from blueprint.render.svg import diagram_id  # the SVG's own rule for ids; imported only when a figure is made

    long = _long_text(picture)
    described = f"{picture.ids or diagram_id(picture.name)}-description"
    attributes = [f'src="{_attribute(_address(where.image(picture.name, ".png")))}"']
    if where.src is None:
        attributes.append(f'srcset="{_attribute(_address(where.image(picture.name, ".svg")))}"')
    attributes += [
        f'alt="{_attribute(_one_line(picture.alt))}"',
        f'width="{int(picture.width)}" height="{int(picture.height)}"',
        'loading="lazy" decoding="async" style="max-width: 100%; height: auto"',
    ]
    if long:
        attributes.append(f'aria-describedby="{described}"')
    lines = ['<figure class="blueprint">', f"  <img {' '.join(attributes)}>"]
    if dark is not None:
        source = _attribute(_address(dark.image(picture.name, ".svg")))
        lines[1:] = ["  <picture>", f'    <source media="(prefers-color-scheme: dark)" srcset="{source}" type="image/svg+xml">', "  " + lines[1], "  </picture>"]
    caption = _one_line(caption) or _one_line(picture.caption)
    shown_caption = f"<p>{html.escape(caption)}</p>" if caption else ""
    if long:
        lines += [
            f"  <figcaption>{shown_caption}<details><summary>{html.escape(summary)}</summary>",
            f'    <p id="{described}">{html.escape(long)}</p>',
            "  </details></figcaption>",
        ]
    elif shown_caption:
        lines.append(f"  <figcaption>{shown_caption}</figcaption>")
    lines.append("</figure>")
    return "\n".join(lines)


def _hugo_value(text: str) -> str:
    """A quoted value of a Hugo shortcode: one line, its quotes escaped; a
    backslash, which Hugo's shortcode reader takes for an escape, is written
    as a look-alike (U+2216) so it can never unquote the value."""
    return _one_line(text).replace("\\", "\u2216").replace('"', '\\"')


def hugo_snippet(picture: Picture, where: Where = Where()) -> str:
    """Hugo's built-in `figure` shortcode: the image, its alt text, its size,
    lazy loading, and the short caption as the visible caption (never the
    long description, which a caption would show to every reader in full)."""
    params = [
        f'src="{_address(where.image(picture.name, ".svg"))}"',
        f'alt="{_hugo_value(picture.alt)}"',
        f'width="{int(picture.width)}"',
        f'height="{int(picture.height)}"',
        'loading="lazy"',
    ]
    if _one_line(picture.caption):
        params.append(f'caption="{_hugo_value(picture.caption)}"')
    return "{{< figure " + " ".join(params) + " >}}"


class _Sized(Protocol):
    @property
    def width(self) -> float: ...
    @property
    def height(self) -> float: ...


class Rendered(Protocol):
    """What an embed reads of a `blueprint.Result` (named structurally, so
    this module needs no import of the pipeline)."""

    @property
    def name(self) -> str: ...
    @property
    def alt(self) -> str: ...
    @property
    def long_description(self) -> str: ...
    @property
    def scene(self) -> _Sized: ...
    @property
    def ids(self) -> str: ...
    @property
    def caption(self) -> str: ...


def picture_of(result: Rendered) -> Picture:
    """The embed's view of a compiled spec."""
    return Picture(result.name, result.alt, result.long_description, result.scene.width, result.scene.height, result.ids, result.caption)


FORMATS = ("img", "html", "markdown", "hugo")


def snippet(result: Rendered, form: str, where: Where = Where(), dark: Where | None = None) -> str:
    """The embed of `result` in one of FORMATS: `img` a bare `<img>`, `html` a
    `<figure>` with the long description (and, given `dark`, a `<picture>`
    that switches to the dark theme's SVG), `markdown` an image, `hugo`
    Hugo's `figure` shortcode."""
    picture = picture_of(result)
    if dark is not None and form != "html":
        raise ValueError(messages.EMBED_DARK_HTML_ONLY.format(form=messages.shown(form)))
    if form == "html":
        return figure_html(picture, where, dark=dark)
    if form == "hugo":
        return hugo_snippet(picture, where)
    if form == "markdown":
        return markdown_snippet(where.image(picture.name, ".svg"), picture.alt)
    if form == "img":
        return html_snippet(where.image(picture.name, ".svg"), picture.alt, picture.width, picture.height)
    raise ValueError(messages.EMBED_FORMAT.format(form=messages.shown(form), forms=", ".join(FORMATS)))
