"""The describe stage: Spec + Scene -> alt text and long description.

    opening   "Cedana. Blueprint of" + what is drawn (and what it represents);
              blocks that stand alone in labelled groups are said in panels
              ("side by side in panels marked before and after")
    body      the mark the opening brought in, then each mark in reading
              order (plan.py); a mark already said in another's sentence
              speaks only what is left. Relations the links state are said in
              the sentence of the thing they start from or arrive at (the
              "links" form), or by a mark that speaks for what arrives at it
              (`speaks_for`), or, once both ends are told, in a sentence of
              their own; what stands on a link follows the sentence that said it
    long      every value, in reading order, from the same facts (longform.py),
              for <desc> and the embed's long form (never a copy of the alt)

Every mark states facts; the forms of `describe/realise/` realise them
through the speaker (discourse.py: what is told, how to name each thing).
"""

from __future__ import annotations

from dataclasses import dataclass

from blueprint.describe import containers
from blueprint.describe.caption import caption
from blueprint.describe.discourse import Speaker
from blueprint.describe.longform import long_description
from blueprint.describe.marks import describer_of, facts_of, group_phrase_of, relation_phrase_of
from blueprint.describe.grouping import carries
from blueprint.describe.lead_counts import by_groups
from blueprint.describe.plan import Plan, plan
from blueprint.describe.reading_order import leaders_after_what_they_label
from blueprint.describe.realise import FORMS
from blueprint.describe.realise.links import alike_in, fan_in_key, running, running_alike, running_in
from blueprint.describe.said_again import said_once
from blueprint.loader.spec import Spec
from blueprint.marks.base import MarkNode
from blueprint.describe.say import panels
from blueprint.describe.say.context import DescribeContext
from blueprint.describe.say.facts import Relation
from blueprint.describe.say.places import Claim
from blueprint.describe.say.words import Words
from blueprint.scene import Scene
from blueprint.theme import Theme


@dataclass(frozen=True)
class Description:
    alt: str
    long: str
    places: tuple[Claim, ...] = ()  # every place the alt text says, as a claim `say/places.py` can check
    caption: str = ""  # one short line for the figure's visible caption (`caption.py`)


def describe(spec: Spec, scene: Scene, theme: Theme) -> Description:
    ctx = DescribeContext(spec, scene, theme, Words())
    ctx.nouns = lambda node: describer_of(node).nouns(node)
    planned = plan(spec, ctx)
    long = long_description([s for s in (planned.statements.get(n.path) for n in planned.order) if s is not None], ctx.words, ctx.places)
    if spec.header.alt:
        return Description(_single_line(spec.header.alt), long, caption=caption(spec))
    visited: set = set()
    speaker = _speaker(planned, ctx, visited)
    ctx.speaker = speaker
    opening, first, drawn = _opening(spec, ctx, speaker, planned)
    sentences: list[tuple[tuple | None, str]] = [(None, s) for s in [opening] + speaker.flush() + _ready(speaker)]
    order = planned.order
    if first is not None and first.parent is None:
        order = [first] + [node for node in order if node is not first]
    order = leaders_after_what_they_label(order, ctx)
    for node in order:
        said = containers.in_frame(node, _said(node, ctx, speaker, planned), ctx)
        visited.add(node.path)
        said += speaker.flush()
        said += _ready(speaker)
        partner = _left_of_pair(node, ctx)
        if said and partner is not None and [owner for owner, _ in sentences].count(partner) == 1 and sentences[-1][0] == partner:  # a pair side by side, each brought in by one sentence: said in one
            sentences[-1] = (sentences[-1][0], f"{sentences[-1][1].rstrip(' .,')}; {said[0]}")
            said = said[1:]
        if said:
            sentences.extend((node.path, s) for s in said)
    sentences += [(None, s) for s in _rest(speaker)]
    unique = said_once([(owner, s) for owner, s in sentences if s.strip()], ctx.words)
    return Description(_single_line(" ".join(unique)), long, tuple(ctx.places.claims), caption(spec, drawn))


def _speaker(planned: Plan, ctx: DescribeContext, visited: set) -> Speaker:
    """The speaker, knowing every thing stated (as planned: like things
    counted, groups holding theirs) and tied to the context's record of marks."""

    def fallback(key: tuple, introduce: bool) -> str | None:
        node = ctx.mark_at(key)
        if node is None:
            return None
        if node.path in ctx.told or not introduce:
            return f"the {describer_of(node).nouns(node)[0]}"
        return relation_phrase_of(node, ctx)

    def noun_of(key: tuple) -> str | None:
        node = ctx.mark_at(key)
        return describer_of(node).nouns(node)[0] if node is not None else None

    speaker = Speaker(
        ctx.words, planned.relations, planned.placements,
        told=lambda key: key in ctx.told, tell=ctx.tell, fallback=fallback,
        waits=lambda relation: _waits(relation, ctx, visited, planned), noun_of=noun_of, panel_of=ctx.panel_label, marks={node.path for node in ctx.spec.marks},
        places=ctx.places,
    )
    for path, statement in planned.statements.items():
        if statement is not None and path not in planned.speaks:
            for thing in statement.things:
                speaker.know(thing)
    for things in planned.speaks.values():
        for thing in things:
            speaker.know(thing)
    return speaker


