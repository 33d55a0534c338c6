"""The "links" form says things joined by links and the links between them,
on hand-made facts (no mark, no rendering); the speaker names each end."""

from __future__ import annotations

from blueprint.describe.discourse import Speaker
from blueprint.describe.realise import FORMS, Realiser
from blueprint.describe.realise import links
from blueprint.describe.say.facts import Look, Relation, Thing
from blueprint.describe.say.places import Places
from blueprint.describe.say.words import Words
from blueprint.scene import Box

LINKS = FORMS["links"]
LAPTOP, GPU, CABLE, SAVE, ARROW = ("marks", 0), ("marks", 1), ("marks", 2), ("marks", 3), ("marks", 4)


def icon(noun, key, colour="none", **more):
    return Thing(noun, key, look=Look(colour), form="links", **more)


def drawn(**boxes: tuple) -> Places:
    """The places of a drawing of these boxes (x, y, width, height), by key
    (`a` for ("a",)), or of `keyed` boxes."""
    found = {(name,) if isinstance(name, str) else name: Box(*box) for name, box in boxes.items()}
    return Places(found, Box.around(list(found.values())))


def keyed(boxes: dict) -> Places:
    found = {key: Box(*box) for key, box in boxes.items()}
    return Places(found, Box.around(list(found.values())))


def notebook():
    """The idle notebook: a laptop joined by a cut cable carrying a clock to a
    card, and a save icon below the cable sending an arrow into the card."""
    laptop = icon("laptop", LAPTOP, region="left")
    card = icon("GPU card", GPU, region="right", parts=(Thing("status bar", GPU + ("status",), look=Look("grey")), Thing("block", GPU + ("blocks", 0), look=Look("blue"), place="delivered")))
    save = icon("save icon", SAVE, "blue", label="checkpoint")
    cable = Thing("cable", CABLE, look=Look("grey", "dashed", filled=False), parts=(Thing("clock", look=Look("none"), place="above"), Thing("red cross", place="across")))
    joined = Relation("joins", LAPTOP, GPU, via=cable, way="right")
    sent = Relation("sends-into", SAVE, GPU, via=Thing("arrow", ARROW, look=Look("blue", filled=False)), way="up")
    places = keyed({LAPTOP: (100, 280, 100, 70), CABLE: (200, 310, 700, 4), GPU: (900, 270, 180, 90), SAVE: (520, 440, 50, 50), ARROW: (570, 360, 400, 100)})
    say = Speaker(Words(), [joined, sent], [Relation("stands-below", SAVE, CABLE), Relation("stands-right-of", GPU, LAPTOP)], places=places)
    for thing in (laptop, card, save):
        say.know(thing)
    return say, laptop, card, save


def test_an_icon_is_said_with_its_look_place_label_and_state():
    say = Realiser(Words())
    card = icon("GPU card", GPU, region="right", parts=(Thing("status bar", look=Look("grey")), Thing("block", look=Look("blue"), place="on"), Thing("block", look=Look("grey"), place="on")))
    assert links.phrase(say, card) == "a GPU card on the right whose status bar is grey and with a blue block and a grey block on it"
    planned = Thing("storage icon", look=Look("blue", "dashed", filled=False), label="planned", form="links")
    assert links.phrase(say, planned) == "a blue storage icon in dashed outline marked planned"
    assert links.phrase(say, icon("cross", (), "red")) == "a red cross"
    assert links.phrase(say, icon("snapshot file", (), "blue", place="at-top-right")) == "a blue snapshot file at the upper right"
    assert links.phrase(say, icon("laptop", (), alt="my laptop")) == "my laptop"


def test_the_opening_says_the_links_leaving_a_thing_and_what_stands_on_them_after():
    say, laptop, _, _ = notebook()
    lead = LINKS.lead(say, laptop)
    assert lead == "a laptop on the left joined by a grey dashed cable to a GPU card on the right whose status bar is grey"
    assert say.flush() == ["a clock sits above the cable and a red cross cuts it"]
    assert say.told(GPU), "the card was brought in by the cable"


def test_a_thing_placed_against_what_was_just_said_opens_on_where_it_stands():
    say, laptop, card, save = notebook()
    LINKS.lead(say, laptop)
    say.flush()
    assert LINKS.sentences(say, card) == [], "the card waits for the save icon to say the arrow"
    assert LINKS.sentences(say, save) == ["below, a blue save icon marked checkpoint sends a blue arrow into the card, where a blue block now sits"]
    assert say.unsaid() == []


def test_a_place_against_a_thing_not_just_said_names_it():
    say, laptop, card, save = notebook()
    say.tell(laptop)
    say.tell(card)
    say.about(GPU)
    assert LINKS.sentences(say, save)[0].startswith("below the cable, a blue save icon")


