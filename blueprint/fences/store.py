"""The cache of drawn blocks, and what a block becomes: its drawing
(`Drawn`) and its figure (`Figure`)."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from blueprint.fences.blocks import Block

if TYPE_CHECKING:
    from blueprint.embed import Picture

ENTRIES = "blocks"  # the cache's sub-folder for drawn blocks
FORMAT = 3  # 2: entries record the SVG's ids; 3: and the caption
MAX_ENTRY_BYTES = 4 * 1024 * 1024  # an entry's record: alt text and long description, a few KB


@dataclass(frozen=True)
class Drawn:
    """A block drawn: its name, what its figure says, and its files."""

    name: str
    alt: str
    long: str
    width: float
    height: float
    svg: bytes
    png: bytes
    ids: str  # the prefix of the SVG's ids, which the figure's own id shares
    caption: str = ""  # the spec's short caption (or one made from its subject): the block's own, if it gives none

    def picture(self) -> Picture:
        from blueprint.embed import Picture

        return Picture(self.name, self.alt, self.long, self.width, self.height, self.ids, self.caption)


@dataclass(frozen=True)
class Figure:
    """What a block became: the figure's HTML for the post, the files it was
    drawn into, and whether they were written (False: already on disk)."""

    block: Block
    html: str
    name: str
    files: tuple[Path, ...] = ()
    written: bool = False


class Store:
    """The cache's drawn blocks: `KEY.json` (what the figure says and each
    file's sha256), `KEY.svg` and `KEY.png`, written as a set. An entry that
    is missing, corrupt, not ours, for another key or whose files changed is
    a miss; a cache that cannot be written only means drawing again."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.made: set[str] = set()  # keys stored by this process

    def _paths(self, key: str) -> tuple[Path, Path, Path]:
        stem = self.folder / key[:40]
        return stem.with_suffix(".json"), stem.with_suffix(".svg"), stem.with_suffix(".png")

    def get(self, key: str) -> Drawn | None:
        record_path, svg_path, png_path = self._paths(key)
        try:
            if record_path.stat().st_size > MAX_ENTRY_BYTES:
                return None
            record = json.loads(record_path.read_bytes())
            if not isinstance(record, dict) or record.get("blueprint-block") != FORMAT or record.get("key") != key:
                return None
            svg, png = svg_path.read_bytes(), png_path.read_bytes()
            files = record["files"]
            if files != {"svg": sha256(svg), "png": sha256(png)}:
                return None
            drawn = Drawn(str(record["name"]), str(record["alt"]), str(record["long"]),
                          float(record["width"]), float(record["height"]), svg, png, str(record["ids"]), str(record["caption"]))
        except (OSError, ValueError, KeyError, TypeError):
            return None
        return drawn

    def put(self, key: str, drawn: Drawn) -> None:
        from blueprint.files import write_set

        record = {
            "blueprint-block": FORMAT, "key": key, "name": drawn.name, "alt": drawn.alt, "long": drawn.long,
            "width": drawn.width, "height": drawn.height, "ids": drawn.ids, "caption": drawn.caption,
            "files": {"svg": sha256(drawn.svg), "png": sha256(drawn.png)},
        }
        record_path, svg_path, png_path = self._paths(key)
        try:
            write_set({svg_path: drawn.svg, png_path: drawn.png, record_path: json.dumps(record, sort_keys=True).encode("utf-8")})
        except OSError:
            return
        self.made.add(key)

    def forget(self, keys: set[str]) -> None:
        """Remove these entries (those this process made that no build uses now)."""
        for key in keys:
            for path in self._paths(key):
                try:
                    path.unlink(missing_ok=True)
                except OSError:
                    pass
        self.made -= keys


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()
