"""What the alt text calls an icon of the set (an icon mark, an icon a
connector carries): a noun for the thing drawn, one for every icon (the icon
set draws; it names nothing)."""

from __future__ import annotations

NOUNS = {
    "laptop": "laptop", "gpu": "GPU card", "server": "server node", "storage": "storage icon",
    "balancer": "load balancer", "queue": "queue", "database": "database", "container": "container",
    "terminal": "person at a terminal",
    "clock": "clock", "save": "save icon", "snapshot": "snapshot file", "cross": "cross", "check": "check mark",
    "person": "person", "cloud": "cloud icon", "model": "model icon",
    "bucket": "bucket", "drive": "drive", "memory": "memory stick", "registry": "container registry", "loop": "circular arrow",
}


def icon_noun(name: str) -> str:
    """"GPU card", "save icon", "cross"."""
    return NOUNS[name]
