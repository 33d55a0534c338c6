"""Staircase specs the tests of the staircase mark, its drawing and its facts share."""

STAIRS = """
  - staircase:
      unit: min
      steps: [{duration: 1}, {duration: 9-34, label: 9-34 min}, {duration: 3}, {duration: 2, label: compile}]
      floor: ready
      lanes: [{duration: 57-70 s, fill: blue, label: 57-70 s}]
"""

FALL = """
  - staircase:
      id: pool
      unit: min
      steps: [{duration: 9, label: 4 replicas}, {duration: 5, level: floor, fill: red, label: node lost},
              {duration: 5, rise: 2, fill: blue, label: 2 restored}, {duration: 9, rise: 2, fill: blue, label: 4 restored}]
      floor: 0 replicas
"""

# a staircase by values (issue 25, item 4): solid blocks on a value axis, climbing to a landing
VALUED = """
  - staircase:
      id: store
      unit: h
      direction: up
      treads: block
      landing: done
      y: {title: stored, unit: GB, ticks: [0, 500, 1000]}
      steps: [{duration: 1, value: 120 GB}, {duration: 1, value: 240 GB}, {duration: 1, value: 960 GB}]
"""
