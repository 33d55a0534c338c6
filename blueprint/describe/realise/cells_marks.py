"""What lies on a grid's cells, for the "cells" form (`cells.Grid`): the spans
across a row or standing whole beside it, a red cross on a cell, and the
links arriving into the cells, each in the words of the grid's telling."""

from __future__ import annotations

import re
from collections.abc import Callable

from blueprint.describe.realise import links, where
from blueprint.describe.realise.cells_runs import covered_rows
from blueprint.describe.realise.voice import Discourse, Key, Voice
from blueprint.describe.say.facts import Thing
from blueprint.describe.say.look_words import FILL_WORDS, OUTLINE_WORDS
from blueprint.describe.say.words import Words

MEANING_WORDS = {"in-use": "in use", "free": "free", "empty": "empty", "idle": "idle"}
FACING_WORDS = {"stands-above": "above", "stands-below": "below", "stands-left-of": "left of", "stands-right-of": "right of", "stands-under": "under", "stands-by": "by"}
NAME = re.compile(r"[A-Za-z]-?\d|\d-?[A-Za-z]")  # figures that are part of a name
ARRIVED = "cells-arrivals"  # the realiser's memory of the links arriving that a grid said
WHOLE = "cells-whole-spans"  # ... of the spans said as the one-row grid they cover


def _name(words, label: str) -> str:
    """A row label as said: a name with figures joined to its letters keeps
    them ("node-1", "gpu0"); other figures are said in words ("9 am")."""
    return label if NAME.search(label) else words.spoken(label)


