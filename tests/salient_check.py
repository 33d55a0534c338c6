"""Every count and comparison an alt text says, held against the spec's values
(issue 26: "a counted noun says the true count; widest, longest, about a
quarter, more than are true of the values"). For the compositions of
`compositions.composition` (through tests/composition_check.py, shared by
tests/test_compositions_true.py and benchmarks/compositions.py).

`check(spec, alt)` returns the false statements it finds (an empty list is a
pass) and `kinds`, the salient facts the text stated, so a run can show it
met every kind. The figures are read back through the describer's own number
words, so a wrong value fails and a wording change does not.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from itertools import combinations

from blueprint.describe.say.words import Words
from blueprint.values import Share

WORDS = Words()


@lru_cache(maxsize=1)
def _numbers() -> dict[str, int]:
    return {WORDS.number(n): n for n in range(0, 1201)}


@lru_cache(maxsize=1)
def _fractions() -> dict[str, Fraction]:
    said: dict[str, Fraction] = {}
    for denominator in (2, 3, 4, 5, 10):
        for numerator in range(1, denominator):
            value = Fraction(numerator, denominator)
            said.setdefault(WORDS.fraction(Share(value, f"{numerator}/{denominator}", "fraction")), value)
    return said


@lru_cache(maxsize=1)
def _percents() -> dict[str, Fraction]:
    """A whole share as the describer says it: "four tenths", "a quarter", "thirty-four percent"."""
    return {WORDS.fraction(Share(Fraction(p, 100), f"{p}%", "percent")): Fraction(p, 100) for p in range(1, 101)}


def number(text: str) -> int:
    if text == "all":
        raise KeyError(text)
    return _numbers()[text]


def hours(text: str) -> Fraction:
    """"two hours", "hour" (of "every hour"), "one and a half hours" is not made by the generator."""
    text = text.strip()
    if text in ("hour", "one hour"):
        return Fraction(1)
    figure = text.removesuffix(" hours").removesuffix(" hour")
    return Fraction(number(figure))


def _h(value: str | int | float) -> Fraction:
    return Fraction(str(value).split()[0])


@dataclass
class Checked:
    false: list[str] = field(default_factory=list)  # "KIND: why", one for each false statement
    said: list[str] = field(default_factory=list)  # the words of the alt text each false statement is
    kinds: set[str] = field(default_factory=set)
    places: list[str] = field(default_factory=list)  # the words of each place inside a mark it held to the values

    def hold(self, kind: str, true: bool, why: str, said: str) -> None:
        self.kinds.add(kind)
        if not true:
            self.false.append(f"{kind}: {why}")
            self.said.append(said)


def check(spec: dict, alt: str) -> Checked:
    """The false counts and comparisons of `alt`, said of `spec` (a composition)."""
    checked = Checked()
    for mark in spec["marks"]:
        (kind, body), = mark.items()
        if kind == "timeline":
            _timeline(body, alt, checked)
        elif kind == "curve":
            _steps(body, alt, checked)
            _held(body, alt, checked)
        elif kind == "staircase":
            _staircase(body, alt, checked)
        elif kind == "towers":
            _towers(body, alt, checked)
    _axes([body for mark in spec["marks"] for body in mark.values() if "span" in body and "ticks" in body], alt, checked)
    bars = [m["bar"] for m in spec["marks"] if "bar" in m]
    if bars:
        _bars(bars, alt, checked)
    icons = [held for mark in spec["marks"] for held in _icons_of(mark)]
    if icons:
        _icons(icons, alt, checked)
    for mark in spec["marks"]:
        if "grid" in mark:
            _grid(mark["grid"], alt, checked)
    return checked


# --- axes ---------------------------------------------------------------------------------


def _axes(bodies: list[dict], alt: str, checked: Checked) -> None:
    """"over twelve hours ruled every three hours": the span and the ticks of a mark's axis."""
    axes = {(_h(body["span"]), _h(body["ticks"])) for body in bodies}
    for found in re.finditer(r"over ([a-z-]+(?: [a-z-]+)*? hours?) ruled every ([a-z-]+(?: [a-z-]+)*? hours|hour)\b", alt):
        said = (hours(found[1]), hours(found[2]))
        checked.hold("axis", said in axes, f"{found[0]}: the axes run {sorted(axes)}", said=found[0])


# --- icons and a grid of the placed compositions --------------------------------------------


