"""Every performance figure of issue 15, each against its floor or baseline
measured side by side in the same run, as one table.

    python benchmarks/perf.py            # about 10 minutes on 2 cores
    python benchmarks/perf.py --quick    # about a minute: fewer repeats, 100 specs only
    python benchmarks/perf.py --cold     # the cold-start rows alone, 9 paired runs each (about a minute)

Whole-process figures are CPU seconds of a fresh process (user + system, from
`wait4`), medians of paired runs: the command and its floor are run one
after the other, in turn, so a busy machine slows both. Throughput and the
cache are wall time, which is what a writer waits for. Peak memory is the
child's maximum resident set. Per-stage costs are timed in this process
through the real pipeline (each stage function wrapped), best of a few runs;
a ratio near 1 means the stage grows linearly in its elements.

Nothing here is asserted: tests never time anything.
"""

from __future__ import annotations

import argparse
import gc
import math
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from grid_cells import spec as grid  # the grid of `benchmarks/grid_cells.py`: N cells, scattered, crossed

ROOT = Path(__file__).resolve().parent.parent
SPECS = ROOT / "specs"
ONE = SPECS / "kept-utilization.yaml"
PYTHON = sys.executable
BLUEPRINT = (PYTHON, "-m", "blueprint")
IMPORT_FLOOR = (PYTHON, "-c", "import yaml, pydantic")
# What every command needs before any line of Blueprint runs: YAML, pydantic's
# BaseModel with one model built and used (pydantic loads its plugin registry
# then), and the command-line framework. `import pydantic` alone is lazy.
DEPENDENCIES = (PYTHON, "-c", "import yaml, typer\nfrom pydantic import BaseModel\nclass One(BaseModel):\n    a: int\nOne(a=1)")


@dataclass(frozen=True)
class Row:
    """One line of the table: a figure, what it is measured against, the goal."""

    figure: str
    measured: str
    baseline: str
    ratio: float | None
    goal: str
    met: bool | None

    def cells(self) -> list[str]:
        ratio = "" if self.ratio is None else f"{self.ratio:.2f}"
        met = "" if self.met is None else ("yes" if self.met else "NO")
        return [self.figure, self.measured, self.baseline, ratio, self.goal, met]


# --- processes ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Run:
    wall: float
    cpu: float
    peak_mb: float


def environment(work: Path) -> dict[str, str]:
    """The children's environment: bytecode cached (in a folder of this run, not
    beside the sources), as in any installed copy, even where the shell says
    PYTHONDONTWRITEBYTECODE; else every run would compile Blueprint's source
    while its floor (site-packages) loads cached bytecode."""
    env = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(work / "pycache")
    return env


def run(command: Sequence[str], cwd: Path, stdin: bytes | None = None) -> Run:
    """Run a fresh process to its end: its wall time, CPU time and peak memory."""
    began = time.perf_counter()
    process = subprocess.Popen(
        command, cwd=cwd, stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environment(cwd),
    )
    if stdin is not None:
        assert process.stdin is not None
        process.stdin.write(stdin)
        process.stdin.close()
    _, _, usage = os.wait4(process.pid, 0)
    process.returncode = 0  # reaped here, not by Popen
    return Run(time.perf_counter() - began, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024)


def paired(command: Sequence[str], floor: Sequence[str], cwd: Path, repeat: int, prepare: Callable[[], None] = lambda: None) -> tuple[float, float, float]:
    """Median CPU seconds of a command and of its floor, run in turn, and the
    median of their ratios."""
    ours, floors, ratios = [], [], []
    run(command, cwd)  # bytecode written, files cached: every measured run starts alike
    for _ in range(repeat):
        prepare()
        mine = run(command, cwd).cpu
        base = run(floor, cwd).cpu
        ours.append(mine)
        floors.append(base)
        ratios.append(mine / base)
    return statistics.median(ours), statistics.median(floors), statistics.median(ratios)


def seconds(value: float) -> str:
    return f"{value * 1000:.0f} ms" if value < 10 else f"{value:.1f} s"


# --- the figures -------------------------------------------------------------------------------


def cold_render(work: Path, repeat: int) -> Row:
    """`blueprint render ONE.yaml` (forced: the cache would skip it) against a
    fresh process that imports cairosvg and rasterizes the same SVG at 2x."""
    subprocess.run([*BLUEPRINT, "render", str(ONE), "-o", str(work / "one")], check=True, capture_output=True, env=environment(work))
    svg = work / "one" / f"{ONE.stem}.svg"
    floor = (PYTHON, "-c", f"import cairosvg; cairosvg.svg2png(url={str(svg)!r}, write_to={str(work / 'floor.png')!r}, scale=2)")
    command = (*BLUEPRINT, "render", str(ONE), "-o", str(work / "one"), "--force")
    mine, base, ratio = paired(command, floor, work, repeat)
    return Row("render ONE spec, fresh process (CPU)", seconds(mine), f"{seconds(base)} cairosvg alone", ratio, "<= 1.5", ratio <= 1.5)


