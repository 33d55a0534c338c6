"""Curve specs the tests of the curve mark, its drawing and its facts share."""

TWO = """
  - curve:
      id: c
      span: 24 h
      ticks: 6 h
      top: 100
      series:
        - {id: demand, label: demand, values: [20, 30, 60, 70, 40, 20]}
        - {id: capacity, label: capacity, colour: blue, outline: dashed, step: true, values: [40, 70, 80, 80, 75, 40]}
        - {id: floor, colour: red, outline: dotted, weight: thick, values: [10, 10, 10, 10, 10, 10]}
      regions: [{between: [capacity, demand], fill: grey, hatch: true, means: headroom paid for and idle}]
"""

ANCHORED = """
  - curve:
      id: c
      width: 70%
      at: left
      span: 24 h
      series:
        - {id: demand, values: [30, 26, 22, 20, 19, 20, 24, 30, 38, 44, 48, 50, 51, 52, 53, 55, 58, 64, 72, 84, 92, 86, 66, 46, 34]}
        - {id: capacity, step: true, colour: blue, values: [60, 60, 60, 60, 100, 100]}
  - icon: {id: burst, name: cloud, colour: blue, at: top-right}
  - connector: {from: c.peak-1, to: burst, arrow: end}
  - icon: {name: save, colour: blue, size: small, above: c.capacity.at-18h}
"""

EPOCHS = """
  - curve:
      unit: epoch
      span: 1000
      ticks: 250 epochs
      noun: loss
      values: [9, 5, 3, 2, 2]
      lines: [{at: 4, label: target}]
      marks: [{at: 500, place: baseline, icon: save, label: checkpoint}]
"""

GIGABYTES = """
  - curve: {unit: GB, span: 80 GB, ticks: 20, values: [1, 5, 9, 20], marks: [{at: 40 GB, block: true, place: curve}]}
"""

BLOCK = """
  - curve:
      id: c
      span: 12 h
      values: [80, 80, 80, 0, 0, 80, 80]
      marks: [{at: 6 h, place: baseline, block: true, width: 90 min, colour: blue, label: restore}]
"""

STEPS_AT_POINTS = "\n  - curve: {unit: min, span: 12 min, noun: GPUs, step: true, points: [[0, 3], [5, 6], [9, 12], [12, 12]]}\n"