def _icons_of(mark: dict) -> list[dict]:
    (kind, body), = mark.items()
    if kind == "icon":
        return [body]
    return [held for inner in body.get("marks", []) for held in _icons_of(inner)] if kind in ("row", "column") else []


@lru_cache(maxsize=1)
def _icon_plurals() -> dict[str, str]:
    from blueprint.describe.lexicon.icon import icon_noun
    from blueprint.icons import ICONS

    from compositions import ICONS as PLACED  # the icons a placed composition draws (a lane's save icons and crosses are its events)

    return {WORDS.plural(icon_noun(name)): name for name in ICONS if name in PLACED}


def _icons(icons: list[dict], alt: str, checked: Checked) -> None:
    """A count of like icons ("two GPU cards side by side", "three blue
    clocks") says no more of them than are drawn, of that colour if said."""
    plurals = "|".join(sorted(map(re.escape, _icon_plurals()), key=len, reverse=True))
    for found in re.finditer(rf"\b([a-z-]+) (blue |grey )?({plurals})\b", alt):
        if found[1] not in _numbers():
            continue
        name = _icon_plurals()[found[3]]
        drawn = [i for i in icons if i["name"] == name and (found[2] is None or i.get("colour", "grey") == found[2].strip())]
        checked.hold("count", 2 <= number(found[1]) <= len(drawn), f"{found[0]}: {len(drawn)} drawn", said=found[0])


def _grid(body: dict, alt: str, checked: Checked) -> None:
    rows = body["rows"]
    for found in re.finditer(r"a grid of (\S+) rows of (\S+) cells", alt):
        checked.hold("count", (number(found[1]), number(found[2])) == (len(rows), len(rows[0])), f"{found[0]} of {len(rows)} x {len(rows[0])}", said=found[0])
    for found in re.finditer(r"a grid of (\S+) (?:\S+ )?cells in (\S+) rows of (\S+)", alt):  # the total first (facts8d: cells counted in three looks)
        checked.hold("count", (number(found[1]), number(found[2]), number(found[3])) == (len(rows) * len(rows[0]), len(rows), len(rows[0])), f"{found[0]} of {len(rows)} x {len(rows[0])}", said=found[0])
    for found in re.finditer(r"all (\S+) cells of the (\S+) row are (grey|white)", alt):
        row = rows[0] if found[2] == "top" else rows[-1] if found[2] == "bottom" else rows[ORDINALS.index(found[2])]
        state = {"grey": "used", "white": "free"}[found[3]]
        checked.hold("count", number(found[1]) == len(row) and set(row) == {state}, f"{found[0]} of {row}", said=found[0])


# --- lanes ------------------------------------------------------------------------------


def _events(lane: dict, kind: str) -> list[Fraction]:
    return [_h(e["at"]) for e in lane.get("events", []) if e["event"] == kind]


