"""Bar specs the tests of the bar mark, its drawing and its facts share."""

PANELS = """
  - row:
      gap: 48
      marks:
        - column: {label: on-demand, marks: [{bar: {parts: [{share: 55%, fill: blue, label: kept 55%}]}}]}
        - column: {label: reserved, marks: [{bar: {parts: [{share: 40%, fill: blue, label: kept 40%}, {share: 60%, fill: grey, hatch: true, label: idle}]}}]}
        - column: {label: spot, marks: [{bar: {parts: [{share: 50%, fill: blue}, {share: 10%, fill: dark}, {share: 25%, fill: red, hatch: true, label: redone}, {share: 15%, fill: grey, hatch: true, label: idle}]}}]}
"""

# a bar's scale as the one axis part (issue 25, item 4): to the whole bar's value, a title, ticks at a step
RULED = """
  - bar:
      label: node 7
      parts: [{share: 25%, fill: grey, label: busy}]
      scale: {to: 24 h, ticks: 6 h, title: hours of the day}
"""
