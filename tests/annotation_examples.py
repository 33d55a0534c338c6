"""Specs the tests of the dimension, drop and frame marks share: what they
attach to, each without them."""

STAIRS = """
  - staircase:
      id: stairs
      unit: s
      steps: [{duration: 20, label: pull}, {duration: 30, label: load}, {duration: 40, label: warm}]
      floor: ready
"""

DEMAND = """
  - curve:
      id: demand
      unit: h
      values: [10, 20, 60, 90, 50, 30, 20]
"""

PANELS = """
  - row:
      gap: 96
      align: top
      marks:
        - grid: {id: before, rows: [[used, free, used, free], [free, used, free, free]], noun: GPU cell}
        - grid: {id: after, rows: [[used, used, used, free], [free, free, free, free]], noun: GPU cell}
"""

LANES = """
  - timeline:
      id: lanes
      unit: h
      span: 6 h
      lanes:
        - {label: a, segments: [{start: 0, end: 4 h}]}
        - {label: b, segments: [{start: 1 h, end: 5 h}]}
"""