def _timeline(body: dict, alt: str, checked: Checked) -> None:
    lanes = body["lanes"]
    for found in re.finditer(r"a timeline of (\S+) lanes", alt):
        checked.hold("count", number(found[1]) == len(lanes), found[0], said=found[0])
    for found in re.finditer(r"(?:In all, |; )(\S+) of the (\S+) \S+ (?:stop at|carry) a red cross", alt):  # lanes run on past a cross carry it (trywords9)
        holders = sum(1 for lane in lanes if _events(lane, "kill"))
        checked.hold("total", (number(found[1]), number(found[2])) == (holders, len(lanes)) and all(len(_events(l, "kill")) <= 1 for l in lanes), found[0], said=found[0])
    for found in re.finditer(r"(?:In all, |; )all (\S+) \S+ stop at a red cross", alt):
        checked.hold("total", number(found[1]) == len(lanes) and all(len(_events(l, "kill")) == 1 for l in lanes), found[0], said=found[0])
    for found in re.finditer(r"(?:In all, |; )(\S+) red crosses stop the work in (\S+) of the (\S+)", alt):
        per_lane = [len(_events(lane, "kill")) for lane in lanes]
        checked.hold("total", (number(found[1]), number(found[2]), number(found[3])) == (sum(per_lane), sum(1 for n in per_lane if n), len(lanes)), found[0], said=found[0])
    for found in re.finditer(r"(?:In all, |; )the work is interrupted (\S+) times, (?:on|in) (?:(\S+) of the (\S+)|all (\S+))", alt):
        per_lane = [len(_events(lane, "preempt")) for lane in lanes]
        holders = number(found[2]) if found[2] else number(found[4])
        of = number(found[3]) if found[3] else number(found[4])
        checked.hold("total", (number(found[1]), holders, of) == (sum(per_lane), sum(1 for n in per_lane if n), len(lanes)), found[0], said=found[0])
    for found in re.finditer(r"(?:lanes?|ones?) marked ([a-z ,]+?), with no checkpoint,|(\w+ \w+), with no checkpoint,", alt):
        named = (found[1] or found[2]).lower()
        without = [lane for lane in lanes if lane.get("label", "") in named]
        holders = sum(1 for lane in lanes if _events(lane, "checkpoint"))
        checked.hold("lacking", bool(without) and not any(_events(l, "checkpoint") for l in without) and holders >= 2 and len(lanes) - holders < holders, found[0], said=found[0])
    for found in re.finditer(r"(?:Both|All (\S+)) \S+ have the same (?:(\S+) (?:interruptions|red crosses)|interruption|red cross),", alt):
        kind = "preempt" if "interruption" in found[0] else "kill"
        times = [tuple(sorted(_events(lane, kind))) for lane in lanes]
        count = number(found[2]) if found[2] else 1
        of = number(found[1].lower()) if found[1] else 2
        checked.hold("together", len(lanes) == of and len(times[0]) == count and all(t == times[0] for t in times), found[0], said=found[0])
    _well_before(lanes, alt, checked)
    lengths = {lane.get("label", ""): _h(lane["segments"][0]["end"]) - _h(lane["segments"][0]["start"]) for lane in lanes if len(lane["segments"]) == 1 and "end" in lane["segments"][0]}
    for found in re.finditer(r"(\w+ \w+) takes the longest(, far longer than the others)?", alt):
        mine = lengths.get(found[1].lower())
        lead = 2 if found[2] else Fraction(6, 5)
        checked.hold("longest", mine is not None and len(lengths) == len(lanes) >= 3 and all(mine >= lead * v for k, v in lengths.items() if k != found[1].lower()), f"{found[0]} of {lengths}", said=found[0])
        longest = mine or 1
        for share in re.finditer(r"; (?:the one marked )?(\w+ \w+) takes (about )?a?([a-z -]+?) as long", alt[found.end():]):
            said = _fractions().get(share[3]) or _fractions().get(f"one {share[3]}")
            other = lengths.get(share[1])
            checked.hold("near-fraction", said is not None and other is not None and abs(other / longest - said) <= (Fraction(3, 100) if share[2] else 0), f"{share[0]} of {lengths}", said=share[0])
    phases = {seg["label"]: _h(seg["duration"]) for lane in lanes for seg in lane["segments"] if "duration" in seg and seg.get("label")}
    for found in re.finditer(r"marked (\w+ \w+)(?:(?!marked)[^;.])*?, (the longest|far longer than the rest)", alt):
        lane = next(lane for lane in lanes if any(seg.get("label") == found[1] for seg in lane["segments"]))
        sizes = {seg["label"]: phases[seg["label"]] for seg in lane["segments"]}
        mine, others = sizes[found[1]], [v for k, v in sizes.items() if k != found[1]]
        lead = 2 if found[2] == "far longer than the rest" else Fraction(6, 5)
        checked.hold("longest", len(sizes) >= 3 and all(mine >= lead * v for v in others), f"{found[0]} of {sizes}", said=found[0])
    for found in re.finditer(r"carr(?:ies|y) (\S+) (\w+) stretches(?: of ([a-z -]+?))? over (?:it|each)(?:, each followed by an? (\w+) one(?: of ([a-z -]+?))?)?, at ([a-z, -]+?)(?=[;.]|$)", alt):
        checked.hold("repeat", _layers_hold(lanes, found.groups()), found[0], said=found[0])
    for found in re.finditer(r"carr(?:ies|y) (\S+) blocks over (?:it|each), at ([a-z, -]+?), each an? (\w+) stretch(?: of ([a-z -]+?))? then an? (\w+) one(?: of ([a-z -]+?))?(?=[,;.]|$)", alt):
        count, at, first, first_length, second, second_length = found.groups()  # a block of two (looks6): said "each a dark stretch ... then a grey one ..."
        checked.hold("repeat", _layers_hold(lanes, (count, first, first_length, second, second_length, at)), found[0], said=found[0])
    for found in re.finditer(r"(\S+) (blue save icons|red crosses)(?:, (\S+) each,)? at ((?:[a-z-]+(?:, | and ))*[a-z-]+) hours", alt):  # a count, then each time
        times = [hours(t) for t in re.split(r", | and ", found[4])]
        kinds = ("checkpoint",) if found[2] == "blue save icons" else ("kill", "preempt")
        true = _listed(lanes, kinds, times, number(found[1]), number(found[3]) if found[3] else 0)
        checked.hold("count", true, f"{found[0]}: {len(times)} times said", said=found[0])
    for found in re.finditer(r"alternates? (\S+) [a-z ]*?stretch(?:es)?(?: [a-z ]+)?(?:, the first marked [^,]+,)? with (\S+) [a-z ]*?stretch(?:es)?", alt):
        checked.hold("alternate", any(_alternates(lane, number(found[1]), number(found[2])) for lane in lanes), found[0], said=found[0])
    for found in re.finditer(r"save icon every (\w+(?: hours?)?)(?: from (\w+ hours?))?", alt):
        gap = hours(found[1])
        first = hours(found[2]) if found[2] else None
        checked.hold("every", any(_every(lane, gap, first) for lane in lanes), f"{found[0]}: no lane checkpoints every {gap} h through its work", said=found[0])


