"""Note specs the tests of the note mark, its drawing and its facts share."""

FEE = """
  - bar:
      id: hour
      parts:
        - {id: kept, share: 70%, fill: blue, label: kept}
        - {id: fee, share: 6%, fill: dark}
        - {share: 24%, fill: grey, hatch: true, label: idle}
  - note: {label: the fee, note: 5.7 points to break even, to: hour.fee, below: hour, gap: 64}
"""
