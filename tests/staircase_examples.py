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