def _alternates(lane: dict, first: int, other: int) -> bool:
    """Whether the lane's stretches are two looks in turn, `first` of one and
    as many of the other, each of the one followed by one of the other."""
    looks = [(seg.get("fill", "grey"), seg.get("hatch", False), seg.get("outline", "solid")) for seg in lane.get("segments", []) if not seg.get("layer")]
    pair = looks[:2]
    return first == other and len(looks) == 2 * first and len(set(pair)) == 2 and looks == pair * first
def _hours_of(value: str | int | float) -> Fraction:
    """A written time in hours ("30 min", "4 h", 3)."""
    figure, _, unit = str(value).partition(" ")
    return Fraction(figure) / (60 if unit.startswith("min") else 1)


def _lane_end(lane: dict) -> Fraction:
    """Where a lane ends, as the race is read: its last segment's end (an
    outline where work is absent too), durations chained."""
    at = end = Fraction(0)
    for seg in lane["segments"]:
        start = _hours_of(seg["start"]) if "start" in seg else at
        at = _hours_of(seg["end"]) if "end" in seg else start + _hours_of(seg.get("duration", 0))
        end = max(end, at)
    return end


def _well_before(lanes: list[dict], alt: str, checked: Checked) -> None:
    """"finishes first, well before the others": the first lane done in at
    most two thirds of the time of the next (salient.WELL_BEFORE)."""
    for found in re.finditer(r"finishes first, well before the others?", alt):
        ends = sorted(_lane_end(lane) for lane in lanes)
        checked.hold("well-before", len(ends) >= 2 and ends[0] <= Fraction(2, 3) * ends[1], f"{found[0]} of lane ends {ends}", said=found[0])


def _listed(lanes: list[dict], kinds: tuple[str, ...], times: list[Fraction], count: int, each: int) -> bool:
    """Whether `count` events at `times` are a run of one lane's (`each` 0),
    or, of lanes said together that hold `each` apiece, the times they share
    or one time of each lane, listed in lane order."""
    held = [sorted(t for kind in kinds for t in _events(lane, kind)) for lane in lanes]
    if not each:
        return count == len(times) and any(set(times) <= set(mine) for mine in held)
    if count % each or count // each < 2:
        return False
    if len(times) == each:  # the same times in every lane of the group
        return sum(1 for mine in held if set(times) <= set(mine)) >= count // each
    return each == 1 and len(times) == count and any(
        all(len(held[i]) == 1 for i in members) and times == [held[i][0] for i in members]
        for members in combinations(range(len(lanes)), count))


def _minutes(text: str) -> Fraction:
    return Fraction(number(text.removesuffix(" minutes").removesuffix(" minute")), 60)


