"""The queue form: jobs waiting in line said as the eye reads them, the count
first ("a queue of five waiting jobs"), then the rails and the front ("the
jobs stand between two open grey rails, the front one at the left end"),
the front job's look and words if they set it apart, and the rest counted
once ("the other four white"), never listed one by one (ALT-TEXT.md: count,
never repeat). A job a line leaves from is named by its place in the line
("the front job", "the third job")."""

from __future__ import annotations

from collections import Counter

from blueprint.describe.lexicon import queue as lexicon
from blueprint.describe.realise import where
from blueprint.describe.realise.voice import Voice
from blueprint.describe.say.facts import Thing


class QueueForm:
    introduces = False

    @staticmethod
    def lead(say: Voice, thing: Thing) -> str:
        """ "a queue of five waiting jobs of different widths, marked team b queue, standing for ..."."""
        if thing.alt:
            return thing.alt
        words = say.words
        counted = words.count(thing.count, f"{lexicon.WAITING} {thing.noun}")
        phrase = lexicon.queue_of(counted) + (f" {lexicon.WIDTHS}" if thing.quality == "varied" else "")
        side = where.region(say, thing)  # "on the left"
        phrase += f" {side}" if side else ""
        phrase += f",{say.marked([thing.label])}," if thing.label else ""
        meaning = words.meaning(thing.means, thing.label, said_as=phrase)
        return phrase + (f", {meaning}," if meaning else "")

    @staticmethod
    def sentences(say: Voice, thing: Thing) -> list[str]:
        if thing.alt:
            return []
        words = say.words
        front, rest = thing.members[0], thing.members[1:]
        end = lexicon.END["left" if thing.place == "left-end" else "right"]
        subject = f"the {words.plural(thing.noun)} stand" if thing.count > 1 else f"the {thing.noun} stands"
        sentence = f"{subject} {lexicon.RAILS}"
        if not rest:
            return [sentence + f", {_described(say, front)}"]
        apart = _stands_apart(front, rest)
        if not apart:  # all alike: said once for all
            sentence += f", {(lexicon.BOTH if thing.count == 2 else lexicon.ALL.format(count=words.number(thing.count)))} {_described(say, front, [m.label for m in thing.members])}"
            return [sentence + f", the {lexicon.FRONT} one {end}"]
        sentence += f", the {lexicon.FRONT} {thing.noun} {end}"
        return [f"{sentence}; it is {_described(say, front)}, and {_rest(say, rest)}"]

    @staticmethod
    def member_name(say: Voice, holder: Thing, index: int, thing: Thing) -> str | None:
        """ "the front job", "the third job": a job named by its place in the line."""
        if index == 0:
            return f"the {lexicon.FRONT} {holder.noun}"
        alike = [m for m in holder.members if m.label == thing.label]
        if thing.label and len(alike) == 1:
            return f"the {holder.noun} marked {say.words.spoken(thing.label)}"
        return f"the {say.words.ordinal(index + 1)} {holder.noun}"


def _look(say: Voice, member: Thing) -> str:
    before, after = say.words.look_of(member.look) if member.look else ("", "")
    return " ".join(filter(None, [before, after]))


def _described(say: Voice, member: Thing, labels: list[str | None] | None = None) -> str:
    """ "blue, marked priority four GPUs, standing for ...": a job's look, words and meaning (or the writer's own words for it)."""
    if member.alt:
        return member.alt
    labels = [member.label] if labels is None else labels
    written = [label for label in labels if label]
    said = [_look(say, member)]
    if written and len(written) == len(labels):
        said.append(say.marked(written).strip())
    said.append(say.words.meaning(member.means, member.label))
    return ", ".join(filter(None, said))


def _one(say: Voice, member: Thing, count: int = 1) -> str:
    """ "a white job in dashed outline marked wait standing for ...": a job
    behind the front (`count` alike side by side: "two white jobs"), with no
    comma inside (it stands in a list)."""
    if member.alt:
        return member.alt
    words = say.words
    before, after = words.look_of(member.look) if member.look else ("", "")
    noun = member.noun if count == 1 else words.plural(member.noun)
    phrase = " ".join(filter(None, [before, noun, after]))
    said = (words.article(phrase) if count == 1 else f"{words.number(count)} {phrase}") + say.marked([member.label] * count if member.label else [])
    meaning = say.words.meaning(member.means, member.label)
    return said + (f" {meaning}" if meaning else "")


def _stands_apart(front: Thing, rest: tuple[Thing, ...]) -> bool:
    """Whether the front job differs from the rest by its look, words or meaning."""
    return any(m.look != front.look or m.label != front.label or m.means != front.means or m.alt or front.alt for m in rest)


def _rest(say: Voice, rest: tuple[Thing, ...]) -> str:
    """ "the other four are white", "of the other four, three are white and
    one is grey", with the words and meaning they share: the jobs behind the
    front one, counted by look; jobs told apart by their words, meanings or
    the writer's own words for them are listed ("behind it, a white job
    marked later and a grey hatched job")."""
    words = say.words
    if any(m.alt for m in rest) or len({m.label for m in rest}) > 1 or len({m.means for m in rest}) > 1:
        runs: list[list[Thing]] = []
        for m in rest:  # like jobs side by side counted once: "two white jobs"
            if runs and not m.alt and _one(say, m) == _one(say, runs[-1][0]):
                runs[-1].append(m)
            else:
                runs.append([m])
        return f"{lexicon.BEHIND}, {words.join([_one(say, run[0], len(run)) for run in runs])}"
    others = lexicon.OTHERS.format(count=words.number(len(rest)))
    looks = Counter(_look(say, m) for m in rest)
    if len(looks) == 1:
        said = f"{others} {words.verb('is', len(rest))} {next(iter(looks))}"
    else:
        counted = [f"{words.number(count)} {words.verb('is', count)} {look}" for look, count in looks.items()]
        said = f"{lexicon.OF.format(others=others)}, {words.join(counted)}"
    if rest[0].label:
        said += say.marked([m.label or "" for m in rest])
    if rest[0].means:
        said += f", {words.meaning(rest[0].means, rest[0].label)}"
    return said
