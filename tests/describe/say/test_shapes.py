"""The shapes of a series (blueprint/say/shapes.py), on synthetic series only:
each verdict with a clear case and a near miss, then two points, zeros, noise,
5,000 points and determinism."""

from __future__ import annotations

import math
import random
import time

import pytest

from blueprint.describe.say import against as standing, shapes
from blueprint.describe.say.shape_facts import AgainstLine, Drop, Jump, Level, Peak, Period, Plateau, Steps, Trend, Valley


def even(ys, span=None):
    """Places evenly over `span` (one unit per value by default)."""
    span = len(ys) - 1 if span is None else span
    return [span * i / max(1, len(ys) - 1) for i in range(len(ys))]


def shape(ys, span=None, step=False):
    return shapes.shape(even(ys, span), ys, step)


def bell(x, centre, width):
    return math.exp(-0.5 * ((x - centre) / width) ** 2)


MEMORY = [18, 34, 48, 58, 64, 66, 66.5, 67, 67, 67, 67]  # climbs for half the axis, then holds
LOSS = [2.6, 1.9, 1.5, 1.25, 1.08, 0.96, 0.87, 0.8, 0.74, 0.69, 0.65, 0.62, 0.6]  # falls fast, keeps falling
LAUNCH = [12, 11, 10, 10, 11, 13, 16, 20, 25, 28, 26, 22, 20, 30, 95, 88, 60, 35, 24, 20, 18, 16, 14, 13, 12]
TWO_PEAKS = [20, 18, 16, 15, 15, 18, 26, 40, 55, 66, 72, 70, 64, 61, 62, 68, 74, 78, 72, 58, 44, 34, 26, 22, 20]
HANG = [82, 84, 83, 85, 84, 83, 0, 0, 0, 0, 20, 55, 78, 83, 84, 82, 85, 84, 83]  # 180 min, ten minutes apart


# --- flat, rising, falling ----------------------------------------------------------


def test_flat():
    found = shape([50, 51, 50, 49.5, 50.5, 50])
    assert found.kind == "flat" and found.one(Level).value == pytest.approx(50, abs=0.5)


def test_a_gentle_rise_of_a_tenth_is_not_flat():
    assert shape([50, 51, 52, 53, 54, 55, 56]).kind == "rising"


def test_rising_steadily():
    found = shape([0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48])
    assert found.kind == "rising" and found.one(Trend) == Trend("up", "steady", 0, 12, 0, 48, knee=pytest.approx(1.2))
    # a tenth of the move is done a tenth of the way in: straight from its start, no lull (words11)


def test_falling_steadily_and_falling_fast_then_slowly():
    assert shape([90, 80, 70, 60, 50, 40, 30]).one(Trend).pace == "steady"
    found = shape(LOSS)
    assert found.kind == "falling" and found.one(Trend).pace == "fast then slow", "a loss curve keeps falling: no plateau"


def test_rising_slowly_then_steeply():
    found = shape([10, 11, 12, 14, 17, 21, 27, 36, 50, 70, 90])
    assert found.kind == "rising" and found.one(Trend).pace == "slow then fast"


# --- a climb then a plateau -----------------------------------------------------------


def test_a_climb_then_a_plateau_is_not_rising_steadily():
    found = shapes.shape(even(MEMORY, 1000), MEMORY)
    assert found.kind == "plateau"
    assert found.one(Plateau) == Plateau(500, 1000, 67)
    assert found.one(Trend).direction == "up" and found.one(Trend).end == 500


def test_a_steady_climb_that_holds_for_the_last_half_is_a_plateau():
    ys = [0, 10, 20, 30, 40, 50, 60, 60, 60, 60, 60, 60, 60]
    assert shape(ys).kind == "plateau"


def test_a_hold_too_short_is_no_plateau():
    ys = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 90, 90]  # held for the last fifth
    assert shape(ys).kind == "rising"


def test_a_curve_still_drifting_down_is_no_plateau():
    overhead = [95, 48, 32, 24, 19, 16, 14, 12, 11, 10, 9, 9, 8]  # still loses a third of its level in the tail
    assert shape(overhead).kind == "falling"


# --- steps, doubling steps, a jump ----------------------------------------------------------


