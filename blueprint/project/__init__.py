"""The project file: what every spec of a site would otherwise repeat.

A blog's repository says once where its specs live, where their files go and
at what address the site serves them, the PNG's scale, which files to write,
the theme and the brand:

    # blueprint.toml (or the same keys under [tool.blueprint] in pyproject.toml)
    specs = "content"              # the folder (or folders) of specs: what `render`, `check` and `preview` read by default
    output = "static/diagrams"     # where `render` writes, keeping the specs' folder tree
    base = "/diagrams"             # the address of that folder on the site: `embed`'s default --base
    scale = 2                      # the PNG's pixels per canvas unit
    formats = ["svg", "png", "alt"]
    theme = "house"                # a shipped theme (`dark`), or a theme file (.toml) relative to this file
    brand = {name = "Cedana", wordmark = "cedana", show = true}

The file is found in the current folder or the nearest folder above it that
has one, stopping at the repository's root (the folder holding `.git`);
`blueprint.toml` wins over `pyproject.toml` in one folder. Paths in it are
relative to its folder. The command line wins over the file, and a spec's own
keys (its `brand`) win over it. The file is checked like a spec: every
problem is a located line (`blueprint.toml:3:10: error: ...`), an unknown key
names the valid ones, and nothing runs until it is right.

Reading it costs a TOML parse of a small file and imports no stage.

The package: `settings` (the Project and its defaults), `loading` (finding
and reading the file), `reader` (checking each key) and `positions` (where
each key stands in the TOML text).
"""

from blueprint.project.settings import Project, ProjectError, user_cache_folder
from blueprint.project.loading import find_project, load_project

__all__ = ["Project", "ProjectError", "find_project", "load_project", "user_cache_folder"]
