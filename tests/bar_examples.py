"""Bar specs the tests of the bar mark, its drawing and its facts share."""

PANELS = """
  - row:
      gap: 48
      marks:
        - column: {label: on-demand, marks: [{bar: {parts: [{share: 55%, fill: blue, label: kept 55%}]}}]}
        - column: {label: reserved, marks: [{bar: {parts: [{share: 40%, fill: blue, label: kept 40%}, {share: 60%, fill: grey, hatch: true, label: idle}]}}]}
        - column: {label: spot, marks: [{bar: {parts: [{share: 50%, fill: blue}, {share: 10%, fill: dark}, {share: 25%, fill: red, hatch: true, label: redone}, {share: 15%, fill: grey, hatch: true, label: idle}]}}]}
"""
