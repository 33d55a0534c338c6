"""Towers specs the tests of the towers mark, its drawing and its facts share."""

TOWERS = """
  - towers:
      tiers: 3
      towers:
        - {label: a, tiers: [solid, dashed, dashed]}
        - tiers: [solid, cross]
        - tiers: [{outline: dotted, label: weights}, dotted]
        - tiers: [solid blue, hatched red, dashed blue]
"""

TALL = """
  - towers:
      tiers: 4
      towers:
        - {label: snapshot, tiers: [{colour: blue, label: process}, {colour: blue, size: 2, label: GPU memory}, {colour: white, label: free}]}
        - {label: checkpoint, tiers: [solid, {colour: dark, size: 2}, dashed]}
        - {label: cold start, cross: true, tiers: [solid, dashed]}
"""

NAMED = """
  - towers:
      id: t
      tiers: 3
      foundation: node
      towers:
        - {label: a, tiers: [solid, {label: weights, colour: blue}]}
        - {label: b, tiers: [solid, dashed, cross]}
"""
