"""The connector mark's drawing: the drawer (`drawer.py`), where its line runs
(`route.py`) and where its label stands (`label.py`)."""

from blueprint.layout.marks.connector.drawer import ConnectorDrawer

__all__ = ["ConnectorDrawer"]
