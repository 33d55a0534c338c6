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

WEEK = """
  - curve:
      id: week
      unit: h
      span: 168 h
      ticks: 24 h
      values: [45, 80, 45, 80, 45, 80, 45, 80, 45, 80, 18, 20, 18, 20, 16]
"""

COLD = """
  - timeline:
      id: start
      unit: s
      span: 300 s
      ticks: 30 s
      lanes:
        - {id: cold, segments: [{duration: 90 s, fill: grey, hatch: true}, {duration: 210 s, fill: dark}]}
        - {segments: [{duration: 40 s, fill: blue}]}
"""

SCALED_BAR = """
  - bar:
      id: day
      parts: [{share: 50%, fill: grey}]
      scale: {ticks: 4, start: "0", end: 24 h}
"""

BREAK_EVEN = """
  - curve:
      id: back
      unit: min
      span: 60 min
      top: 60
      ticks: 10 min
      points: [[0, 0], [60 min, 60]]
      noun: recompute
      lines:
        - {id: restore, at: 8, colour: blue, outline: solid, label: restore, noun: restore}
        - {id: store, at: 20, colour: blue, noun: restore from the object store}
"""

CLIMB = """
  - staircase:
      id: climb
      unit: s
      direction: up
      treads: block
      landing: serving
      axis: {ticks: [0, 27 s]}
      steps: [{duration: 14, fill: blue}, {duration: 4, fill: blue}, {duration: 9, fill: blue}]
"""
