"""The realiser says facts in the house voice; no mark is involved."""

from __future__ import annotations

from blueprint.describe.realise import Realiser
from blueprint.describe.say.facts import Look, Thing
from blueprint.describe.say.words import Words

SOLID = Look("grey")
DASHED = Look("grey", "dashed", filled=False)
DOTTED = Look("grey", "dotted", filled=False)
BLUE = Look("blue")


def tier(look, label=None):
    return Thing("tier", look=look, label=label)


def stack(*parts, label=None):
    return Thing("tower", label=label, parts=parts, arrangement="stack", part_noun="tier")


def test_a_stack_is_said_bottom_up_with_like_parts_counted():
    say = Realiser(Words())
    assert say.stack(stack(tier(SOLID), tier(DASHED), tier(DASHED))) == "one solid grey tier at the bottom and two dashed above it"
    assert say.stack(stack(tier(BLUE), tier(BLUE), tier(Look("blue", "dashed", filled=False)))) == "two solid blue tiers at the bottom and a dashed blue one on top"


def test_grey_is_said_once_per_noun_and_an_unfilled_dotted_thing_is_an_outline():
    say = Realiser(Words())
    assert say.stack(stack(tier(SOLID))) == "one solid grey tier"
    assert say.stack(stack(tier(SOLID))) == "one solid tier"
    assert say.stack(stack(tier(DOTTED), tier(DOTTED))) == "two dotted outlines"


def test_a_thing_in_place_of_a_part_is_said_where_it_stands():
    say = Realiser(Words())
    cross = Thing("red cross", quality="small", place="instead-of-next")
    assert say.stack(stack(tier(SOLID), cross)) == "one solid grey tier with a small red cross where the next would be"
    first = Thing("red cross", quality="small", place="instead-of-first")
    assert say.stack(stack(first)) == "only a small red cross where the first tier would be"


def test_members_share_one_verb_and_labels_are_said_in_words():
    say = Realiser(Words())
    towers = Thing("tower", count=2, members=(stack(tier(SOLID), label="node 1"), stack(tier(BLUE))), part_noun="tier")
    assert say.members(towers) == "the first tower, marked node one, has one solid grey tier; the second one solid blue tier"


def test_the_lead_counts_and_says_what_it_stands_on():
    say = Realiser(Words())
    ground = Thing("foundation", quality="shared", label="one GPU node")
    towers = Thing("tower", count=3, rests_on=ground, limit=4, part_noun="tier")
    assert say.lead(towers) == "three towers standing on one shared foundation marked one GPU node, each tower up to four tiers tall"
    assert say.lead(Thing("tower", alt="a ziggurat")) == "a ziggurat"


def test_a_list_counts_like_parts_with_their_labels():
    say = Realiser(Words())
    bar = Thing("bar", parts=(Thing("part", look=Look("red", hatch=True), label="lost"), Thing("part", look=BLUE), Thing("part", look=BLUE)))
    assert say.listed(bar) == "one red hatched part marked lost and two solid blue parts"