def _layers_hold(lanes: list[dict], found: tuple) -> bool:
    """Whether a run of some lane's layers is `found` (count, first look and
    length, second look and length, hours): so many units of the said looks
    and lengths, starting at the said hours."""
    count, first_look, first_length, second_look, second_length, at = found
    starts = [hours(t) for t in re.split(r", | and ", at)]  # "zero hours, one hour, two hours and three"
    size = 2 if second_look else 1
    windows = [layers[start:start + number(count) * size]  # the run may follow layers said one by one
               for lane in lanes for layers in [[seg for seg in lane["segments"] if seg.get("layer")]]
               for start in range(len(layers) - number(count) * size + 1)]
    for window in windows:
        units = [window[i:i + size] for i in range(0, len(window), size)]
        looks = {tuple(seg["fill"] for seg in unit) for unit in units}
        if looks != {(first_look, second_look) if second_look else (first_look,)}:
            continue
        if [_h(unit[0].get("start", -1)) for unit in units] != starts:
            continue
        if first_length and {_h(unit[0]["duration"].split()[0]) / 60 for unit in units} != {_minutes(first_length)}:
            continue
        if second_length and {_h(unit[1]["duration"].split()[0]) / 60 for unit in units} != {_minutes(second_length)}:
            continue
        return True
    return False


def _every(lane: dict, gap: Fraction, first: Fraction | None) -> bool:
    """Whether a lane checkpoints every `gap` hours, from `first` (else from
    the start or one gap in), with none missing before its work ends (a red
    cross, or the end of its last grey)."""
    times = sorted(_events(lane, "checkpoint"))
    if len(times) < 3 or times[0] not in ((first,) if first is not None else (0, gap)):
        return False
    if any(b - a != gap for a, b in zip(times, times[1:])):
        return False
    work = [_h(s["end"]) for s in lane["segments"] if s.get("fill") == "grey"]
    stops = [t for t in _events(lane, "kill") if t > times[-1]]  # an interruption's work goes on
    until = min(stops) if stops else max(work)
    return times[-1] + gap >= until


# --- a step line --------------------------------------------------------------------------


def _steps(body: dict, alt: str, checked: Checked) -> None:
    if "series" not in body:
        return  # a curve of values (a placed composition's chart): no steps to count
    levels = [p[1] for p in body["series"][0]["points"]]
    distinct = [v for i, v in enumerate(levels) if i == 0 or v != levels[i - 1]]
    rises = [b - a for a, b in zip(distinct, distinct[1:])]
    for found in re.finditer(r"in (\S+) steps of ([^\s,.]+(?: [^\s,.]+)*?) each from ([^\s,.]+(?: [^\s,.]+)*?) to ([^\s,.]+(?: [^\s,.]+)*?)[,.]", alt):
        each = number(found[2])
        true = number(found[1]) == len(rises) and all(abs(r - each) <= 0.02 * each for r in rises)
        true = true and (number(found[3]), number(found[4])) == (distinct[0], distinct[-1])
        checked.hold("equal-steps", true, f"{found[0]} of levels {distinct}", said=found[0])
    for found in re.finditer(r"in (\S+) steps", alt):
        checked.hold("count", number(found[1]) == len(rises), f"{found[0]} of levels {distinct}", said=found[0])


def _value(text: str) -> float | None:
    """"fourteen percent", "six point four", "eighty-three gigabytes": the figure
    its leading words say (a unit after it left off), None if none."""
    words = text.split()
    for cut in range(len(words), 0, -1):
        whole, _, decimals = " ".join(words[:cut]).partition(" point ")
        try:
            figure = float(number(whole))
            if decimals:
                figure += float("0." + "".join(str(number(d)) for d in decimals.split()))
            return figure
        except (KeyError, ValueError):
            continue
    return None


def _held(body: dict, alt: str, checked: Checked) -> None:
    """"holds high near fourteen percent": true only where a run of two points or
    more of a series stays near that value (within a tenth of its range, or its rounding)."""
    if "series" not in body:
        return
    values = [[float(p[1]) for p in series["points"]] for series in body["series"] if "points" in series]
    for found in re.finditer(r"\bhold(?:s|ing) (?:flat |high |a flat plateau )?near ([a-z -]+?)(?= from\b| but\b|[,.;:]|$)", alt):
        said = _value(found[1])
        if said is None:
            continue
        near = [max(0.1 * (max(ys) - min(ys)), 0.5 if said >= 10 else 0.05) for ys in values]
        true = any(abs(a - said) <= n and abs(b - said) <= n for ys, n in zip(values, near) for a, b in zip(ys, ys[1:]))
        checked.hold("held-near", true, f"{found[0]}: no run of points stays near {said:g}", said=found[0])