def test_doubling_steps():
    found = shapes.shape(even([1, 2, 4, 8, 16, 16], 40), [1, 2, 4, 8, 16, 16], step=True)
    steps = found.one(Steps)
    assert found.kind == "steps" and steps.direction == "up" and steps.doubling and steps.count == 4
    assert steps.levels == (1, 2, 4, 8, 16)
    assert steps.at == pytest.approx((8, 16, 24, 32)), "each riser where its value stands, as a curve's value would"


def test_even_steps_and_tripling_steps_do_not_double():
    assert shape([1, 2, 3, 4, 5], step=True).one(Steps) == Steps("up", False, 4, (1, 2, 3, 4, 5), (1, 2, 3, 4), each=1.0), "even: each riser one high"
    assert not shape([1, 3, 9, 27], step=True).one(Steps).doubling
    assert shape([1, 3, 9, 27], step=True).one(Steps).each is None, "risers of two, six and eighteen are not equal"


def test_halving_steps_down():
    steps = shape([16, 8, 4, 2, 1], step=True).one(Steps)
    assert steps.direction == "down" and steps.doubling and steps.count == 4


def test_steps_on_a_smooth_line_hold_each_level():
    assert shape([10, 10, 20, 20, 40, 40, 80, 80]).one(Steps).levels == (10, 20, 40, 80)
    assert shape([10, 20, 40, 80]).kind != "steps", "one value a level on a smooth line is a curve, not treads"


def test_a_ramp_drawn_as_a_step_line_is_rising_not_steps():
    assert shape(list(range(40)), step=True).kind == "rising"


def test_a_step_line_up_and_down_is_not_steps():
    assert shape([30, 30, 60, 80, 80, 80, 80, 40], step=True).kind == "peaks"


def test_one_step():
    found = shapes.shape(even([30] * 6 + [90] * 7, 60), [30] * 6 + [90] * 7, step=True)
    assert found.kind == "steps" and found.one(Steps).count == 1
    assert found.one(Steps).at == pytest.approx((30,)), "the riser at the seventh value's place: thirty minutes, not a bin's edge"


def test_a_jump_from_a_held_level():
    ys = [20, 20, 22, 60, 75, 80, 82, 80, 78, 76, 75, 74, 74]
    found = shapes.shape(even(ys, 60), ys)
    assert found.kind == "jump" and found.one(Jump) == Jump("up", 10, 20, 20, 75)


def test_a_steep_start_is_no_jump():
    assert shape([0, 60, 64, 66, 67, 67, 67, 67, 67, 67, 67]).kind == "plateau", "no level held before it"


# --- peaks, spikes and bumps -----------------------------------------------------------------


def test_two_peaks_alike():
    found = shape(TWO_PEAKS, 24)
    assert found.kind == "peaks" and [(p.x, p.size) for p in found.peaks] == [(10, "peak"), (17, "peak")]
    assert found.opens == found.closes == "low"
    assert found.one(Trend).direction == "down" and found.one(Trend).end == 22, "the fall is over at twenty-two hours"


def test_a_tall_spike_against_a_small_bump():
    found = shape(LAUNCH, 24)
    bump, spike = found.peaks
    assert (bump.x, bump.size, bump.height) == (9, "bump", 28)
    assert (spike.x, spike.size, spike.height) == (14, "spike", 95)
    assert spike.width < 3.5 and bump.prominence == 8


def test_a_bump_on_a_climb_rides_on_the_climb():
    found = shape([10, 30, 12, 20, 40, 60, 80, 100])
    assert found.kind == "rising" and [(p.x, p.size) for p in found.peaks] == [(1, "bump")]


def test_a_shoulder_on_a_climb_is_no_peak():
    assert shape([10, 40, 70, 82, 80, 85, 88, 90]).peaks == ()


def test_a_shoulder_before_the_peak_keeps_it_from_being_single():
    """A false statement found in the corpus: two humps, 66 then a dip to 61,
    then 78, were "a single peak"."""
    ys = [18, 15, 13, 12, 12, 14, 22, 34, 46, 57, 64, 66, 63, 61, 64, 70, 76, 78, 70, 58, 46, 36, 28, 22, 19]
    found = shape(ys)
    (peak,) = found.peaks
    (hump,) = found.of(shapes.Hump)
    assert (peak.index, hump.x, hump.height) == (17, 11, 66)
    assert shape([10, 30, 70, 90, 70, 30, 10]).of(shapes.Hump) == (), "a clean single peak has no shoulder"


