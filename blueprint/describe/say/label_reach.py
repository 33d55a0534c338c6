"""Whether a point's label stands by what it labels, as drawn: the describer
says "a dot marked 1 GPU" only of words a reader sees as that dot's, standing
within the theme's `label_reach` of it or joined to it by a leader (review 5:
"1 GPU" stood past a riser, five minutes from its dot, and was said to mark
it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.scene import Box

if TYPE_CHECKING:
    from blueprint.scene import Scene, SpecPath


def label_apart(scene: "Scene | None", path: "SpecPath", reach: float) -> bool:
    """Whether the label of the thing drawn at `path` (owned by `path` +
    "label") stands farther than `reach` from it with no leader joining them."""
    if scene is None:
        return False
    path = tuple(path)
    own = [e.bounds for e in scene.elements if tuple(e.owner) == path]
    words = [e.bounds for e in scene.elements if tuple(e.owner) == path + ("label",)]
    joined = any(tuple(e.owner) == path + ("leader",) for e in scene.elements)
    if not own or not words or joined:
        return False
    mark, label = Box.around(own), Box.around(words)
    assert mark is not None and label is not None
    dx = max(label.x - mark.right, mark.x - label.right, 0.0)
    dy = max(label.y - mark.bottom, mark.y - label.bottom, 0.0)
    return (dx * dx + dy * dy) ** 0.5 > reach
