"""The `blueprint` command: render, check, alt, embed, markdown, schema, icons.

Exit status: 0 all good; 1 a spec was invalid or failed its checks; 2 wrong usage.
Results go to stdout; problems go to stderr, as `PATH:LINE:COL: error: MESSAGE`,
never as a traceback.

Each command imports what it uses when it runs, so `blueprint --help` loads
no stage, `check` and `alt` never load the rasterizer, and a `render` whose
outputs are all current compiles nothing.

The package: `common` (the app, its options, the project and theme in force,
one spec compiled with its problems said), `rendering` (`render`: plan, run,
report, prune, watch), `commands` (the others) and `entry` (the process's
command line). Importing it registers every command on `app`.
"""

from blueprint.cli.common import app, check_file, compile_file, load_theme, parse_formats
from blueprint.cli.rendering import output_target, plan, render, render_one_spec
from blueprint.cli.commands import _site_address, alt, check, embed, icons, markdown, preview, schema
from blueprint.cli.entry import direct, main, only

__all__ = [
    "app", "check_file", "compile_file", "load_theme", "parse_formats", "output_target", "plan", "render",
    "render_one_spec", "_site_address", "alt", "check", "embed", "icons", "markdown", "preview", "schema",
    "direct", "main", "only",
]