def _waits(relation: Relation, ctx: DescribeContext, visited: set, planned: Plan) -> bool:
    """Whether a mark will say the relation in its own sentence and has not
    spoken yet: one whose facts took it (`ctx.arrivals`), or one that speaks
    for the links arriving at it (a grid says the arrows arriving into it)."""
    if planned.reserved.get(id(relation)) not in (None, *visited):
        return True
    target = relation.subject if relation.verb == "arrives-from" else relation.object
    source = None if relation.verb == "arrives-from" else relation.subject
    for key, end in ((target, "to"), (source, "from")):
        node = ctx.mark_at(key) if key else None
        if node is not None and end in describer_of(node).speaks_for and node.path not in visited:
            return True
    return False


def _ready(speaker: Speaker) -> list[str]:
    """Relations whose two ends are told and that no thing still to speak will
    say: each in a sentence of its own, what stands on it after."""
    said = []
    pending = speaker.unsaid()
    done: list[Relation] = []
    for index, relation in enumerate(pending):
        if any(relation is d for d in done) or not _is_ready(relation, speaker):
            continue
        together = _fan_in(relation, pending[index + 1:], speaker)
        if len(together) == 1:  # not a fan in: links alike between the same two things, counted
            together = _alike(relation, pending[index + 1:], speaker, ready=True)
            said.append(running_alike(speaker, together) if len(together) > 1 else running(speaker, relation))
        else:
            said.append(running_in(speaker, together))
        for each in together:
            speaker.said(each)
            done.append(each)
            if each.via is not None:
                speaker.about(each.via.key)
        said += speaker.flush()
    return said


def _is_ready(relation: Relation, speaker: Speaker) -> bool:
    if speaker.waits(relation) or not speaker.told(relation.subject) or not speaker.told(relation.object):
        return False
    return not _host_to_come(relation, speaker)


def _fan_in(relation: Relation, later: list[Relation], speaker: Speaker) -> list[Relation]:
    """The relation and those ready after it that arrive in the same thing
    alike from other things (`links.fan_in_key`): said as one fan in."""
    key = fan_in_key(speaker, relation)
    if key is None:
        return [relation]
    together = [relation]
    for other in later:
        if fan_in_key(speaker, other) == key and _is_ready(other, speaker) and all(other.subject != r.subject for r in together):
            together.append(other)
    return together


def _host_to_come(relation: Relation, speaker: Speaker) -> bool:
    """A "links" thing at either end that has not spoken: it says the relation."""
    for key in (relation.subject, relation.object):
        thing = speaker.thing(key)
        if thing is not None and thing.form == "links" and thing.key == tuple(key or ()) and thing.key not in speaker.keys_told:
            return True
    return False


def _rest(speaker: Speaker) -> list[str]:
    """Relations no sentence has said: each its own sentence, in the end."""
    said = []
    pending = speaker.unsaid()
    done: list[Relation] = []
    for index, relation in enumerate(pending):
        if any(relation is d for d in done):
            continue
        together = _alike(relation, pending[index + 1:], speaker, ready=False)
        said.append(running_alike(speaker, together) if len(together) > 1 else running(speaker, relation))
        for each in together:
            speaker.said(each)
            done.append(each)
        said += speaker.flush()
    return said


def _alike(relation: Relation, later: list[Relation], speaker: Speaker, *, ready: bool) -> list[Relation]:
    """The relation and those after it alike in verb, ends and look
    (`link_alike.alike_key`): said as one sentence, counted."""
    return alike_in(speaker, relation, [other for other in later if not ready or _is_ready(other, speaker)])


def _left_of_pair(node: MarkNode, ctx: DescribeContext) -> tuple | None:
    """The mark on the left where `node` is the right one of two blocks side by
    side in one row (two pools, before and after): a writer says the pair in
    one sentence ("on the left ...; on the right ..."), as the facts of a pair
    hold it, where the left one said one sentence (never joined to what is
    said of it after, "four red crosses cut ..."); None for any other mark."""
    if node.kind.flow != "block" or node.parent is None:
        return None
    pair = [other.path for other in ctx.spec.marks if other.parent == node.parent and other.kind.flow == "block"]
    if len(pair) != 2 or pair[1] != node.path:
        return None
    places = [ctx.places.among(path, pair) for path in pair]
    words = [place.word if place is not None and place.axis == "across" else None for place in places]
    return pair[0] if words == ["left", "right"] else None


