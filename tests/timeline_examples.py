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

# an axis counted back from an event at 0 (issue 25, item 4): six hours before a failure to it
BEFORE_FAILURE = """
  - timeline:
      id: lost
      unit: h
      axis: {from: -6 h, title: hours before the failure, ticks: 1 h}
      lanes:
        - label: a
          segments:
            - {end: -1 h, fill: grey}
            - {start: -1 h, end: 0, fill: red, hatch: true, label: 4 gpu-h}
          events: [{at: -1 h, event: checkpoint}]
        - label: c
          segments:
            - {start: -3 h, end: 0, fill: red, hatch: true, label: 6 gpu-h}
      boundaries:
        - {at: 0, label: failure, noun: failure, outline: solid}
"""