def test_a_wide_single_peak_is_no_spike():
    ys = [10, 30, 70, 90, 70, 30, 10]
    (peak,) = shape(ys).peaks
    assert (peak.index, peak.size, peak.width) == (3, "peak", 3)


def test_a_narrow_single_peak_is_a_spike():
    ys = [20] * 12 + [90] + [20] * 12
    (peak,) = shape(ys, 24).peaks
    assert peak.size == "spike" and peak.top == (12, 12)


def test_a_flat_top_says_where_it_holds():
    (peak,) = shapes.shape(even([30, 30, 60, 80, 80, 80, 80, 40], 24), [30, 30, 60, 80, 80, 80, 80, 40], step=True).peaks
    xs = even([30, 30, 60, 80, 80, 80, 80, 40], 24)
    assert peak.top == (xs[3], xs[7]) and peak.x == (xs[3] + xs[7]) / 2, "held from the first 80's place to the riser down"


def test_peaks_of_several_sizes_in_order():
    xs = [i / 10 for i in range(241)]
    ys = [10 + 80 * bell(x, 5, 0.6) + 15 * bell(x, 12, 1.5) + 60 * bell(x, 19, 2) for x in xs]
    assert [(round(p.x), p.size) for p in shapes.peaks(xs, ys)] == [(5, "spike"), (12, "bump"), (19, "peak")]


# --- a drop to zero and a climb back -------------------------------------------------------------


def test_a_drop_to_zero_and_a_climb_back_is_not_a_peak():
    found = shapes.shape(even(HANG, 180), HANG)
    assert found.kind == "drop-and-recovery" and found.peaks == ()
    assert found.one(Level) == Level(83, 0, 180, True)
    assert found.drops == (Drop(50, 0, (60, 90), 120, True),)


def test_high_shoulders_around_a_drop_are_not_two_peaks():
    found = shape([50, 80, 80, 0, 0, 80, 60])
    assert found.kind == "drop-and-recovery" and found.drops[0].to_zero


def test_a_quick_climb_to_the_level_then_a_drop_and_a_climb_back_is_no_two_peaks():
    """A training run warming up, holding, lost and back: its two high stretches
    are one level with a drop, after an opening climb (it read as two peaks)."""
    found = shape([10, 82, 88, 87, 89, 88, 89, 88, 0, 52, 87, 89, 88])
    assert found.kind == "drop-and-recovery" and found.peaks == ()
    climb, level = found.one(Trend), found.one(Level)
    assert climb.direction == "up" and climb.start == 0 and level.start == 1 and level.flat
    assert [d.bottom for d in found.drops] == [(8, 8)] and found.drops[0].to_zero


def test_a_slow_climb_to_a_high_then_a_drop_is_not_an_opening():
    found = shape([10, 30, 50, 70, 85, 88, 0, 80, 88])
    assert found.kind != "drop-and-recovery"


CHECKPOINT_TOTAL = ([6, 7.5, 10, 15, 20, 30, 45, 60, 90, 120], [17.3, 14.1, 11, 8.2, 7.1, 6.4, 6.9, 7.9, 10.5, 13.3])


def test_a_u_is_a_valley_not_a_level_held_but_for_a_drop():
    """Its two high ends are no level: no run of points stays near one (it read
    "holds high near fourteen percent, drops to six point four")."""
    found = shapes.shape(*CHECKPOINT_TOTAL)
    assert found.kind == "valley" and found.drops == ()
    fall, climb = found.of(Trend)
    valley = found.one(Valley)
    assert (fall.direction, fall.first, climb.direction, climb.last) == ("down", 17.3, "up", 13.3)
    assert (valley.x, valley.floor, valley.shape) == (30, 6.4, "U")


def test_a_sharp_dip_between_high_ends_is_a_v():
    found = shape([80, 65, 50, 35, 20, 5, 20, 35, 50, 65, 80])
    assert found.kind == "valley" and found.one(Valley).shape == "V"


def test_a_hump_is_never_a_level_held():
    """The inverse: a rise to a high and a fall back is a peak, no level held."""
    xs, ys = CHECKPOINT_TOTAL
    found = shapes.shape(xs, [20 - y for y in ys])
    assert found.kind == "peaks" and found.drops == () and found.one(Level) is None


def test_a_level_is_held_only_by_a_run_of_points():
    """High ends that do not agree with each other hold no level."""
    assert shape([90, 70, 20, 0, 20, 50, 75]).kind != "drop-and-recovery"