def test_a_thing_brought_in_by_a_link_arriving_at_it_and_its_own_link_after():
    tower = Thing("tower", ("t", "towers", 1), parts=(Thing("tier", ("t", "towers", 1, "tiers", 0), look=Look("grey")), Thing("tier", ("t", "towers", 1, "tiers", 1), look=Look("blue"))), arrangement="stack")
    other = Thing("tower", ("t", "towers", 0), parts=(Thing("tier", ("t", "towers", 0, "tiers", 0), look=Look("grey")), Thing("tier", ("t", "towers", 0, "tiers", 1), look=Look("grey", "dotted", filled=False))), arrangement="stack")
    towers = Thing("tower", ("t",), count=2, members=(other, tower))
    store = icon("storage icon", ("s",), "blue", label="store")
    up = Relation("sends-into", ("t", "towers", 1, "tiers", 1), ("s",), via=Thing("arrow", ("c1",), look=Look("blue", filled=False), quality="thick"))
    down = Relation("leads-to", ("s",), ("t", "towers", 0, "tiers", 1), via=Thing("arrow", ("c2",), look=Look("blue", "dashed", filled=False)), way="down")
    say = Speaker(Words(), [up, down], [Relation("stands-above", ("s",), ("t", "towers", 0))], places=keyed({("s",): (100, 50, 60, 60), ("t",): (60, 200, 400, 200)}))
    say.places.boxes[("t", "towers", 0)], say.places.references[("t", "towers", 0)] = Box(60, 200, 140, 200), "t.tower-1"  # a part it was placed against
    say.know(towers)
    say.know(store)
    say.tell(towers)
    assert LINKS.sentences(say, store) == [
        "the second tower's blue top tier sends a thick blue arrow into a blue storage icon marked store above the first tower,"
        " which sends a blue dashed arrow down to the first tower's dotted top tier"
    ]


def test_a_labelled_member_is_named_by_its_label():
    tier = Thing("tier", ("t", "towers", 0, "tiers", 1), look=Look("blue"))
    tower = Thing("tower", ("t", "towers", 0), label="replica b", parts=(Thing("tier", ("t", "towers", 0, "tiers", 0), look=Look("grey")), tier), arrangement="stack")
    say = Speaker(Words())
    say.know(Thing("tower", ("t",), count=1, members=(tower,)))
    assert say.name(tier.key) == "the blue top tier of the tower marked replica b"
    assert say.name(tower.key) == "the tower marked replica b"


def test_two_alike_are_told_apart_by_where_they_stand():
    say = Speaker(Words(), places=drawn(a=(100, 100, 50, 60), b=(600, 100, 50, 60), c=(300, 300, 50, 50), d=(400, 300, 50, 50)))
    left, right = icon("snapshot file", ("a",)), icon("snapshot file", ("b",))
    save, cloud = icon("save icon", ("c",)), icon("cloud icon", ("d",))
    for thing in (left, right, save, cloud):
        say.know(thing)
        say.tell(thing)
    assert (say.name(("a",)), say.name(("b",))) == ("the left file", "the right file")
    assert (say.name(("c",)), say.name(("d",))) == ("the save icon", "the cloud icon")
    assert [c.said for c in say.places.claims] == ["the left file", "the right file"], "each place said is recorded"


def test_alike_things_that_stand_level_are_not_told_apart_by_a_place():
    """Two files one above the other but a third beside the lower one: no place
    word is true of the lower two among all three; the names say none."""
    say = Speaker(Words(), places=drawn(a=(100, 100, 50, 60), b=(100, 300, 50, 60), c=(400, 300, 50, 60)))
    for key in ("a", "b", "c"):
        thing = icon("snapshot file", (key,))
        say.know(thing)
        say.tell(thing)
    assert say.name(("a",)) == "the snapshot file", "the top file, but not among three that stand in no row or column"
    assert say.places.claims == []


def test_like_icons_counted_with_their_labels_in_turn():
    say = Realiser(Words(), keyed({(0,): (0, 0, 60, 60), (1,): (0, 100, 60, 60), (2,): (0, 200, 60, 60), (5,): (300, 0, 90, 60), (6,): (500, 0, 90, 60)}))
    dashed = Look("none", "dashed", filled=False)
    jobs = [Thing("model icon", (i,), look=dashed, label=label, form="links") for i, label in enumerate(["8-GPU job", "1-GPU job", "1-GPU job"])]
    counted = Thing("model icon", ("aggregate", 0), look=dashed, count=3, members=tuple(jobs), arrangement="column", place="held", form="links")
    assert links.phrase(say, counted) == "three model icons in dashed outline, the top one marked 8-GPU job and the other two marked 1-GPU job"
    queue = Thing("column", ("q",), label="queue", parts=(counted,), arrangement="column", form="links")
    assert links.phrase(say, queue).startswith("a column marked queue holding three model icons in dashed outline, the top one")
    servers = Thing("server node", ("aggregate", 1), count=2, members=(Thing("server node", (5,), label="old"), Thing("server node", (6,), label="new")),
                    parts=(Thing("status bar", look=Look("grey")),), arrangement="row", form="links")
    assert links.phrase(say, servers) == "two server nodes side by side whose status bars are grey, the left one marked old and the right one marked new"


