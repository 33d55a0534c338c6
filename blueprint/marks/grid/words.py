"""How a grid is said: counts and states in words ("two rows of eight GPU
cells", "two cells are grey", "inside most of them a blue block rises to a
different height"), its spans and crosses, and where it stands among grids."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from blueprint.marks.base import MarkNode
from blueprint.marks.grid.spec import STATE_WORDS, Cells, GridSpec, resolve

if TYPE_CHECKING:
    from blueprint.say.context import DescribeContext


class GridWords:
    """The description half of the grid mark (mixed into GridMark)."""

    name = "grid"

    def group_phrase(self, nodes: list[MarkNode], ctx: "DescribeContext") -> str | None:
        shapes = {(resolve(n.spec).rows, resolve(n.spec).columns, n.spec.noun) for n in nodes}
        if len(shapes) != 1:
            return None
        rows, columns, noun = shapes.pop()
        for n in nodes:
            ctx.tell(n.path + ("shape",))
        if rows == 1:
            return f"{ctx.words.count(len(nodes), 'row')} of {ctx.words.count(columns, noun)}"
        return f"{ctx.words.count(len(nodes), 'grid')} of {ctx.words.count(rows, 'row')} of {ctx.words.count(columns, noun)}"

    def lone_phrase(self, node: MarkNode, ctx: "DescribeContext") -> str:
        spec: GridSpec = node.spec
        ctx.tell(node.path)
        if spec.alt:
            return spec.alt
        cells = resolve(spec)
        look = "outlined " if set(cells.states) <= {"free", "empty"} else ""
        if spec.rows is not None or cells.rows > 1 and cells.columns * cells.rows == len(cells.states) and not spec.cells:
            shape = f"{ctx.words.count(cells.rows, 'row')} of {ctx.words.count(cells.columns, look + spec.noun)}"
        elif cells.rows == 1:
            shape = f"a row of {ctx.words.count(cells.columns, look + spec.noun)}"
        else:
            shape = f"{ctx.words.count(len(cells.states), look + spec.noun)} in a grid"
        if spec.means:
            each = f"each {spec.noun.split()[-1]}" if spec.means.split()[0] == "one" else "each one"  # not "each one one GPU"
            shape += f", {each} {spec.means}"
        body = self._body(node, ctx, cells)
        return f"{shape}; {body}" if body else shape

    def relation_phrase(self, node: MarkNode, ctx: "DescribeContext") -> str:
        return self.lone_phrase(node, ctx)

    def sentences(self, node: MarkNode, ctx: "DescribeContext") -> list[str]:
        spec: GridSpec = node.spec
        if node.path in ctx.told:
            return []
        ctx.tell(node.path)
        if spec.alt:
            return [spec.alt]
        cells = resolve(spec)
        row = self._position(node, ctx)
        arrivals = [a for a in (o.kind.arrival(o, node.id, ctx) for o in ctx.spec.marks if node.id) if a]
        from_marks = [a for a in arrivals if not a.from_edge]
        from_edges = [a for a in arrivals if a.from_edge]
        tail = f", with {ctx.words.join([a.phrase for a in from_edges])}" if from_edges else ""
        body = self._body(node, ctx, cells, relative=bool(from_marks))
        if from_marks:
            return [f"{from_marks[0].phrase} the {row}, where {body}{tail}"]
        return [f"in the {row} {body}{tail}"]

    def _position(self, node: MarkNode, ctx: "DescribeContext") -> str:
        grids = ctx.marks_of(self.name)
        single = resolve(node.spec).rows == 1
        noun = "row" if single else "grid"
        return " ".join(filter(None, [ctx.place_among(node, grids), noun]))

    def _body(self, node: MarkNode, ctx: "DescribeContext", cells: Cells, *, relative: bool = False) -> str:
        """What the cells hold, spans and crosses. After "where" (`relative`) the
        later clauses get a comma: they are no longer part of the "where"."""
        spec: GridSpec = node.spec
        said = [self._states(spec, cells, ctx)] if not spec.levels else []
        if spec.levels:
            said.append(self._levels(spec, cells, ctx))
        said += [self._span_phrase(node, i, ctx) for i in range(len(spec.spans))]
        if spec.crosses:
            crossed = len(spec.crosses)
            crosses = ctx.words.article("red cross") if crossed == 1 else ctx.words.count(crossed, "red cross")
            said.append(f"{crosses} {'cuts' if crossed == 1 else 'cut'} {ctx.words.count(crossed, spec.noun.split()[-1]) if crossed > 1 else ctx.words.article(spec.noun.split()[-1])}")
        said = [s for s in said if s]
        if relative and len(said) > 1:
            return f"{', '.join(said[:-1])}, and {said[-1]}"
        return ctx.words.join(said)

    def _states(self, spec: GridSpec, cells: Cells, ctx: "DescribeContext") -> str:
        counts = Counter(cells.states)
        total = len(cells.states)
        default = counts.most_common(1)[0][0]  # the background: the states against it are said
        if len(counts) == 1:
            state = next(iter(counts))
            return f"all {ctx.words.number(total)} {ctx.words.engine.plural_noun(spec.noun.split()[-1])} are {STATE_WORDS[state]}"
        if cells.rows > 1:
            per_row = [Counter(cells.row(r)) for r in range(cells.rows)]
            for state in counts:
                if state != default and len({c[state] for c in per_row}) == 1:
                    n = per_row[0][state]
                    short = spec.noun.split()[-1]
                    return f"{ctx.words.count(n, short)} in every row {'is' if n == 1 else 'are'} {STATE_WORDS[state]}"
        short = spec.noun.split()[-1]
        others = sorted(((state, n) for state, n in counts.items() if state != default), key=lambda item: -item[1])
        said = [f"{ctx.words.count(n, short)} {'is' if n == 1 else 'are'} {STATE_WORDS[state]}" for state, n in others]
        return ctx.words.join(said)

    def _levels(self, spec: GridSpec, cells: Cells, ctx: "DescribeContext") -> str:
        given = [level for level in cells.levels if level]
        total = len(cells.states)
        plural = ctx.words.engine.plural_noun(spec.noun)
        share = len(given) / total
        many = "all of them" if share == 1 else "most of them" if share > 0.5 else "some of them" if share > 0.2 else "a few of them"
        colour = ctx.words.look(spec.level_colour)[0]
        heights = "a different height" if len(set(given)) > 1 else "the same height"
        phrase = f"inside {many} a {colour} block rises to {heights}"
        if spec.level_means:
            phrase += f", {spec.level_means}"
        empty = total - len(given)
        if empty:
            few = "a few" if empty <= total * 0.2 else ctx.words.number(empty)
            verb = "stand" if empty > 1 else "stands"
            noun = plural if empty > 1 else spec.noun
            phrase += f", and {few} {noun} {verb} empty" if few != "a few" or empty > 1 else f", and one {spec.noun} stands empty"
        return phrase

    def _span_phrase(self, node: MarkNode, index: int, ctx: "DescribeContext") -> str:
        spec: GridSpec = node.spec
        span = spec.spans[index]
        before, after = ctx.words.look("none" if span.colour == "grey" else span.colour, outline=span.outline)
        noun = " ".join(filter(None, [before, span.noun]))
        article = "the same" if span.same_as else ctx.words.article(noun).split(" ")[0]
        name = f"{article} {noun}" + (f" {after}" if after and not span.same_as else "")
        if span.label:
            name += f" marked {ctx.words.spoken(span.label)}"
        if span.outside:
            where = f"stands whole to the {span.outside}"
        else:
            covered = resolve(spec).row(span.row - 1)[span.start - 1 : span.start - 1 + span.cells]
            kinds = set(covered)
            of = f" of the {STATE_WORDS[covered[0]]} ones" if len(kinds) == 1 and covered[0] in ("free", "empty") else ""
            where = f"sits across {ctx.words.number(span.cells)}{of}" if of else f"sits across {ctx.words.count(span.cells, spec.noun)}"
        phrase = f"{name} {where}"
        if span.cross:
            phrase += ", crossed out in red"
        below = [m for m in ctx.spec.marks if node.id and span.id and (f"{node.id}.{span.id}" in [t for _, t in m.kind.relations(m)])]
        for other in below:
            relation = other.kind.relations(other)[0][0]
            word = {"below": "above", "above": "below", "right-of": "left of", "left-of": "right of", "over": "under"}.get(relation, "by")
            phrase += f" {word} {other.kind.relation_phrase(other, ctx)}"
        return phrase

    def details(self, node: MarkNode, ctx: "DescribeContext") -> str:
        spec: GridSpec = node.spec
        cells = resolve(spec)
        counts = Counter(cells.states)
        states = ", ".join(f"{n} {state}" for state, n in sorted(counts.items()))
        levels = ""
        if spec.levels:
            levels = "; levels " + ", ".join("none" if l is None else f"{l:g}" for l in spec.levels)
        return f"Grid of {cells.rows} x {cells.columns} {spec.noun}s ({states}{levels})."
