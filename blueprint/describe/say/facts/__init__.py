"""Facts: what a mark states about what it draws, with no English in them.

The describe stage is a small natural-language generator (Reiter and Dale):
marks decide the content as facts (this module's types), then the stage
aggregates like facts, chooses how to refer to things and realises sentences
(`blueprint/describe/realise.py`). A mark that states facts writes no sentence:
nouns and labels are the writer's words; looks, places and qualities come from
closed vocabularies the realiser knows how to say.

The facts are a package, one module per family: the closed vocabularies, the
look, the things and relations every mark states, lanes along a time axis, and
series on a chart. Import them from here.
"""

from __future__ import annotations

from blueprint.describe.say.facts.charts import AxisFacts, Chart, ChartLine, ChartMark, ChartPoint, ChartRegion, LineAcross
from blueprint.describe.say.facts.lanes import EVENTS, MEANINGS, Beneath, Boundary, Event, Lane, Lanes, PanelEnds, Stretch, Ticks, Time, TimeAxis, ValueScale
from blueprint.describe.say.facts.look import Look, told_look
from blueprint.describe.say.facts.things import Relation, Statement, Thing
from blueprint.describe.say.facts.vocabulary import AMONG, ARRANGEMENTS, MOTIONS, PLACES, QUALITIES, STANDOUT, STATES, VERBS, WAYS

__all__ = [
    "AMONG", "ARRANGEMENTS", "EVENTS", "MEANINGS", "MOTIONS", "PLACES", "QUALITIES", "STANDOUT", "STATES", "VERBS", "WAYS",
    "AxisFacts", "Beneath", "Boundary", "Chart", "ChartLine", "LineAcross", "ChartMark", "ChartPoint", "ChartRegion", "Event", "Lane", "Lanes", "Look", "PanelEnds",
    "Relation", "Statement", "Stretch", "Thing", "Ticks", "Time", "TimeAxis", "ValueScale", "told_look",
]