def _said(node: MarkNode, ctx: DescribeContext, speaker: Speaker, planned: Plan) -> list[str]:
    """A mark's sentences: realised from its facts, or its own (marks not yet
    moved to facts). Things of the "links" form are said as planned."""
    if node.path in planned.said_with or node.path in planned.silent:
        return []
    if node.path in planned.speaks:
        said = []
        for thing in planned.speaks[node.path]:
            said += FORMS[thing.form].sentences(speaker, thing)
        return [s for s in said if s]
    statement = facts_of(node, ctx)
    if node.kind.flow == "link" and not statement.things:
        return []  # its relations are planned: said with the things they join
    else:
        said = []
        speaker.claim(statement.things, statement.relations if node.kind.flow != "link" else ())
        for thing in statement.things:
            speaker.know(thing)
            form = FORMS[thing.form]
            if form.lead is not None and not getattr(form, "introduces", False) and node.path not in ctx.told:
                said.append(ctx.introduce(node, form.lead(speaker, thing)))
                ctx.tell(node.path)
            said += form.sentences(speaker, thing)
    said = [s for s in said if s]
    if said:
        speaker.about(node.path)
    return said


def _lone(node: MarkNode, ctx: DescribeContext, speaker: Speaker, planned: Plan) -> str:
    thing = planned.thing_of(node)
    if thing is None:
        statement = facts_of(node, ctx)
        if not statement.things:
            return ctx.words.article(describer_of(node).nouns(node)[0])
        speaker.claim(statement.things, statement.relations)
        for known in statement.things:
            speaker.know(known)
        thing = statement.things[0]
    ctx.tell(node.path)
    speaker.about(thing.key)
    lead = FORMS[thing.form].lead
    if lead is None:  # said only in sentences (bars said together, in panels of a row): the opening counts them
        noun = describer_of(node).nouns(node)
        return ctx.words.count(thing.count, *noun) if thing.count > 1 else ctx.words.article(noun[0])
    return lead(speaker, thing)


def _opening(spec: Spec, ctx: DescribeContext, speaker: Speaker, planned: Plan) -> tuple[str, MarkNode | None, str]:
    """The opening sentence, the mark it brought in alone (if one), and what
    it says is drawn (for the caption)."""
    drawn = [n for n in spec.marks if n.kind.flow == "block" and not n.kind.holds_marks]
    by_path = {n.path: n for n in spec.marks}

    def free(node: MarkNode | None) -> bool:
        """Neither the mark nor a group holding it is placed by a relation to
        another mark (a pin to a place of the card, `at`, is none)."""
        related = [r for r, _ in node.kind.relations(node) if r != "at"] if node is not None else []
        return node is None or (not related and (node.parent is None or free(by_path.get(node.parent))))

    standing = [n for n in drawn if free(n)]
    blocks = standing or drawn
    first = None
    framed = containers.opening(blocks, ctx, speaker, planned)
    if framed:  # every block in one of several titled frames: the frames are what is drawn
        said = framed
    elif len(blocks) == 1 or not all(describer_of(node).counted for node in blocks):
        ranked = [node for node in planned.order if node in blocks]
        first = next((node for node in ranked if describer_of(node).counted), ranked[0])  # a chart before the icon beside it
        alike = [node for node in blocks if node.kind.name == first.kind.name]
        in_panels = ctx.panels_of(first)
        if in_panels is not None:  # panels on one scale: counted as panels, each said in its own
            said = _panel_count(in_panels, ctx)
            first = None
        elif len(alike) > 1 and describer_of(first).counted:  # "as one bar" would be false: the opening counts them all
            said = _group(alike, ctx)
            first = None
        else:
            said = _lone(first, ctx, speaker, planned)
            ctx.tell(first.path)
            heading = getattr(first.spec, "heading", None)
            said += f", headed {ctx.words.spoken(heading)}" if isinstance(heading, str) else ""
            said += _panels([first], ctx, speaker, planned, after=said)
    else:
        groups: dict[str, list[MarkNode]] = {}
        for node in blocks:
            groups.setdefault(node.kind.name, []).append(node)
        phrases = [_panel_count(found, ctx) if (found := _all_panels(nodes, ctx)) else _group(nodes, ctx) for nodes in groups.values()]
        stacked = _stacked(blocks, ctx) if len(groups) == len(blocks) == 2 else None
        if stacked is not None:
            upper, lower = (phrases[0], phrases[1]) if stacked is blocks[0] else (phrases[1], phrases[0])
            said = f"{upper} {ctx.places.said(stacked.path, ctx.places.fact(stacked.path, 'above'), 'above')} {lower}"
        else:
            said = ctx.words.join(phrases)
        said += _panels(blocks, ctx, speaker, planned, after=said)
    apart = "," if spec.header.subject and "," in spec.header.subject else ""  # "..., against the cold starts they save, as two column charts" (reader 8-A: a garden path without it)
    subject = f"{spec.header.subject}{apart} as {said}" if spec.header.subject else said
    opening = f"Blueprint of {subject}."
    if ctx.theme.brand.show:
        opening = f"{ctx.theme.brand.name}. {opening}"
    return opening, first, said