def test_two_labelled_panels_side_by_side_are_said_as_such():
    places = drawn(l=(0, 0, 300, 200), r=(400, 0, 300, 200))
    say = Realiser(Words(), places)
    assert places.among(("l",), [("l",), ("r",)]) is not None  # what the group's describer asks for its facts
    before = Thing("panel", ("l",), label="before", among="left", parts=(icon("GPU card", ("g",)),), arrangement="column", form="links")
    after = Thing("panel", ("r",), label="after", among="right", parts=(icon("GPU card", ("h",), "blue"),), arrangement="column", form="links")
    pair = Thing("row", ("p",), parts=(before, after), arrangement="row", form="links")
    assert links.phrase(say, pair) == "two panels side by side, the left marked before holding a GPU card and the right marked after holding a blue GPU card"
    speaker = Speaker(Words(), places=places)
    speaker.know(pair)
    speaker.tell(pair)
    assert speaker.name(("l",)) == "the left panel marked before"


def test_links_said_by_the_thing_they_arrive_at_and_on_their_own():
    say = Speaker(Words())
    edge = Relation("arrives-from", ("g",), None, via=Thing("arrow", ("c",), look=Look("none", filled=False), label="owner returns"), edge="left")
    down = Relation("leads-to", ("a",), ("g",), via=Thing("arrow", ("d",), look=Look("none", filled=False)), way="down")
    assert links.arrival(say, edge) == ("an arrow arriving from the left marked owner returns", True)
    assert links.arrival(say, down) == ("an arrow leads down to", False)
    line = Relation("joins", ("a",), ("b",), via=Thing("line", ("e",), look=Look("grey", filled=False), quality="thin"))
    say.know(icon("laptop", ("a",)))
    say.know(icon("clock", ("b",)))
    assert links.running(say, line) == "a thin grey line joins a laptop to a clock"
    both = Relation("joins-both-ways", ("a",), ("b",), via=Thing("migration", ("f",), look=Look("blue", filled=False), quality="thick"))
    assert links.running(say, both) == "a thick blue migration arrow pointing both ways joins the laptop to the clock"


def test_an_arrow_to_a_cell_names_the_cell_not_its_row(compile_text):
    """Found by review: "sends a dashed arrow to the row marked node-a" where the
    arrow ends at node-a's sixth square (the first free one)."""
    from conftest import compiled_marks

    alt = compiled_marks(compile_text, """
  - grid: {id: gpus, rows: [[used, used, used, used, used, free, free, free]], row-labels: [node-a], noun: GPU}
  - icon: {id: job, name: model, above: gpus, gap: 96}
  - connector: {from: job, to: gpus.row-1.cell-6, arrow: end}
""").alt
    assert "to the sixth GPU of the row marked node-a" in alt, alt


# --- arrows alike into one thing, said as one fan in (trysay7) ------------------------

FAN_IN = """  - row:
      gap: 200
      marks:
        - column:
            gap: 16
            marks:
              - icon: {id: store, name: bucket, label: object storage}
              - icon: {id: peer, name: server, label: peer node}
        - icon: {id: fresh, name: server, empty: true, label: new node}
"""


def test_arrows_alike_into_one_thing_are_said_as_one_fan_in():
    from blueprint import compile_spec
    arrows = "  - connector: {from: store, to: fresh, arrow: end, weight: thick, colour: blue, label: 210 s}\n  - connector: {from: peer, to: fresh, arrow: end, weight: thick, colour: blue, label: 40 s}\n"
    alt = compile_spec("blueprint: 1\nmarks:\n" + FAN_IN + arrows, "spec.yaml").alt
    assert "thick blue arrows lead from the bucket, marked two hundred and ten seconds, and from the" in alt.lower() and "marked forty seconds, into the" in alt, alt
    unlike = arrows.replace("colour: blue, label: 40 s", "colour: red, label: 40 s")
    alt = compile_spec("blueprint: 1\nmarks:\n" + FAN_IN + unlike, "spec.yaml").alt
    assert "arrows lead" not in alt, "arrows of two looks are said each on its own"