def cold_commands(work: Path, repeat: int) -> list[Row]:
    """`--help`, `check` and `alt` against a bare `import yaml, pydantic`."""
    rows = []
    for words, goal in ((("--help",), None), (("check", str(ONE)), 3.0), (("alt", str(ONE)), None)):
        mine, base, ratio = paired((*BLUEPRINT, *words), IMPORT_FLOOR, work, repeat)
        rows.append(Row(f"`blueprint {words[0]}`, fresh process (CPU)", seconds(mine), f"{seconds(base)} yaml+pydantic",
                        ratio, f"<= {goal:g}" if goal else "", None if goal is None else ratio <= goal))
    mine, base, ratio = paired(DEPENDENCIES, IMPORT_FLOOR, work, repeat)
    rows.append(Row("its dependencies alone: yaml, typer, one pydantic model (CPU)", seconds(mine), f"{seconds(base)} yaml+pydantic", ratio, "", None))
    return rows


PROBE = (
    "import sys\nfrom blueprint.cli import main\nsys.argv = ['blueprint'] + sys.argv[1:]\n"
    "try:\n    main()\nexcept SystemExit:\n    pass\n"
    "print(' '.join(m for m in ('cairosvg', 'typeguard') if m in sys.modules), file=sys.stderr)\n"
)


def unused_imports(work: Path) -> Row:
    """Whether `--help`, `check` and `alt` load cairosvg or typeguard."""
    loaded = set()
    for words in (("--help",), ("check", str(ONE)), ("alt", str(ONE))):
        done = subprocess.run([PYTHON, "-c", PROBE, *words], capture_output=True, text=True, cwd=work, env=environment(work))
        loaded |= set(done.stderr.splitlines()[-1].split()) if done.stderr.strip() else set()
    found = ", ".join(sorted(loaded)) or "neither"
    return Row("--help, check, alt import cairosvg / typeguard", found, "", None, "neither", not loaded)


def warm_folder(work: Path, repeat: int) -> Row:
    """Re-rendering the unchanged `specs/` folder (all current) against its first render."""
    firsts, warms = [], []
    output = work / "folder"
    command = (*BLUEPRINT, "render", str(SPECS), "-o", str(output))
    run(command, work)
    for _ in range(repeat):
        shutil.rmtree(output, ignore_errors=True)
        firsts.append(run(command, work).wall)
        warms.append(run(command, work).wall)
    first, warm = statistics.median(firsts), statistics.median(warms)
    ratio = warm / first
    count = len(list(SPECS.glob("*.yaml")))
    return Row(f"re-render unchanged specs/ ({count}), wall", seconds(warm), f"{seconds(first)} first render", ratio, "<= 0.2", ratio <= 0.2)


def spec_copies(folder: Path, count: int) -> Path:
    """`count` distinct specs: the shipped ones in turn, each with its own comment."""
    shipped = sorted(SPECS.glob("*.yaml"))
    folder.mkdir(parents=True, exist_ok=True)
    for index in range(count):
        source = shipped[index % len(shipped)]
        (folder / f"{index:04d}-{source.name}").write_bytes(source.read_bytes() + f"\n# copy {index}\n".encode())
    return folder


def throughput(work: Path, count: int) -> Row:
    """Specs per second rendering `count` specs on one core and on all."""
    specs = spec_copies(work / f"gen-{count}", count)
    cores = _cores()
    rates = {}
    for jobs in (1, cores):
        output = work / f"out-{count}-{jobs}"
        shutil.rmtree(output, ignore_errors=True)
        wall = run((*BLUEPRINT, "render", str(specs), "-o", str(output), "--jobs", str(jobs)), work).wall
        rates[jobs] = count / wall
    scaling = rates[cores] / rates[1]
    return Row(f"render {count:,} specs: specs/s, {cores} cores vs 1", f"{rates[cores]:.1f}/s", f"{rates[1]:.1f}/s on 1 core",
               scaling, f"~{cores} (the cores)", None)


