"""Odd but valid-looking specs for every mark: each compiles or fails with a located
error, never an internal error (these were tracebacks once)."""

from __future__ import annotations

import pytest

from conftest import spec_text

BODIES = [
    "timeline: {}",
    "timeline: {lanes: []}",
    "timeline: {lanes: [{}]}",
    "timeline: {span: 0, lanes: [{segments: [{end: 0}]}]}",
    "timeline: {span: 1000 d, ticks: 1 s, lanes: [{segments: [{end: 1}]}]}",
    "timeline: {lanes: [{events: [{at: 3, event: restart}]}]}",
    "timeline: {lanes: [{segments: [{end: 99999999999 d}]}]}",
    "staircase: {steps: []}",
    "staircase: {steps: [{duration: 0}, {duration: 0}]}",
    "staircase: {steps: [{duration: 1 d}, {duration: 1 ms}], ticks: 1 ms}",
    "curve: {values: [1, 1]}",
    "curve: {values: [0, 0, 0]}",
    "curve: {shape: {peaks: 0}}",
    "curve: {values: [1e308, 1e308]}",
    "curve: {span: 0, values: [1, 2]}",
    "curve: {values: [1, 2], step: true, marks: [{at: lowest, place: curve, block: true}]}",
    "curve: {values: [1, 2, 3], ticks: 1 ms}",
    "towers: {towers: [{tiers: []}]}",
    "towers: {towers: [{tiers: [cross]}]}",
    "grid: {cells: 1}",
    "grid: {rows: [[used]], spans: [{cells: 1, outside: left}]}",
]


@pytest.mark.parametrize("body", BODIES)
def test_no_internal_error(compile_text, body):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - {body}"))
    assert not any("internal error" in e for e in errors), errors
    assert all(e.startswith("spec.yaml:") and ": error: " in e for e in errors), errors


def test_a_smear_of_ticks_is_refused(compile_text):
    """Two hours ruled every millisecond. (With no `unit`, the curve would be
    in the unit its ticks are written in: two milliseconds, ruled every one.)"""
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - curve: {values: [1, 2, 3], unit: h, ticks: 1 ms}"))
    assert len(errors) == 1 and "a tick every 1 ms makes 7,200,000 ticks" in errors[0] and errors[0].startswith("spec.yaml:3:48:"), errors
