"""Timeline specs the tests of the timeline mark, its drawing and its facts share."""

WALL = """
  - timeline:
      unit: h
      span: 48 h
      lanes:
        - label: a
          segments: [{start: 0, end: 24 h}]
          events: [{at: 24 h, event: kill}, {at: 24 h, event: restart}]
        - label: b
          segments: [{start: 0, end: 24 h}, {duration: 16 h, fill: blue}]
          events: [{at: 24 h, event: checkpoint}]
      boundaries: [{at: 24 h, label: 24-hour wall-time, after: next allocation}]
"""
