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

# Curves whose look changes, straight pieces with drops, a clipped top (issue 25 items 5 and 7)
SAWTOOTH = """
  - curve:
      unit: h
      noun: progress
      straight: true
      points: [[0, 0], [3 h, 60], [3 h, 0], [5 h, 40], [5 h, 0], [10 h, 100]]
"""

CHANGING = """
  - curve:
      id: c
      unit: min
      span: 60 min
      top: 100
      series:
        - {id: used, noun: memory in use, values: [30, 42, 55, 70, 88, 95, 80, 60, 50], past: {value: 85, colour: red}}
        - {id: planned, noun: planned load, colour: blue, values: [20, 25, 30, 35, 40, 45, 50, 55, 60], past: {at: 40 min, outline: dashed}}
"""

CLIPPED = """
  - curve:
      unit: min
      span: 10 min
      top: 1000
      clip: true
      noun: latency
      values: [200, 210, 220, 400, 3000, 900, 250, 220, 210, 200, 205]
"""

WEDGE = """
  - curve:
      unit: token
      top: 100
      series:
        - {id: used, noun: memory in use, points: [[0, 48], [100000, 80]]}
        - {id: runtime, points: [[0, 48], [120000, 48]]}
        - {id: needed, outline: dashed, points: [[100000, 80], [120000, 86]]}
      regions:
        - {between: [used, runtime], fill: grey, means: the kv cache}
        - {between: [needed, runtime], fill: none, outline: dashed}
"""

# All-reduce time on two log axes, a series' name past its end (the log-axis tests; the narrowing pass).
ALLREDUCE_LOG = """\
blueprint: 1
subject: all-reduce time against message size
marks:
  - curve:
      id: ar
      unit: KB
      x: {scale: log, title: message size, ticks: 4, labels: 1024}
      y: {scale: log, unit: us, title: all-reduce time}
      series:
        - {id: pcie, label: pcie, points: [[1 KB, 20 us], [64 KB, 25.7 us], [1 MB, 107 us], [64 MB, 5.6 ms], [1 GB, 89.5 ms]]}
        - {id: nvlink, label: nvlink, colour: dark, points: [[1 KB, 20 us], [64 KB, 20.3 us], [1 MB, 24.4 us], [64 MB, 300 us], [1 GB, 4.5 ms]]}
"""
