"""Diagrams written inside posts: the ```` ```blueprint ```` blocks of a
Markdown text, drawn at build time into the figure a post embeds (the
picture, its alt text once, a caption, the long description:
`embed.figure_html`).

Three front ends share this module: the Python-Markdown extension
(`blueprint.markdown`: MkDocs, Pelican, any generator in Python), the MkDocs
plugin (`blueprint.mkdocs`), and `blueprint markdown`, which draws the blocks
of a content tree into one folder for a generator that runs no Python (Hugo,
whose render hook includes each block's figure).

A block is a fenced code block at the start of a line, of three or more
backticks or tildes, whose info string's first word is `blueprint`; what
follows the word are attributes, bare or in braces as Hugo writes them:
`name=NAME` (its files' and ids' name) and `caption="TEXT"` (a caption shown
under it). A fence of another language is skipped whole, so a post can show a
block as code inside a longer fence.

A block without a name is named from its text: `spec-` and the first 8 hex
digits of the sha256 of the lines between its fences, trailing line breaks
left out (what Hugo's `.Inner` holds), so a render hook finds its files with
no Python.

Blocks are cached like `render`'s outputs: an entry is keyed by the block's
text, its name, the scale, Blueprint (version and package files) and the
theme, and holds the SVG, the PNG and what the figure says (alt text, long
description, size); each file's sha256 is checked before it is trusted. The
cache is a folder outside what a site generator publishes
(`.blueprint-cache/blocks/` where the build runs, by default).

Problems are located in the post, `POST:LINE:COL: error: MESSAGE`, at the
post's own lines (a spec's first line is the one after its fence); every
block of a post is drawn or judged before the post fails, and a post that
fails writes no file of its blocks that failed.
"""

from blueprint.fences.blocks import ATTRIBUTES, LANGUAGE, Block, block_attributes, find_blocks
from blueprint.fences.drawer import CACHE_FOLDER, SNIPPET_MARK, Drawer
from blueprint.fences.posts import POST_SUFFIXES, find_posts, post_lines, snippet_outputs, stale_snippets
from blueprint.fences.store import ENTRIES, FORMAT, MAX_ENTRY_BYTES, Drawn, Figure, Store

__all__ = [
    "ATTRIBUTES", "CACHE_FOLDER", "ENTRIES", "FORMAT", "LANGUAGE", "MAX_ENTRY_BYTES", "POST_SUFFIXES", "SNIPPET_MARK",
    "Block", "Drawer", "Drawn", "Figure", "Store",
    "block_attributes", "find_blocks", "find_posts", "post_lines", "snippet_outputs", "stale_snippets",
]
