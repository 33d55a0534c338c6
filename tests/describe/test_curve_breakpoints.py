"""Found drawing a blind reference (batching-window-utilization): a curve on a
one-second axis in milliseconds said its places rounded to whole seconds
("from zero milliseconds to zero milliseconds"), and a square wave given as a
writer's breakpoints was read as noise ("hovering ... throughout", "runs along
it throughout")."""

from __future__ import annotations

from conftest import compiled_marks

SPIKES = "[[0, 3], [150, 3], [162, 100], [220, 100], [250, 3], [400, 3], [412, 100], [470, 100], [500, 3], [650, 3], [662, 100], [720, 100], [750, 3], [900, 3], [912, 100], [970, 100], [1000, 3]]"


def alt(compile_text, marks: str) -> str:
    return compiled_marks(compile_text, marks).alt


def test_places_on_a_millisecond_axis_are_said_in_milliseconds(compile_text):
    said = alt(compile_text, "\n  - curve: {unit: ms, span: 1000 ms, values: [3, 50, 3, 50, 3], marks: [{at: 250 ms, place: baseline, block: true, width: 150 ms}]}\n")
    assert "from two hundred and fifty to four hundred milliseconds" in said, said


def test_a_square_wave_of_breakpoints_is_four_spikes_not_noise(compile_text):
    said = alt(compile_text, f"\n  - curve: {{unit: ms, span: 1000 ms, top: 100, points: {SPIKES}, lines: [{{at: 80, label: target}}]}}\n")
    assert "four tall spikes" in said, said
    assert "hovering" not in said and "throughout" not in said, said
    assert "rises above it at each of its four peaks and stays under it the rest of the time" in said, said  # over the line only at its spikes: the spikes cross it (reader 7-A)


def test_evenly_spaced_noise_is_still_noise(compile_text):
    noisy = ", ".join(str(50 + (3 if i % 2 else -3)) for i in range(30))
    said = alt(compile_text, f"\n  - curve: {{values: [{noisy}]}}\n")
    assert "spike" not in said and "peak" not in said, said