def _panels(nodes: list[MarkNode], ctx: DescribeContext, speaker: Speaker, planned: Plan, *, after: str) -> str:
    """" side by side in panels marked before and after": the labelled groups
    the opening's marks each stand alone in (unless the marks' own facts carry
    their panels: their forms say them); " side by side" for marks in a row.
    A comma first when the phrase `after` has one of its own."""
    groups = {n.path for n in ctx.spec.marks if n.kind.holds_marks}
    if any(planned.said_with.get(node.path) in groups for node in nodes):
        return ""  # said with the group that holds it, which says its panels
    by_path = {n.path: n for n in ctx.spec.marks}
    holders = [h for node in nodes if (h := by_path.get(node.parent)) is not None]
    alone = len(holders) == len(nodes) and all(sum(m.parent == h.path for m in ctx.spec.marks) == 1 for h in holders)
    row = ctx.places.arranged([node.path for node in nodes]) if len(nodes) > 1 else None
    side = row is not None and row.word == "side-by-side"
    side_words = " " + ctx.places.said(nodes[0].path, row, "side by side") if row is not None and side else ""
    comma = "," if "," in after else ""
    if not alone or not all(getattr(h.spec, "label", None) for h in holders):
        return f"{comma}{side_words}" if side else ""
    if any(carries(planned.statements.get(node.path), holder) for node, holder in zip(nodes, holders)):
        return f"{comma}{side_words}" if side else ""
    labels = ctx.words.join([ctx.words.spoken(h.spec.label) for h in holders])
    for holder in holders:
        ctx.tell(holder.path)
        thing = planned.thing_of(holder)
        if thing is not None:
            speaker.tell(thing)
    if side and len(nodes) == 2:  # "side by side in two panels, before on the left and after on the right"
        kin = [node.path for node in nodes]
        places = [ctx.places.among(node.path, kin) for node in nodes]
        if all(p is not None and p.word in ("left", "right") for p in places):
            sides = [ctx.places.said(n.path, p, f"{ctx.words.spoken(h.spec.label)} on the {p.word}") for n, h, p in zip(nodes, holders, places) if p is not None]
            return f"{comma}{side_words} in two panels, {ctx.words.join(sides)}"
    panels = "a panel" if len(holders) == 1 else "panels"
    return f"{comma}{side_words} in {panels} marked {labels}"


def _all_panels(nodes: list[MarkNode], ctx: DescribeContext) -> tuple[MarkNode, ...] | None:
    """The panels these marks of one kind are, where they are all of one set and all of it."""
    found = ctx.panels_of(nodes[0])
    return found if found is not None and {n.path for n in found} == {n.path for n in nodes} else None


def _panel_count(found: tuple[MarkNode, ...], ctx: DescribeContext) -> str:
    """ "two panels on one time scale": panels counted, each said in its own sentence."""
    return f"{ctx.words.count(len(found), 'panel', 'panels')} {panels.on_one_scale(found[0], ctx.words)}"


def _stacked(nodes: list[MarkNode], ctx: DescribeContext) -> MarkNode | None:
    """Of two blocks, the one that stands above the other (None: neither)."""
    first, second = nodes
    if ctx.places.against(first.path, "above", second.path) is not None:
        return first
    return second if ctx.places.against(second.path, "above", first.path) is not None else None


def _group(nodes: list[MarkNode], ctx: DescribeContext) -> str:
    """"two bars", or what the marks' kind says of them together ("two rows of eight GPU cells")."""
    by_noun: dict[tuple[str, str], int] = {}
    for node in nodes:  # marks of one kind its describer names apart ("two grids and a row": reader 8-A, a row counted as a third grid)
        noun = describer_of(node).nouns(node)
        by_noun[noun] = by_noun.get(noun, 0) + 1
    counted = ctx.words.join([ctx.words.article(noun[0]) if n == 1 else ctx.words.count(n, *noun) for noun, n in by_noun.items()])
    return group_phrase_of(nodes, ctx) or by_groups(nodes, ctx) or counted


def _single_line(text: str) -> str:
    return " ".join(text.split())