def test_a_dip_that_stops_short_of_zero():
    found = shape([80, 80, 80, 40, 40, 80, 80])
    assert found.kind == "drop-and-recovery" and not found.drops[0].to_zero and found.drops[0].floor == 40


def test_a_fall_to_zero_that_stays_there_is_no_recovery():
    assert shape([80, 80, 80, 0, 0, 0]).kind == "jump"
    assert shape([80, 80, 80, 0, 0, 0], step=True).one(Steps).direction == "down"


def test_two_drops():
    found = shape([80, 80, 0, 80, 80, 80, 0, 0, 80, 80])
    assert [d.bottom for d in found.drops] == [(2, 2), (6, 7)]


def test_a_drop_on_a_step_line_is_placed_on_its_risers():
    (drop,) = shape([80, 80, 0, 0, 80, 80], 12, step=True).drops
    assert (drop.start, drop.bottom, drop.end) == (4.8, (4.8, 9.6), 9.6), "on the risers at the third and fifth values' places"


# --- against a line ------------------------------------------------------------------------------


def test_under_a_line_and_touching_it_reaches_it():
    # reader review 4 D (kv-cache-ceiling): "the memory in use stays under it throughout"
    # of a curve that meets its ceiling at the out-of-memory cross
    assert shape_line(TWO_PEAKS, 80).relation == "under"
    touch = shape_line([10, 40, 80, 40, 10], 80)
    assert (touch.relation, touch.times, touch.touches) == ("reaches", 0, (2.0,))


def shape_line(ys, level, step=False, span=None):
    return standing.against_line(even(ys, span), ys, level, step)


def test_just_under_and_just_over():
    assert shape_line([74, 76, 78, 79, 77], 80).relation == "just under"
    assert shape_line([70, 76, 78, 79, 77], 80).relation == "under"
    assert shape_line([81, 84, 86, 83, 82], 80).relation == "just over"
    assert shape_line([81, 84, 96, 83, 82], 80).relation == "above"


def test_crossing_a_line_and_where_it_is_over_it():
    found = standing.against_line(even(LAUNCH, 24), LAUNCH, 50)
    assert (found.relation, found.times) == ("crosses", 2)
    ((start, end),) = found.where
    assert 13 < start < 13.6 and 16 < end < 16.6, "over the line for about three hours"
    assert found.at == (start, end)


def test_crossing_many_times():
    found = shape_line([10, 90, 10, 90, 10, 90, 10], 50)
    assert found.times == 6 and len(found.where) == 3


def test_a_step_line_crosses_between_two_treads_and_overshoots_several_times():
    found = shape_line([1, 2, 4, 8, 16, 16], 5, step=True, span=40)
    assert (found.relation, found.times, found.across) == ("crosses", 1, ((4, 8),))
    assert found.at == pytest.approx((24,)) and found.where == ((24, 40),)
    assert found.overshoot == pytest.approx(3.2) and found.overshoot >= standing.SEVERAL


def test_a_peak_just_past_a_line_does_not_overshoot_it_several_times():
    assert shape_line(TWO_PEAKS, 60).overshoot < standing.SEVERAL


def test_a_line_at_zero():
    found = shape_line([0, 5, 0], 0)
    assert found.relation == "above" and found.overshoot is None


# --- against another series ---------------------------------------------------------------------------


def against(a, b, step_a=False, step_b=False):
    return standing.against_series(even(a), a, even(b), b, step=step_a, other_step=step_b)


B = [55, 56, 57, 56, 55]


@pytest.mark.parametrize("values, relation, times", [
    ([50, 52, 51, 53, 50], "close below", 0),
    ([60, 62, 61, 62, 60], "close above", 0),
    ([10, 12, 11, 13, 10], "well below", 0),
    ([95, 96, 97, 96, 95], "well above", 0),
    ([30, 50, 40, 52, 30], "below", 0),
    ([55, 56, 57, 56, 55], "level", 0),
    ([30, 70, 30, 70, 30], "crosses", 4),
    ([10, 90, 90, 90, 90], "crosses", 1),
])
def test_how_one_series_stands_to_another(values, relation, times):
    found = against(values, B)
    assert (found.relation, found.times) == (relation, times)