class GridMarks:
    """Needs the grid's `say`, `words`, `rows`, `cells`, `noun`, `short`, `counted()`,
    `shorts()`, `_all()`, `on_row()`, `row_name()` and `state_of()` (`cells.Grid`)."""

    say: Voice
    words: Words
    thing: Thing
    rows: tuple[Thing, ...]
    cells: list[tuple[int, int, Thing]]
    noun: str
    short: str
    counted: Callable[[int], str]
    shorts: Callable[[int], str]
    _all: Callable[[int], str]
    on_row: Callable[[int], str]
    row_name: Callable[[int], str]
    state_of: Callable[[Thing], str]

    def whole_span(self) -> Thing | None:
        """The one span lying over every cell of a grid of one row whose cells
        are all free (or all empty): the reader sees one thing, the span drawn
        over its squares (reader 8-A: "a row of eight squares" and "a job
        across eight of the empty ones" read as two things)."""
        if len(self.rows) != 1 or len(self.rows[0].attached) != 1 or len(self.cells) < 2:
            return None
        span = self.rows[0].attached[0]
        states = {cell.state for _, _, cell in self.cells}
        if span.place is not None or span.same_as is not None or span.count != len(self.cells) or len(states) != 1 or not states <= {"free", "empty"}:
            return None
        return span

    def whole_span_phrase(self, span: Thing) -> str:
        """ "a waiting job in dashed outline marked 8-GPU job, a row of eight
        empty requested GPU squares, with a red cross over it" (and the span
        remembered as said)."""
        self.say.memory(WHOLE).add(span.key)
        state = MEANING_WORDS[self.cells[0][2].state or "empty"]
        row = f"a row of {self.words.count(len(self.cells), f'{state} {self.noun}')}"
        cross = ", with a red cross over it" if _crossed(span) else ""
        return f"{self.span_name(span)}, {row}{cross}"

    def spans(self) -> list[str]:
        """Each span in turn; spans side by side in one row that each sit
        across as many cells, in one look, said together ("a grey job b
        marked b and a grey job c marked c sit across two cells each in the
        second row"): a reader compares their sizes."""
        said = []
        whole = self.say.memory(WHOLE)
        for r, row in enumerate(self.rows):
            runs: list[list[Thing]] = []
            for span in row.attached:
                if span.key in whole:
                    continue  # said as the grid itself
                last = runs[-1][0] if runs else None
                if last is not None and self._plain(span) and self._plain(last) and (span.look, span.count) == (last.look, last.count):
                    runs[-1].append(span)
                else:
                    runs.append([span])
            said += [self.together(run, r) if len(run) > 1 else self.span(run[0], r) for run in runs]
        return said

    def _plain(self, span: Thing) -> bool:
        """A span said only by its look, label and the cells it sits across (in
        use, in its row): nothing stands on it, it is no job said before, no
        cross, and its cells are not drawn in its fill."""
        kinds = {cell.state for cell in span.parts}
        return (span.place is None and span.same_as is None and not span.relations and not span.attached and span.look is not None
                and not span.look.filled and not (kinds & {"free", "empty"}) and not self.facing(span))

    def together(self, run: list[Thing], r: int) -> str:
        names = [self.span_name(span) for span in run]
        where = f" {self.on_row(r)}" if len(self.rows) > 1 else ""
        return f"{self.words.join(names)} sit across {self.counted(run[0].count)} each{where}"

    def span_name(self, span: Thing) -> str:
        """ "a grey job outlined in dashes marked b" """
        colour, outline = _colour_and_outline(span)
        name = self.words.article(" ".join(filter(None, [colour, span.noun]))) + (f" {outline}" if outline else "")
        return name + self.say.marked([span.label] if span.label and _label_not_in_noun(span) else []) + self.meaning(span)

    def meaning(self, span: Thing) -> str:
        """What the writer says the span stands for, an apposition after its name."""
        meaning = self.words.meaning(span.means, span.label)
        return f", {meaning}," if meaning else ""

    def span(self, span: Thing, r: int) -> str:
        """"a blue job outlined in dashes sits across three of the empty ones",
        "the same blue job stands whole to the right above a save icon"."""
        look = span.look
        colour, outline = _colour_and_outline(span)
        noun = " ".join(filter(None, [colour, span.noun]))
        told = getattr(self.say, "told", None)  # a bare realiser keeps no discourse: it takes the writer's word
        same = span.same_as is not None and (told is None or told(span.same_as))  # "the same" only of a job already said
        if same:  # found again by its look (reader 8-A: "the same job" dropped its dashed outline)
            name = f"the same {noun}" + (f" {outline}" if outline else "")
        else:
            name = self.words.article(noun) + (f" {outline}" if outline else "")
        name += self.say.marked([span.label] if span.label and _label_not_in_noun(span) else []) + self.meaning(span)
        multi = len(self.rows) > 1
        row = self.rows[r].parts
        if span.place in ("beside-left", "beside-right"):
            where = f"stands whole to the {span.place.split('-')[1]}" + (f" of {self.row_name(r)}" if multi else "")
            if not same:
                where += f", {self.counted(span.count)} long" + (f", filled {self.filled_with(span)}" if look is not None and look.filled else "")
            if multi and span.relations:  # the relation after a comma of its own, never a second one
                where += ","
        elif look is not None and look.filled and multi and span.count == len(row) and r in covered_rows(self.rows):  # one block over the whole row
            where = f"fills {self.row_name(r)}"
        elif look is not None and look.filled:  # its cells drawn in its fill
            where = f"fills {self.counted(span.count)} in {self.filled_with(span)}"
            if multi:
                where += f" {self.on_row(r)}"
        else:
            kinds = {cell.state for cell in span.parts}
            state = next(iter(kinds)) if len(kinds) == 1 else None
            if span.count == len(row) and len(row) > 1:  # the whole row (reader 8-A: "four of the free ones" where the row holds four)
                held = f"{MEANING_WORDS[state]} " if state in ("free", "empty") else ""
                where = f"sits across {self._all(span.count)} {held}{self.shorts(span.count)}"
            elif state in ("free", "empty"):
                where = f"sits across {self.words.number(span.count)} of the {MEANING_WORDS[state]} ones"
            else:
                where = f"sits across {self.counted(span.count)}"
            if multi:
                where += f" {self.on_row(r)}"
        facing = self.facing(span)
        cross = ", with a red cross over it" if _crossed(span) else ""
        if same and not cross and isinstance(self.say, Discourse) and _crossed(self.say.thing(span.same_as)):
            cross = ", with no cross now"  # crossed where it was said first: the change is what the reader looks for
        return f"{name} {where}{facing}{cross}"

    def filled_with(self, span: Thing) -> str:
        """The look a filled span's cells are drawn in: "blue", "grey hatching"."""
        state = self.state_of(span.parts[0]) if span.parts else ""
        return state.replace("hatched", "hatching") if state.endswith("hatched") else state

    def cell_words(self) -> list[str]:
        """Words set inside cells, row by row, in reading order: "seven cells
        on compute are marked one to seven" (a run of whole numbers counting up
        by one is said by its ends), "two cells in the second row are marked
        ten and twenty"."""
        said = []
        for r, row in enumerate(self.rows):
            labels = [str(cell.label) for cell in row.parts if cell.label]
            if not labels:
                continue
            numbers = [int(label) for label in labels if label.isdecimal()]
            counting = len(labels) >= 3 and len(numbers) == len(labels) and numbers == list(range(numbers[0], numbers[0] + len(numbers)))
            words = [self.words.spoken(label) for label in labels]
            run = f"{words[0]} to {words[-1]}" if counting else self.words.join(words)
            verb = "is" if len(labels) == 1 else "are"
            if len(labels) > 1 and len(set(labels)) == 1:  # one word on every one: said once ("all five squares ... are marked job", review 7-B)
                every = "both" if len(labels) == 2 else "all " + self.words.number(len(labels))
                whole = len(labels) == len(row.parts)
                said.append(f"{every + ' ' if whole else ''}{self.counted(len(labels)) if not whole else self.words.plural(self.short)} {self.on_row(r)} {verb} marked {words[0]}")  # type: ignore[attr-defined]
                continue
            said.append(f"{self.counted(len(labels))} {self.on_row(r)} {verb} marked {run}")  # type: ignore[attr-defined]
        return said

    def crosses(self) -> str:
        """"a red cross cuts a cell", "three red crosses cut three squares"."""
        crossed = sum(1 for _, _, cell in self.cells if any(t.noun == "red cross" for t in cell.attached))
        if not crossed:
            return ""
        if crossed == 1:
            return f"a red cross cuts {self.crossed_cell()}"
        rows = {r for r, _, cell in self.cells if _crossed(cell)}
        if len(rows) == 1 and len(self.rows) > 1 and crossed == len(self.rows[min(rows)].parts):  # which four: a whole row (reader 8-A)
            return f"{self.words.count(crossed, 'red cross')} cut {self._all(crossed)} {self.shorts(crossed)} of {self.row_name(min(rows))}"
        return f"{self.words.count(crossed, 'red cross')} cut {self.counted(crossed)}"

    def crossed_cell(self) -> str:
        """The one crossed cell, by what sets it apart: its look where no other
        cell has it ("the red hatched cell"), else its place in a named row
        ("the fourth cell of node-b"), else any ("a cell")."""
        r, c, cell = next((r, c, cell) for r, c, cell in self.cells if any(t.noun == "red cross" for t in cell.attached))
        state = self.state_of(cell)
        if state.strip() and state.strip() != "hatched" and state not in ("empty", "grey") and sum(1 for _, _, other in self.cells if self.state_of(other) == state) == 1:
            return f"the {state} {self.short}"
        if self.rows[r].label or len(self.rows) == 1:
            return f"the {self.words.ordinal(c + 1)} {self.short} of {self.row_name(r)}"
        return self.words.article(self.short)

    def arrivals(self) -> tuple[list[str], list[str]]:
        """The links arriving into the cells, in the links' own words: from
        another mark, said up to the cells' name ("an arrow leads down to"),
        and in from an edge of the card ("an arrow arriving from the left
        marked owner returns"). Each is then said: what stands on its line
        follows the sentence (a speaker queues it)."""
        marks: list[str] = []
        edges: list[str] = []
        for relation in self.thing.relations:
            words, from_edge = links.arrival(self.say, relation)
            (edges if from_edge else marks).append(words)
            done = self.say.memory(ARRIVED)
            if isinstance(self.say, Discourse) and relation not in done:
                self.say.said(relation)
            done.add(relation)
        return marks, edges

    def facing(self, span: Thing) -> str:
        """The marks placed against a span, in full the first time, with no
        word of where they stand (the span's words say it): " above a blue
        save icon marked checkpoint"."""
        said = []
        for relation in span.relations:
            place = self.say.places.against(span.key, where.STANDS_AS.get(relation.verb, ""), relation.object)
            if place is None:
                continue  # the drawing does not show it so: not said
            if relation.via is not None and relation.via.alt:
                name = relation.via.alt
            else:
                name = self.neighbour(relation.object)
            if name:
                said.append(" " + self.say.places.said(span.key, place, f"{FACING_WORDS.get(relation.verb, 'by')} {name}"))
        return "".join(said)

    def neighbour(self, key: Key | None) -> str:
        """A thing another mark stated, named by the speaker (none without one)."""
        say = self.say
        if not isinstance(say, Discourse) or key is None:
            return ""
        thing = say.thing(key)
        if thing is None:
            return ""
        if say.told(thing.key) or thing.form != "links":
            return say.name(thing.key)
        say.tell(thing)
        return links.phrase(say, thing)


def _crossed(span: Thing | None) -> bool:
    """Whether a red cross lies over the span."""
    return span is not None and any(t.noun == "red cross" for t in span.attached)


def _colour_and_outline(span: Thing) -> tuple[str, str]:
    """A span's colour word and outline phrase: "a blue job outlined in dashes",
    as the blog says it. Grey before a noun says solid grey, in use, so a span
    outlined in grey alone is said by its outline ("a job outlined in dashes"),
    never "a grey job" across white cells."""
    look = span.look
    if look is None:
        return "", ""
    outline = OUTLINE_WORDS.get(look.line, "")
    if not look.filled and look.colour == "grey":
        return "", outline
    return FILL_WORDS.get(look.colour, look.colour), outline


def _label_not_in_noun(span: Thing) -> bool:
    """Whether a span's label is words its noun does not end with: "a job a
    marked a" says the name twice (reader 10-D); "a job a" says it once. A
    label that is the whole noun ("a job marked job") keeps its words: the
    reader would not know they are drawn."""
    if not span.label:
        return False
    label, noun = span.label.lower().split(), (span.noun or "").lower().split()
    return not label or len(noun) <= len(label) or noun[-len(label):] != label