# --- bars -------------------------------------------------------------------------------


def _share(part: dict) -> Fraction:
    return Fraction(part["share"].rstrip("%")) / 100


def _bars(bars: list[dict], alt: str, checked: Checked) -> None:
    for found in re.finditer(r"marked (\w+)(?:(?!marked)[^,;.])*? that is the widest of the (?!other )([a-z-]+)", alt):
        bar = next(b for b in bars if any(p.get("label", "").startswith(found[1]) for p in b["parts"]))
        shares = {p["label"].split()[0]: _share(p) for p in bar["parts"]}
        mine = shares[found[1]]
        true = number(found[2]) == len(shares) and all(mine > s for name, s in shares.items() if name != found[1])
        checked.hold("widest", true, f"{found[0]} of {shares}", said=found[0])
    for found in re.finditer(r"marked (\w+)(?:(?!marked)[^,;.])*? that is wider than the other ([a-z-]+), though narrower than the part over half", alt):
        bar = next(b for b in bars if any(p.get("label", "").startswith(found[1]) for p in b["parts"]))
        shares = {p["label"].split()[0]: _share(p) for p in bar["parts"]}
        mine = shares[found[1]]
        big = [name for name, s in shares.items() if s > Fraction(1, 2)]
        rest = [s for name, s in shares.items() if name != found[1] and name not in big]
        true = (1 if found[2] == "one" else number(found[2])) == len(shares) - 2 and len(big) == 1 and all(mine > s for s in rest)
        checked.hold("widest-of-rest", true, f"{found[0]} of {shares}", said=found[0])
    for found in re.finditer(r"split into ([a-z-]+) parts:", alt):
        checked.hold("count", any(len(b["parts"]) == number(found[1]) for b in bars), f"{found[0]} of {[len(b['parts']) for b in bars]}", said=found[0])
    for found in re.finditer(r"marked (\w+)(?:(?!marked)[^,;.])*? that covers (over half|most|nearly all) of it", alt):
        part = next(p for b in bars for p in b["parts"] if p.get("label", "").startswith(found[1]))
        least = {"over half": Fraction(1, 2), "most": Fraction(2, 3), "nearly all": Fraction(9, 10)}[found[2]]  # realise/shares.over_half_words
        checked.hold("over-half", _share(part) > Fraction(1, 2) and _share(part) >= least, f"{found[0]}: {part['share']}", said=found[0])
    for found in re.finditer(r"marked (\w+)(?:(?!marked)[^,;.])*? in the middle", alt):  # a part between two others over the bar's centre
        bar = next(b for b in bars if any(p.get("label", "").startswith(found[1]) for p in b["parts"]))
        index = next(i for i, p in enumerate(bar["parts"]) if p["label"].startswith(found[1]))
        start = sum((_share(p) for p in bar["parts"][:index]), Fraction(0))
        true = 0 < index < len(bar["parts"]) - 1 and start <= Fraction(1, 2) <= start + _share(bar["parts"][index])
        checked.hold("part-place", true, f"{found[0]}: it spans {start} to {start + _share(bar['parts'][index])} of the bar", said=found[0])
        checked.places.append(found[0])
    for found in re.finditer(r"marked (\w+)(?:(?!marked)[^,;.])*? at its (left|right) end", alt):  # the first part, or the last of a bar it fills
        bar = next(b for b in bars if any(p.get("label", "").startswith(found[1]) for p in b["parts"]))
        index = next(i for i, p in enumerate(bar["parts"]) if p["label"].startswith(found[1]))
        full = sum(_share(p) for p in bar["parts"]) == 1
        true = index == 0 if found[2] == "left" else index == len(bar["parts"]) - 1 and full
        checked.hold("part-place", true, f"{found[0]}: part {index + 1} of {len(bar['parts'])}, the parts {'' if full else 'not '}filling the bar", said=found[0])
        checked.places.append(found[0])
    for found in re.finditer(r"marked (\w+)(?:(?!marked)[^,;.])*? covering the left ([a-z -]+?)(?= and|[,;.])", alt):  # the first part, its share exactly
        bar = next(b for b in bars if any(p.get("label", "").startswith(found[1]) for p in b["parts"]))
        index = next(i for i, p in enumerate(bar["parts"]) if p["label"].startswith(found[1]))
        said = found[2] if found[2].split()[0] in _numbers() else f"one {found[2]}"  # "the left quarter"
        true = index == 0 and _percents().get(said) == _share(bar["parts"][0])
        checked.hold("part-place", true, f"{found[0]}: part {index + 1} of the bar, {bar['parts'][index]['share']}", said=found[0])
        checked.places.append(found[0])
    for found in re.finditer(r"marked (\w+), is filled about ([a-z -]+?) in grey", alt):
        bar = next(b for b in bars if b.get("label") == found[1])
        near = _fractions()[found[2]]
        checked.hold("near-fraction", abs(_share(bar["parts"][0]) - near) <= Fraction(3, 100), f"{found[0]}: {bar['parts'][0]['share']}", said=found[0])


