"""Longer ticks at a coarser step (`major`, trydraw8) said wherever they are
drawn: after the ruling ("ruled every hour, with a longer tick every six
hours"), after an axis's named ticks ("..., and a longer tick every six
hours"), on a value axis and under a bar."""

from __future__ import annotations

import pytest

from conftest import compiled_marks


@pytest.mark.parametrize("marks, said", [
    ("  - timeline: {unit: h, span: 24 h, ticks: 1 h, axis: {major: 6 h, labels: 6 h}, lanes: [{segments: [{end: 24 h}]}]}",
     "over twenty-four hours ruled every hour, with a longer tick every six hours"),
    ("  - timeline: {unit: h, span: 24 h, axis: {ticks: [{at: 0, label: '00:00'}, 6 h, {at: 12 h, label: '12:00'}, 18 h, {at: 24 h, label: '24:00'}], labels: named, major: 12 h}, lanes: [{segments: [{end: 24 h}]}]}",
     "from midnight to midnight, with noon marked, and a longer tick every twelve hours"),
    ("  - staircase: {unit: min, ticks: 1 min, axis: {major: 3 min}, steps: [{duration: 3}, {duration: 3}]}",
     "ruled every minute, with a longer tick every three minutes"),
    ("  - curve: {span: 24 h, unit: h, ticks: 1 h, x: {major: 6 h, labels: 6 h}, values: [1, 2, 3]}",
     "over twenty-four hours ruled every hour, with a longer tick every six hours"),
    ("  - curve: {span: 24 h, unit: h, ticks: 6 h, values: [1, 20], y: {ticks: 1, major: 5, labels: 5, unit: tb}}",
     "on a value axis from zero to twenty terabytes, with a longer tick every five terabytes"),
    ("  - staircase: {unit: h, direction: up, y: {unit: GB, ticks: 50, major: 250, labels: 250}, steps: [{duration: 1, value: 120 GB}, {duration: 1, value: 480 GB}]}",
     "on a value axis from zero to five hundred gigabytes, with a longer tick every two hundred and fifty gigabytes"),
    ("  - bar: {parts: [{share: 50%}], scale: {to: 24 h, ticks: 1 h, major: 6 h, labels: 6 h}}",
     "a ruled scale of twenty-four steps, with a longer tick every six hours, runs from zero to twenty-four hours"),
])
def test_the_longer_ticks_are_said_with_the_ruling(compile_text, marks, said):
    result = compiled_marks(compile_text, marks + "\n")
    assert said in result.alt, result.alt


def test_no_major_says_nothing_of_longer_ticks(compile_text):
    result = compiled_marks(compile_text, "  - timeline: {unit: h, span: 24 h, ticks: 1 h, axis: {labels: 6 h}, lanes: [{segments: [{end: 24 h}]}]}\n")
    assert "longer tick" not in result.alt
