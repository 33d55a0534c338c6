"""Bracket specs the tests of the bracket mark, its drawing and its facts share:
the marks a bracket spans (a bar's parts, a grid's rows), each without it."""

WEEK = """
  - bar:
      id: week
      label: a week of spot GPU-hours
      ends: parts
      parts:
        - {id: useful, share: 62%, fill: grey, label: useful 62%}
        - {id: redone, share: 21%, fill: red, hatch: true, label: redone 21%}
        - {id: restarts, share: 9%, fill: dark, label: restarts 9%}
        - {id: waiting, share: 8%, fill: grey, hatch: true, label: waiting 8%}
"""

GRID = """
  - grid:
      id: gpus
      noun: GPU cell
      rows:
        - [used, used, used, used, used, used, used, used]
        - [used, used, used, used, empty, empty, empty, empty]
        - [empty, empty, empty, empty, empty, empty, free, free]
"""