def test_where_two_series_cross():
    (x,) = against([95, 48, 32, 24, 19, 16, 14, 12, 11, 10, 9, 9, 8], [0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48]).at
    assert 4 < x < 5


def test_a_step_line_against_a_curve():
    demand = [20, 20, 22, 60, 75, 80, 82, 80, 78, 76, 75, 74, 74]
    capacity = [30] * 6 + [90] * 7
    found = against(demand, capacity, step_b=True)
    assert found.times == 2 and found.at[1] == pytest.approx(6), "the riser of the step line, at the seventh value's place"


# --- where a place falls ------------------------------------------------------------------------------


@pytest.mark.parametrize("x, unit, span, period", [
    (3, "h", 24, Period("night")),
    (8, "h", 24, Period("morning")),
    (14, "hours", 24, Period("afternoon")),
    (19, "h", 24, Period("evening")),
    (22, "h", 24, Period("night")),
    (24, "h", 24, Period("night")),
    (14 * 60, "min", 1440, Period("afternoon")),
    (1.5, "epoch", 4, Period(None, "epoch", 2)),
    (4, "epochs", 4, Period(None, "epoch", 4)),
    (70, "h", 168, Period("night", "day", 3)),
    (2.5, "d", 7, Period("afternoon", "day", 3)),
])
def test_where_a_place_falls_on_its_axis(x, unit, span, period):
    assert standing.period(x, unit, span) == period


@pytest.mark.parametrize("x, unit, span", [(6, "h", 12), (500, "step", 1000), (40, "GB", 80), (3, "epoch", 1000), (0.5, "%", 100)])
def test_an_axis_without_such_parts(x, unit, span):
    assert standing.period(x, unit, span) is None


# --- robustness -------------------------------------------------------------------------------------------


def test_two_points_and_one():
    assert shape([0, 10]).one(Trend) == Trend("up", "steady", 0, 1, 0, 10, knee=pytest.approx(0.1))
    assert shape([7, 7]).kind == "flat" and shape([7]).kind == "flat"
    assert shape_line([0, 10], 5).times == 1 and against([0, 10], [10, 0]).times == 1


def test_all_zeros():
    found = shape([0, 0, 0, 0])
    assert found.kind == "flat" and found.one(Level).value == 0 and found.peaks == ()
    assert shape_line([0, 0, 0], 0).relation == "on"
    assert shape([0, 0, 0], step=True).kind == "flat"


def test_no_values_or_unmatched_places_are_an_error():
    with pytest.raises(ValueError):
        shapes.shape([], [])
    with pytest.raises(ValueError):
        shapes.shape([0, 1], [1, 2, 3])


N = 200
XS = [24 * i / (N - 1) for i in range(N)]
CLEAN = {
    "flat": ([50.0] * N, False),
    "rising": ([10 + 80 * x / 24 for x in XS], False),
    "falling": ([90 - 80 * x / 24 for x in XS], False),
    "plateau": ([10 + 60 * min(x / 7, 1) for x in XS], False),
    "peaks": ([12 + 50 * bell(x, 11, 2.4) + 58 * bell(x, 19, 2.4) for x in XS], False),
    "spike and bump": ([10 + 15 * bell(x, 7, 1.5) + 85 * bell(x, 15, 0.8) for x in XS], False),
    "drop-and-recovery": ([0.0 if 10 <= x < 12 else 80.0 for x in XS], False),
    "jump": ([20.0 if x < 12 else 80.0 for x in XS], False),
    "doubling steps": ([2.0 ** min(int(x / 24 * 5), 4) for x in XS], True),
    "steps down": ([80.0 - 15 * min(int(x / 24 * 4), 3) for x in XS], True),
}


def verdict(ys, step):
    found = shapes.shape(XS, ys, step)
    steps = found.one(Steps)
    return (found.kind, tuple(p.size for p in found.peaks), steps and (steps.direction, steps.count, steps.doubling),
            tuple(d.to_zero for d in found.drops))


@pytest.mark.parametrize("name", CLEAN)
def test_noise_of_a_few_percent_does_not_change_the_verdict(name):
    ys, step = CLEAN[name]
    clean = verdict(ys, step)
    reach = max(ys) - min(ys) or max(ys)
    for seed in range(10):
        rng = random.Random(seed)
        # three percent: of each value where the values span powers of two (and for the flat line), else of the range
        if name in ("doubling steps", "flat"):
            noisy = [y * (1 + rng.uniform(-0.03, 0.03)) for y in ys]
        else:
            noisy = [y + reach * rng.uniform(-0.03, 0.03) for y in ys]
        assert verdict(noisy, step) == clean, (name, seed)


