"""The icon set: add an icon by writing its class and listing it here."""

from __future__ import annotations

from types import MappingProxyType

from blueprint.icons.base import Icon, IconState, IconStyle, Pen, side_anchors
from blueprint.icons.devices import GpuCard, Laptop, Server, Storage
from blueprint.icons.services import Container, Database, LoadBalancer, Queue, Terminal
from blueprint.icons.stores import Bucket, Drive, Memory, Registry
from blueprint.icons.things import Check, Clock, Cloud, Cross, Loop, Model, Person, Save, Snapshot

ICONS: "MappingProxyType[str, Icon]" = MappingProxyType(
    {
        icon.name: icon
        for icon in (Laptop(), GpuCard(), Server(), Storage(), Clock(), Save(), Snapshot(), Cross(), Check(), Person(), Cloud(), Model(),
                     LoadBalancer(), Queue(), Database(), Container(), Terminal(),
                     Bucket(), Drive(), Memory(), Registry(), Loop())
    }
)
ICON_NAMES = tuple(ICONS)

__all__ = ["ICONS", "ICON_NAMES", "Icon", "IconState", "IconStyle", "Pen", "side_anchors"]