# --- a staircase ----------------------------------------------------------------------------


def _staircase(body: dict, alt: str, checked: Checked) -> None:
    sizes = {step["label"]: step["duration"] for step in body["steps"]}
    ordered = sorted(sizes.values(), reverse=True)
    for found in re.finditer(r"descending in (\S+?),? treads?(?: over (\S+(?: \S+)*?) minutes?)?\b", alt):  # the total only where an axis is drawn
        checked.hold("count", number(found[1]) == len(sizes) and (found[2] is None or number(found[2]) == sum(sizes.values())), found[0], said=found[0])
    for found in re.finditer(r"far longer than the rest,(?: longer than the other (\S+) together,)? marked (\w+)", alt):
        mine = sizes[found[2]]
        checked.hold("far-longer", all(mine >= 2 * s for name, s in sizes.items() if name != found[2]), f"{found[0]} of {sizes}", said=found[0])
        if found[1]:
            others = [s for name, s in sizes.items() if name != found[2]]
            checked.hold("together", number(found[1]) == len(others) and mine > sum(others), f"{found[0]} of {sizes}", said=found[0])
    for found in re.finditer(r"[Tt]he (\w+) tread is the longest", alt):
        checked.hold("longest", sizes[found[1]] == ordered[0] and ordered.count(ordered[0]) == 1, f"{found[0]} of {sizes}", said=found[0])
    for found in re.finditer(r"(\w+) the second longest", alt):
        checked.hold("longest", len(ordered) > 1 and sizes[found[1]] == ordered[1] and ordered.count(ordered[1]) == 1, f"{found[0]} of {sizes}", said=found[0])
    for found in re.finditer(r"(\w+)(?: tread is)? the shortest", alt):
        checked.hold("shortest", sizes[found[1]] == ordered[-1] and ordered.count(ordered[-1]) == 1, f"{found[0]} of {sizes}", said=found[0])


# --- towers -------------------------------------------------------------------------------


def _towers(body: dict, alt: str, checked: Checked) -> None:
    towers = [[(tier.get("size", 1), tier.get("colour")) for tier in tower["tiers"]] for tower in body["towers"]]
    for found in re.finditer(r"(?:Blueprint of|as) (\S+) towers", alt):
        checked.hold("count", number(found[1]) == len(towers), found[0], said=found[0])
    if "each repeat the one before" in alt:
        true = all(len(b) == len(a) + 1 and [t[0] for t in b[:-1]] == [t[0] for t in a] for a, b in zip(towers, towers[1:]))
        true = true and len({t[1] for tower in towers for t in tower[:-1]}) == 1 and len({tower[-1][1] for tower in towers}) == 1
        checked.hold("repeat", true, f"each repeat the one before, of {towers}", said="each repeat the one before")
    tops = [tower[-1][0] for tower in towers]
    for found in re.finditer(r"the (\w+) tower's new tier is the (thickest|thinnest)", alt):
        mine = tops[ORDINALS.index(found[1])]
        others = [t for i, t in enumerate(tops) if i != ORDINALS.index(found[1])]
        checked.hold("repeat", all(mine > t for t in others) if found[2] == "thickest" else all(mine < t for t in others), f"{found[0]} of {tops}", said=found[0])
    for found in re.finditer(r"and the (\w+)'s the thinnest", alt):
        mine = tops[ORDINALS.index(found[1])]
        checked.hold("repeat", all(mine < t for i, t in enumerate(tops) if i != ORDINALS.index(found[1])), f"{found[0]} of {tops}", said=found[0])


ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth"]