def folder_floor(work: Path, count: int) -> Row:
    """Rendering a folder of `count` specs (SVG, PNG, alt text; all cores)
    against its floor: one fresh process that imports cairosvg and
    rasterizes the same SVGs at 2x one by one. Wall time, what a writer waits
    for; at or under 1, the work is spread over the cores."""
    specs = spec_copies(work / f"gen-{count}", count)
    output = work / f"folder-{count}"
    shutil.rmtree(output, ignore_errors=True)
    wall = run((*BLUEPRINT, "render", str(specs), "-o", str(output)), work).wall
    svgs = sorted(str(p) for p in output.rglob("*.svg"))
    raster = work / f"floor-{count}"
    raster.mkdir(exist_ok=True)
    script = "import cairosvg, sys\nfor i, svg in enumerate(sys.argv[1:]):\n    cairosvg.svg2png(url=svg, write_to=f'%s/{i}.png', scale=2)\n" % raster
    floor = run((PYTHON, "-c", script, *svgs), work).wall
    ratio = wall / floor
    return Row(f"render a folder of {count:,} specs (all cores), wall", seconds(wall), f"{seconds(floor)} rasterizing its SVGs one by one",
               ratio, "<= 1", ratio <= 1)


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


# --- specs that grow ---------------------------------------------------------------------------


def chart(points: int) -> str:
    values = ", ".join(f"{50 + 40 * math.sin(i / (points / 30)):.1f}" for i in range(points))
    return f"blueprint: 1\nmarks:\n  - curve: {{unit: step, span: {points}, values: [{values}], noun: load}}\n"


