"""Rendering specs to files: which specs, into which files, skipping what is
current, over every core.

`render_one(job, options)` renders one spec to its files and returns what
happened as an `Outcome` (lines to say, never printed here), so the command
line, a pool worker and a watcher all render the same way. `render_all`
gives the outcomes of many jobs in input order: the current ones are found
in this process first (no pipeline imported when all are), the rest are
spread over a process pool when there are two or more.

The package: `jobs` (options, jobs, outcomes; which specs and files), `one`
(one spec rendered), `gone` (pruning the files of gone specs) and `pool`
(many specs over a process pool).
"""

from blueprint.batch.jobs import DEFAULT_CACHE, DEFAULT_FORMATS, FILE_SUFFIXES, FORMATS, Job, Outcome, RenderOptions, SPEC_SUFFIXES, STDIN, STDIN_NAME, SUFFIXES, cannot_write, clashing, error_line, file_format, find_specs, folder_jobs, internal_error, output_files, repaired, tree_folder
from blueprint.batch.one import compiled, contents, draft_files, is_current, render_one, run_fingerprint, spec_key
from blueprint.batch.gone import Pruned, prune, remove_old_cache
from blueprint.batch.pool import default_jobs, render_all

__all__ = [
    "DEFAULT_CACHE",
    "DEFAULT_FORMATS",
    "FILE_SUFFIXES",
    "FORMATS",
    "Job",
    "Outcome",
    "Pruned",
    "RenderOptions",
    "SPEC_SUFFIXES",
    "STDIN",
    "STDIN_NAME",
    "SUFFIXES",
    "cannot_write",
    "clashing",
    "compiled",
    "contents",
    "default_jobs",
    "draft_files",
    "error_line",
    "file_format",
    "find_specs",
    "folder_jobs",
    "internal_error",
    "is_current",
    "output_files",
    "prune",
    "remove_old_cache",
    "render_all",
    "render_one",
    "repaired",
    "run_fingerprint",
    "spec_key",
    "tree_folder",
]
