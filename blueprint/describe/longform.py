"""The long description (`<desc>`, the embed's long form): every value, in
reading order, from the same facts the alt text is realised from, never a copy
of it. Where the alt text chooses and compares ("the widest", "climbing to two
peaks"), this lists: each part with its share, each cell row with its states,
each stretch of a lane with its times, each series with its values.

Figures stay figures here, as the writer wrote them (`55%`, `9-34 min`): a
reader who opens the long description came for the numbers. Where a part
sits and what share of its bar it covers are said as the alt text says them
(`realise.shares`): "red hatched part 5% at its right end", "dark part
warm-up 15% covering the left fifth" (a fifth of a bar that spans 75%).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from blueprint.describe.realise.lane_rhythms import Rhythm, rhythm_pieces
from blueprint.describe.realise.shares import Shares
from blueprint.describe.say.facts import Chart, Lane, Lanes, Look, Statement, Stretch, Thing, Time
from blueprint.describe.say.places import Places
from blueprint.describe.say.look_words import FILL_WORDS, line_words
from blueprint.describe.say.words import Words

MAX_VALUES = 60  # a longer series is listed at this many evenly spaced places, with its lowest and highest


def long_description(statements: list[Statement], words: Words, places: Places | None = None) -> str:
    """Every mark's facts as plain sentences, one or more a mark; the places
    said ("(left)") recorded in `places`."""
    said: list[str] = []
    held = _held(statements)
    places = places if places is not None else Places()
    for statement in statements:
        for thing in statement.things:
            said += [_bracket(thing, held)] if thing.form == "bracket" else _thing(thing, words, places)
        if not statement.things:  # a link: the line and the words on it
            for relation in statement.relations:
                if relation.via is not None:  # drawn in its colour, not as an outline
                    line = _item(replace(relation.via, look=replace(relation.via.look, filled=True)) if relation.via.look else relation.via, words)
                    said.append(line[0].upper() + line[1:])
    return " ".join(s[0].upper() + s[1:] + ("" if s.endswith(".") else ".") for s in said if s)


# A bracket's side, as the long description lists it (`Relation.edge`).
SIDES = {"top": "above", "bottom": "below", "left": "left of", "right": "right of"}


def _held(statements: list[Statement]) -> dict[tuple, tuple[Thing | None, int, Thing]]:
    """Every stated thing by its key, with what holds it and its place there."""
    found: dict[tuple, tuple[Thing | None, int, Thing]] = {}

    def walk(thing: Thing, holder: Thing | None, index: int) -> None:
        if thing.key and thing.key not in found:
            found[thing.key] = (holder, index, thing)
        for number, part in enumerate(thing.parts):
            walk(part, thing, number)
        for number, member in enumerate(thing.members):
            walk(member, thing, number)

    for statement in statements:
        for thing in statement.things:
            walk(thing, None, 0)
    return found


def _bracket(thing: Thing, held: dict[tuple, tuple[Thing | None, int, Thing]]) -> str:
    """ "Bracket 38% paid for nothing above redone 21%, restarts 9%, waiting 8%":
    its words, its side and each thing of the run it spans (the parts between
    the first and the last of one holder's too), by label or by place."""
    head = " ".join(filter(None, [thing.noun.capitalize(), thing.label or "", f"({thing.note})" if thing.note else ""]))
    relation = next((r for r in thing.relations if r.verb == "brackets"), None)
    if relation is None:
        return head
    found = [f for f in (_nearest(held, tuple(key)) for key in relation.over) if f is not None]
    holders = {id(holder) for holder, _, _ in found}
    if found and found[0][0] is not None and len(holders) == 1:
        holder = found[0][0]
        places = [index for _, index, _ in found]
        run = [((holder.parts or holder.members)[i], i) for i in range(min(places), max(places) + 1)]
        named = [part.label or f"{part.noun} {i + 1}" for part, i in run]
    else:
        named = list(dict.fromkeys(part.label or part.noun for _, _, part in found))
    where = f" {SIDES.get(relation.edge or '', 'over')} {', '.join(named)}" if named else ""
    return head + where + (f": {thing.means}" if thing.means else "")


def _nearest(held: dict[tuple, tuple[Thing | None, int, Thing]], key: tuple) -> tuple[Thing | None, int, Thing] | None:
    """The thing stated with `key`, else the nearest stated thing holding it (a lane's timeline)."""
    for length in range(len(key), 0, -1):
        if key[:length] in held:
            return held[key[:length]]
    return None


def _thing(thing: Thing, words: Words, places: Places) -> list[str]:
    if thing.chart is not None:
        return _chart(thing.chart, words)
    if thing.lanes is not None:
        return _lanes(thing.lanes, words)
    if thing.form == "cells":
        return [_cells(thing, words)]
    head = _name(thing, words, places)
    if not (thing.label or thing.parts or thing.members or thing.look or thing.amount):
        return []  # a group with nothing of its own to list: what it holds is listed
    if thing.members:
        return [f"{head}: " + "; ".join(_item(m, words) for m in thing.members)]
    if thing.parts:
        placed = thing.form == "parts"  # a bar: its parts lie along it, and where a small one sits is said
        return [f"{head}: " + "; ".join(_item(p, words, thing if placed else None) for p in thing.parts)]
    return [head]


def _name(thing: Thing, words: Words, places: Places) -> str:
    """"Bar (top, under on-demand)", "Staircase (18 min, ruled every 3 min)"."""
    where = thing.among or thing.region
    if where:
        places.said_as(thing.key, where, f"({where})")
    notes = [n for n in (where, f"under {thing.within.label}" if thing.within is not None and thing.within.label else None,
                         thing.amount, f"ruled every {thing.ruled}" if thing.ruled else None,
                         f"up to {thing.limit} {words.plural(thing.part_noun or 'part')}" if thing.limit else None) if n]
    noun = thing.noun if thing.count == 1 else f"{thing.count} {words.plural(thing.noun)}"
    label = f" {thing.label}" if thing.label else ""
    ground = f", on a {thing.rests_on.noun}" + (f" marked {thing.rests_on.label}" if thing.rests_on.label else "") if thing.rests_on is not None else ""
    end = f", to a {thing.ends_at.noun}" + (f" marked {thing.ends_at.label}" if thing.ends_at.label else "") if thing.ends_at is not None else ""
    if thing.ends_at is not None and thing.ends_at.place == "under":  # a base line it climbs from, its words at the top
        end = f", from a {thing.ends_at.noun}" + (f", ending at {thing.ends_at.label}" if thing.ends_at.label else "")
    means = f", {thing.means}" if thing.means else ""  # what the writer says it stands for, as the alt text says it
    return (noun[0].upper() + noun[1:] + label + (f" ({', '.join(notes)})" if notes else "") + ground + end + means).strip()


def _item(thing: Thing, words: Words, whole: Thing | None = None) -> str:
    """One part or member: its look, label and size, where it sits in `whole`
    (the bar it is a part of), then what it holds."""
    amount = thing.amount if thing.amount and thing.amount not in (thing.label or "") else ""  # "kept 55%" holds its figure
    said = " ".join(filter(None, [_look(thing.look), thing.noun, thing.label or "", amount]))
    if whole is not None:
        said += Shares(words).where(thing, whole.parts, listing=True, ends_with_parts=whole.quality == "parts-only")
    if thing.unsure_from:
        said += f" (sure to {thing.unsure_from})"
    held = thing.members or thing.parts
    if held:
        said += " [" + "; ".join(_item(p, words) for p in held) + "]"
    return said


def _look(look: Look | None) -> str:
    if look is None:
        return ""
    colour = FILL_WORDS.get(look.colour, look.colour)
    rhythm = "" if look.line == "solid" else look.line
    colour = "" if look.colour == "none" else colour  # a line in its own ink
    outline = "" if look.filled or look.colour == "none" else "outline"
    return " ".join(filter(None, [rhythm, colour, "hatched" if look.hatch else "", outline]))


def _cells(thing: Thing, words: Words) -> str:
    """A grid: each row with its label and how many cells of each state."""
    rows = []
    for index, row in enumerate(thing.parts):
        counts = Counter(cell.state or _look(cell.look) for cell in row.parts)
        states = ", ".join(f"{n} {state}" for state, n in counts.items())
        rows.append(f"row {row.label or index + 1}: {states}")
    label = f" {thing.label}" if thing.label else ""
    return f"Grid{label} of {words.count(len(thing.parts), 'row')} of {words.plural(thing.noun)}: " + "; ".join(rows)


def _time(time: Time | None) -> str:
    if time is None:
        return ""
    return f"{float(time.value):g} {time.unit}"


def _lanes(lanes: Lanes, words: Words) -> list[str]:
    """Each lane's stretches with their times and looks, and its events."""
    said = [f"Timeline of {words.count(len(lanes.lanes), lanes.noun)} over {_time(lanes.span)}" + (f", ruled every {_time(lanes.step)}" if lanes.step else "")]
    listed: list[tuple[str, list[str]]] = []  # neighbouring lanes alike, said once, in order: "Lanes stream 1, stream 2: ..."
    for index, lane in enumerate(lanes.lanes):
        items = _lane_items(lane, words)
        if listed and listed[-1][0] == items and (lane.label is None) == (lanes.lanes[index - 1].label is None):  # named with named
            listed[-1][1].append(lane.label or str(index + 1))  # the label as written
        else:
            listed.append((items, [lane.label or str(index + 1)]))
    for items, names in listed:
        noun = lanes.noun.capitalize() if len(names) == 1 else words.plural(lanes.noun).capitalize()
        said.append(f"{noun} {', '.join(names)}: {items}")
    for boundary in lanes.boundaries:
        said.append(f"{boundary.noun} {boundary.label or ''} at {_time(boundary.at)}".replace("  ", " "))
    return said


def _lane_items(lane: Lane, words: Words) -> str:
    """A lane's stretches in order, a rhythm as its unit, count and pace ("7 grey
    stretches of 0.5 step, one every 1 step, 0.25 step to 6.75 step"), as the alt text
    says it (`lane_rhythms.py`); then its events and ticks."""
    stretches = []
    for piece in rhythm_pieces(list(lane.stretches)):
        if isinstance(piece, Stretch):
            stretches.append(_stretch(piece))
        else:
            stretches.append(_rhythm(piece))
    events = [f"{e.kind} at {_time(e.at)}" + (f" ({e.label})" if e.label else "") + (f": {e.means}" if e.means else "") for e in lane.events]
    events += [" ".join(filter(None, [words.count(len(t.times), t.noun), line_words(t.look.colour, t.look.line) if t.look else ""])) + " at " + ", ".join(_time(time) for time in t.times) for t in lane.ticks]
    return "; ".join(stretches + events)


def _stretch(stretch: Stretch) -> str:
    said = " ".join(filter(None, [_look(stretch.look), stretch.meaning or "", f"{_time(stretch.start)} to {_time(stretch.high or stretch.end)}", stretch.label or ""]))
    return said + (f": {stretch.means}" if stretch.means else "")


def _rhythm(rhythm: Rhythm) -> str:
    """ "7 grey stretches of 0.5 step, one every 1 step, 0.25 step to 6.75 step";
    "12 pairs of grey 0.5 step and blue 0.75 step, one pair every 1.5 step, ..."."""
    unit = rhythm.stretches[:rhythm.size]
    period = _time(Time(rhythm.period, unit[0].end.unit))
    lengths = [_time(Time(s.end.value - s.start.value, s.end.unit)) for s in unit]
    span = f"{_time(rhythm.stretches[0].start)} to {_time(rhythm.stretches[-1].end)}"
    if len(unit) == 1:
        return f"{rhythm.count} {_look(unit[0].look)} stretches of {lengths[0]}, one every {period}, {span}"
    group = "pairs" if len(unit) == 2 else "sets"
    looks = " and ".join(f"{_look(s.look)} {length}" for s, length in zip(unit, lengths))
    return f"{rhythm.count} {group} of {looks}, one {group[:-1]} every {period}, {span}"


def _chart(chart: Chart, words: Words) -> list[str]:
    """Each series with its values at their places; the lines, regions and marks."""
    plot = chart.plot
    said = []
    rows = dict(getattr(plot, "value_names", ()))  # a value axis of names: each value by its row's name, never its hidden number (session 13)
    for trace in plot.traces:
        series = trace.series
        noun = series.label or series.noun or ""
        name = " ".join(filter(None, [series.colour, "staircase" if series.staircase else "step line" if series.step else "curve", "" if noun == "curve" else noun]))
        step = len(trace.ys) // MAX_VALUES + 1
        shown = ", ".join(f"{plot.axis.text(x)} {rows.get(y, f'{y:.4g}')}" for x, y in list(zip(trace.xs, trace.ys))[::step])
        extremes = f" (lowest {min(trace.ys):.4g}, highest {max(trace.ys):.4g})" if step > 1 and not rows else ""
        said.append(f"{name[0].upper() + name[1:]} over {plot.axis.text(plot.end)}: {shown}{extremes}")
    for line in chart.lines:
        said.append(" ".join(filter(None, [line.outline, line.noun, line.label or "", f"at {line.at:g}"])))
    for region in chart.regions:
        where = f"between {' and '.join(region.between)}" if region.between else f"{region.where} {region.against}"
        said.append(" ".join(filter(None, [f"region {where}:", region.fill, "hatched" if region.hatch else "", "" if region.line == "none" else f"{region.line} outline", f"marked {region.label}" if region.label else "", region.means or ""])))
    for mark in chart.marks:
        what = mark.icon and f"{mark.icon} icon" or ("block" if mark.block or mark.width else "label")
        at = "" if mark.point is None else (f"at {plot.axis.text(mark.point.at)}" if mark.point.at is not None else f"at {mark.point.kind} {mark.point.nth or ''}".strip())
        said.append(" ".join(filter(None, [mark.colour, what, mark.label or "", at, f"{plot.axis.text(mark.width)} wide" if mark.width else ""])))
    return said
