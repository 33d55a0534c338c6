"""What towers state: a set of towers on one shared foundation, each tower
its tiers from the bottom up (a crossed tier standing in place of the one that
would be there), and the possible height. The describe stage says them tower
by tower ("The first has one solid grey tier and two dashed above it; the
second one solid tier with a small red cross where the next would be")."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from blueprint.describe.marks.base import MarkDescriber
from blueprint.describe.say.facts import Statement, Thing, told_look
from blueprint.describe.say.salient import Repeat, repeats
from blueprint.marks.towers import TierSpec, TowerSpec, TowersSpec
from blueprint.scene import SpecPath

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.base import MarkNode

# A tier more than one tier tall, by its size (a quality the realiser says).
TALL = {2: "double-height", 3: "triple-height"}
# A tier standing by its value (`size: 52 GB`): thin at most this share of its tower, tall at least this.
THIN_SHARE = 0.1
TALL_SHARE = 0.4


class TowersDescriber(MarkDescriber):
    def facts(self, node: "MarkNode", ctx: "DescribeContext") -> Statement:
        """Towers on a shared foundation; each tower its tiers, bottom up, a
        crossed tier standing in place of the one that would be there."""
        spec = node.spec_as(TowersSpec)
        towers = tuple(
            Thing(_noun_of(tower, spec), node.path + ("towers", index), label=tower.label, arrangement="stack", part_noun="tier", quality="crossed" if tower.cross else None,
                  parts=tuple(tier_fact(tier, level, node.path + ("towers", index, "tiers", level), tower.height if spec.valued else None) for level, tier in enumerate(tower.tiers)))
            for index, tower in enumerate(spec.towers)
        )
        if spec.valued:
            towers = tuple(_against_free(tower, spec, thing, node.path) for tower, thing in zip(spec.towers, towers))
        foundation = Thing("foundation", node.path + ("foundation",), label=spec.foundation, quality="shared")
        # in whole tiers said as multiples of one (`TALL`: a double-height tier counts two), the height is said in tiers
        # ("each tower up to four tiers tall"); a taller tier ("tall") or towers by their values count ruler steps, not tiers
        even = all(tier.amount == 1 for tower in spec.towers for tier in tower.tiers)
        in_tiers = even or (not spec.valued and all(tier.amount in TALL or tier.amount == 1 for tower in spec.towers for tier in tower.tiers))
        whole = Thing("tower", node.path, count=len(spec.towers), members=towers, rests_on=foundation, limit=spec.tiers if in_tiers else None, ruler=None if in_tiers else spec.tiers, part_noun="tier", alt=spec.alt,
                      repeat=_repeat(spec), to_scale=(spec.unit or "") if spec.valued else None)
        return Statement((whole,))


def _against_free(tower: TowerSpec, spec: TowersSpec, thing: Thing, path: SpecPath) -> Thing:
    """A crossed-out tower standing to one scale beside another tower's free
    (white) tier, and taller than it: what is crossed needs more room than is
    free, which the eye reads by setting the two side by side (wish 5's "the
    outline is taller than the free band"). Only where it is taller."""
    if not tower.cross:
        return thing
    for index, other in enumerate(spec.towers):
        for level, tier in enumerate(other.tiers):
            if other is tower or tier.cross or told_look(tier.look).colour != "white" or not tier.look.filled:
                continue
            if tower.height > tier.amount:
                return replace(thing, taller_than=tier_fact(tier, level, path + ("towers", index, "tiers", level)))
    return thing


def _noun_of(tower: TowerSpec, spec: TowersSpec) -> str:
    """A tower of one whole tier beside taller towers, unlike the tier any of
    them stands on and not the first of a growing series, is seen as a box standing on the foundation, not a tower (review 6-C: "two towers" where one stood)."""
    if len(tower.tiers) != 1 or tower.tiers[0].cross or not any(len(other.tiers) > 1 for other in spec.towers):
        return "tower"
    look = told_look(tower.tiers[0].look)
    based = any(other.tiers and told_look(other.tiers[0].look) == look for other in spec.towers if other is not tower)
    growing = _repeat(spec) is not None  # the first of towers each one tier taller than the last
    return "tower" if based or growing else "box"  # a short tower of the others' base stays a tower


def _repeat(spec: TowersSpec) -> Repeat | None:
    """Towers that each repeat the one before with one more tier on top
    (`say/salient.py`); none where a tower or a tier is crossed out."""
    if any(tower.cross or any(tier.cross for tier in tower.tiers) for tower in spec.towers):
        return None
    return repeats([[(tier.amount, told_look(tier.look, outline_alone=True)) for tier in tower.tiers] for tower in spec.towers])


def _by_share(share: float) -> str | None:
    """A valued tier's size as the eye sees it in its tower: thin, nearly
    half, half, over half (`THIN_SHARE`, `TALL_SHARE`)."""
    if share >= 1:
        return None
    if share <= THIN_SHARE:
        return "thin"
    if share == 0.5:
        return "half"
    if TALL_SHARE <= share < 0.5:
        return "near-half"
    return "over-half" if share > 0.5 else None


def tier_fact(tier: TierSpec, level: int, key: SpecPath, tower: float | None = None) -> Thing:
    """One tier: its look, label and height; a crossed tier is a small red cross
    in the place of the tier that would be there. A tier standing by its value
    in a `tower` that tall is thin or tall by its share of the tower."""
    if tier.cross:
        return Thing("red cross", key, quality="small", place="instead-of-next" if level else "instead-of-first")
    look = tier.look
    told = told_look(look, outline_alone=True)  # an outline alone is said in its colour: "dashed blue"
    if tower is not None:
        share = tier.amount / tower if tower else 0.0
        return Thing("tier", key, look=told, label=tier.label, quality=_by_share(share), means=tier.means)
    tall = TALL.get(int(tier.amount), "tall" if tier.amount > 3 else None)
    return Thing("tier", key, look=told, label=tier.label, quality=tall, means=tier.means)