def scene(icons: int, per_row: int = 5) -> str:
    rows = []
    for row in range(max(1, icons // per_row)):
        marks = ", ".join(f"{{icon: {{name: gpu, label: g{row * per_row + column}}}}}" for column in range(min(per_row, icons)))
        rows.append(f"  - row: {{marks: [{marks}]}}\n")
    return "blueprint: 1\ncanvas: {width: 2000, height: 4000}\nmarks:\n" + "".join(rows)


FAMILIES: tuple[tuple[str, Callable[[int], str], int], ...] = (
    ("grid cells", grid, 10_000),
    ("chart points", chart, 5_000),
    ("scene marks (icons)", scene, 100),
)


def peak_memory(work: Path) -> list[Row]:
    """Peak memory of a fresh process compiling each large spec to SVG and PNG,
    against a fresh process that only imports the same modules."""
    base = run((PYTHON, "-c", "import blueprint.batch.pool; blueprint.batch.pool._load_stages()"), work).peak_mb
    rows = []
    for what, make, size in FAMILIES:
        spec = work / f"big-{size}.yaml"
        spec.write_text(make(size))
        code = f"from blueprint import compile_spec; compile_spec(open({str(spec)!r}, 'rb').read(), {str(spec)!r}).png"
        peak = run((PYTHON, "-c", code), work).peak_mb
        rows.append(Row(f"peak memory, {size:,} {what} (SVG + PNG)", f"{peak:.0f} MB", f"{base:.0f} MB imports alone", peak / base, "", None))
    return rows


STAGES = (("loader", "load"), ("layout", "layout"), ("lint", "lint"), ("describe", "describe"), ("render.svg", "render_document"))


@contextmanager
def stage_timer() -> Iterator[dict[str, float]]:
    """Time each stage of the real pipeline by wrapping its function in its module."""
    import importlib

    spent: dict[str, float] = {}
    saved = []
    for module_name, function in STAGES:
        module = importlib.import_module(f"blueprint.{module_name}")
        real = getattr(module, function)
        saved.append((module, function, real))
        setattr(module, function, _timed(real, module_name, spent))
    try:
        yield spent
    finally:
        for module, function, real in saved:
            setattr(module, function, real)


def _timed(real: Callable, name: str, spent: dict[str, float]) -> Callable:
    def timed(*args, **kwargs):
        began = time.perf_counter()
        try:
            return real(*args, **kwargs)
        finally:
            spent[name] = spent.get(name, 0.0) + time.perf_counter() - began

    return timed


def stage_costs(text: str, repeat: int) -> dict[str, float]:
    """The median time of each stage over `repeat` compiles (SVG only), with the
    garbage collector paused as timeit pauses it: a full collection walks every
    live object of the process and lands in whichever stage is running, so it
    would make one stage of one run look superlinear at random."""
    from blueprint.pipeline import compile_spec

    runs: dict[str, list[float]] = {}
    for _ in range(repeat):
        gc.collect()
        gc.disable()
        try:
            with stage_timer() as spent:
                compile_spec(text, "stages.yaml", draft=True)  # a scene lint refuses still costs every stage
        finally:
            gc.enable()
        for stage, value in spent.items():
            runs.setdefault(stage, []).append(value)
    return {stage: statistics.median(values) for stage, values in runs.items()}


def linearity(repeat: int) -> list[Row]:
    """Each stage's cost at n and 10 n elements: the ratio of cost per element
    (1 is linear)."""
    rows = []
    for what, make, size in FAMILIES:
        small, large = stage_costs(make(size // 10), repeat), stage_costs(make(size), repeat)
        for stage, _ in STAGES[1:]:
            ratio = large[stage] / (10 * small[stage]) if small[stage] > 0 else math.nan
            rows.append(Row(f"{stage} per element, {size:,} vs {size // 10:,} {what}", seconds(large[stage]), seconds(small[stage]),
                            ratio, "~1 (linear), <= 1.5", ratio <= 1.5))
    return rows


def warm_compile(repeat: int) -> Row:
    """Compiling a gallery spec to SVG in a warm process: what watch and
    preview show first, against the 150 ms the issue allows from a save."""
    from blueprint.pipeline import compile_spec

    text = ONE.read_bytes()
    compile_spec(text, str(ONE))
    best = min(_elapsed(lambda: compile_spec(text, str(ONE))) for _ in range(repeat))
    return Row("warm compile of a gallery spec to SVG", seconds(best), "150 ms budget", best / 0.150, "<= 1", best <= 0.150)


def _elapsed(action: Callable[[], object]) -> float:
    began = time.perf_counter()
    action()
    return time.perf_counter() - began


# --- the table ---------------------------------------------------------------------------------


def table(rows: list[Row]) -> str:
    header = ["figure", "measured", "floor / baseline", "ratio", "goal", "met"]
    lines = [header, ["---"] * len(header), *(row.cells() for row in rows)]
    return "\n".join("| " + " | ".join(cells) + " |" for cells in lines)


def machine() -> str:
    model = platform.processor() or platform.machine()
    with_cpuinfo = Path("/proc/cpuinfo")
    if with_cpuinfo.exists():
        for line in with_cpuinfo.read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    return f"{_cores()} cores ({os.cpu_count()} CPUs), {model}, Python {platform.python_version()}, {platform.system()}"


def save_to_svg(work: Path, repeat: int) -> Row:
    """From a save to the new SVG in a warm preview: the watcher sees the
    write, the spec is compiled and the gallery moves on. Each save changes
    the spec (a comment), as an edit does."""
    from blueprint.preview import Preview

    folder = work / "save"
    folder.mkdir()
    spec = folder / ONE.name
    text = ONE.read_text()
    spec.write_text(text)
    times = []
    with Preview([folder]) as preview:
        gallery = preview.gallery
        for number in range(repeat + 1):
            time.sleep(0.3)  # apart from the last save, so each is its own
            seen = gallery.wait(-1, 0)  # read after the pause: a late refresh of the last save is not this one
            started = time.perf_counter()
            spec.write_text(text + f"# edit {number}\n")
            reached = gallery.wait(seen, 5.0)
            if reached > seen and number:  # the first warms the watcher's path
                times.append(time.perf_counter() - started)
    best = statistics.median(times) if times else math.nan
    return Row("a save to its SVG in a warm preview (watcher included)", seconds(best), "150 ms budget", best / 0.150, "<= 1", best <= 0.150)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repeats and only 100 generated specs (about a minute)")
    parser.add_argument("--cold", action="store_true", help="only the cold-start rows (fresh processes), 9 paired runs each")
    parser.add_argument("--repeat", type=int, default=None, help="paired runs per figure [5; 2 with --quick; 9 with --cold]")
    args = parser.parse_args()
    repeat = args.repeat or (2 if args.quick else 9 if args.cold else 5)
    rows: list[Row] = []
    with tempfile.TemporaryDirectory(prefix="blueprint-perf-") as folder:
        work = Path(folder)
        rows.append(cold_render(work, repeat))
        rows.extend(cold_commands(work, repeat))
        rows.append(unused_imports(work))
        if args.cold:
            print(f"machine: {machine()}")
            print(table(rows))
            return
        rows.append(warm_folder(work, max(1, repeat // 2)))
        for count in (100,) if args.quick else (100, 1_000):
            rows.append(throughput(work, count))
        rows.append(folder_floor(work, 100))
        rows.append(warm_compile(repeat * 2))
        rows.append(save_to_svg(work, repeat * 2))
        rows.extend(peak_memory(work))
        rows.extend(linearity(max(1, repeat // 2)))
    print(f"machine: {machine()}")
    print(table(rows))


if __name__ == "__main__":
    main()