def test_noise_does_not_make_a_crossing():
    rng = random.Random(1)
    ys = [10 + 80 * bell(x, 12, 3) + rng.uniform(-2, 2) for x in XS]
    assert standing.against_line(XS, ys, 50).times == 2
    assert standing.against_line(XS, ys, 50, step=True).times == 2


def test_five_thousand_points_run_fast():
    rng = random.Random(0)
    xs = list(range(5000))
    ys = [50 + 40 * math.sin(i / 500) + rng.uniform(-2, 2) for i in xs]
    start = time.perf_counter()
    found = shapes.shape(xs, ys)
    line = standing.against_line(xs, ys, 60)
    other = standing.against_series(xs, ys, xs, [60.0] * 5000)
    stepped = shapes.shape(xs, ys, step=True)
    assert time.perf_counter() - start < 2.0
    assert found.kind == "peaks" and len(found.peaks) == 2 and stepped.kind == "peaks"
    assert line.times == 4 and other.times == 4


def test_the_same_series_gets_the_same_facts_and_is_left_as_it_was():
    ys = list(LAUNCH)
    xs = even(ys, 24)
    first = (shapes.shape(xs, ys), standing.against_line(xs, ys, 50), standing.against_series(xs, ys, xs, TWO_PEAKS), standing.period(14, "h", 24))
    again = (shapes.shape(xs, ys), standing.against_line(xs, ys, 50), standing.against_series(xs, ys, xs, TWO_PEAKS), standing.period(14, "h", 24))
    assert first == again and ys == LAUNCH and xs == even(LAUNCH, 24)
    assert hash(first[0]) == hash(again[0]), "frozen facts"
    with pytest.raises(AttributeError):
        first[0].kind = "flat"  # type: ignore[misc]


def test_the_facts_are_plain_values():
    found = shape(LAUNCH, 24)
    assert all(isinstance(f, (Level, Trend, Plateau, Jump, Steps, Peak, Drop)) for f in found.features)
    assert isinstance(shape_line(LAUNCH, 50), AgainstLine)


# --- properties ----------------------------------------------------------------------------------------------

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from blueprint import series  # noqa: E402
from blueprint.series import extremes  # noqa: E402

KINDS = {"flat", "rising", "falling", "plateau", "steps", "jump", "peaks", "drop-and-recovery", "ranging", "valley"}


@given(st.lists(st.integers(0, 100), min_size=2, max_size=series.FEW - 1))
def test_the_peaks_that_stand_out_by_PEAK_are_those_draw_series_finds(ys):
    """Exact values (too few to carry noise): the same peaks and valleys as before."""
    out = series.PEAK * (max(ys) - min(ys) or 1)
    assert [p.index for p in shapes.peaks(even(ys), ys) if p.prominence >= out] == extremes(ys, "peak", out)
    assert list(shapes.valleys(even(ys), ys)) == extremes(ys, "valley", out)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.floats(0, 1e6, allow_nan=False), min_size=1, max_size=80), st.booleans(), st.floats(0, 1e6, allow_nan=False))
def test_any_series_gets_a_verdict(ys, step, level):
    found = shape(ys, step=step)
    assert found.kind in KINDS and found.low <= found.first <= found.high
    assert all(found.low <= p.height <= found.high for p in found.peaks)
    line = standing.against_line(even(ys), ys, level, step)
    assert line.times == len(line.at) == len(line.across)
    assert standing.against_series(even(ys), ys, even(ys), ys[::-1], step=step).relation


def test_a_fast_rise_that_creeps_on_has_not_levelled():
    """Fast then slow is two readings: a loss curve flattens (little of its
    fall is left for its second half); memory that jumps, then keeps climbing
    a third of its rise in the second half, creeps upward."""
    creep = shape([22, 58, 61, 62, 63, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 88])
    assert creep.kind == "rising" and creep.one(Trend).pace == "fast then gradual"
    assert shape(LOSS).one(Trend).pace == "fast then slow"
    assert shape([0, 50, 75, 87, 93, 96, 98, 99, 99.5, 100]).one(Trend).pace != "fast then gradual", "a saturating curve levels off"
