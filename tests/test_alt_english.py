"""No alt-text English outside the describe stage (issue 26, README "Stages
own their folders"): the words an alt text is made of are the describer's
(`blueprint/describe/`, its phrases in `describe/lexicon/`). This reads every
string literal of the package elsewhere and fails, naming FILE:LINE, on

- a phrase (two or more words, one of them more than a function word) that
  an alt text of the gallery or a corpus reference says, and
- an alt text built there (a string given to a name `alt`).

Not read: docstrings; `messages.py` (error messages, by design), the `cli/` package
(its help) and `schema/` (the schema's descriptions, help as well), and
the modules that name what a writer wrote for an error (NOT_READ); the
`description=`/`help=`/`title=` of a key and an icon's `summary` (the icon
sheet's help); an exception's words; and what is handed to `messages` or to
a diagnostic (an error's own words). A default of a key that names a thing (`noun: curve`)
is the writer's word, as the schema shows it, not a phrase.
"""

from __future__ import annotations

import ast
import re
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "blueprint"
NOT_READ = {
    "messages.py", "cli/common.py", "cli/rendering.py", "cli/commands.py", "cli/entry.py", "cli/__init__.py",
    "schema/__init__.py", "schema/rules.py", "schema/walk.py", "schema/words.py",
    # They name what a writer wrote, for an error: "the text `x`", "reference line `target`".
    "loader/errors.py", "lint/names.py", "project/__init__.py", "project/settings.py", "project/loading.py",
    "project/reader.py", "project/positions.py", "themefile.py",
}
HELP_KEYWORDS = {"description", "help", "title"}
HELP_NAMES = {"summary"}
ALT_NAMES = {"alt", "alt_text"}
FUNCTION_WORDS = set(
    "a an the of and or to in on at by for from with as is are be it its this that than more less no not "
    "under over up down each one all any some".split()
)


@lru_cache(maxsize=1)
def said() -> str:
    """The alt texts of the gallery (its goldens) and of the corpus (the
    references readers wrote, which say what an alt text says), lower case:
    read, not rendered, so the audit costs nothing."""
    folder = Path(__file__).resolve().parent
    paths = sorted((folder / "golden").glob("*.alt.txt")) + sorted((folder / "corpus").glob("*.md"))
    return "\n".join(path.read_text(encoding="utf-8") for path in paths if path.name != "EXPRESSIBILITY.md").lower()


def _not_read(tree: ast.AST) -> set[int]:
    """The ids of the literals that are help, docstrings or an error's words."""
    skipped: set[int] = set()

    def skip(node: ast.AST) -> None:
        skipped.update(id(sub) for sub in ast.walk(node))

    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            skip(node.value)  # a docstring, of a module, a class, a function or an attribute
        elif isinstance(node, ast.keyword) and node.arg in HELP_KEYWORDS:
            skip(node.value)
        elif isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id in HELP_NAMES for t in node.targets):
            skip(node.value)
        elif isinstance(node, ast.Raise) and node.exc is not None:
            skip(node.exc)  # an exception's words, for whoever calls the code wrong
        elif isinstance(node, ast.Dict):
            for key, value in zip(node.keys, node.values):
                if isinstance(key, ast.Constant) and key.value in HELP_KEYWORDS:
                    skip(value)  # a JSON schema's description
        elif isinstance(node, ast.Call) and _to_messages(node.func):
            for argument in [*node.args, *(k.value for k in node.keywords)]:
                skip(argument)
    return skipped


def _to_messages(func: ast.expr) -> bool:
    """`messages.X.format(...)`, `messages.article(...)`, `diagnostics.error(...)`."""
    root = func
    while isinstance(root, ast.Attribute):
        root = root.value
    if isinstance(root, ast.Name) and root.id == "messages":
        return True
    return isinstance(func, ast.Attribute) and func.attr in ("error", "warning")


def _alt_assigned(tree: ast.AST) -> set[int]:
    """The ids of the literals given to a name `alt`: an alt text built outside the describer."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id in ALT_NAMES for t in node.targets):
            if isinstance(node.value, (ast.Constant, ast.JoinedStr, ast.BinOp)):
                found.update(id(sub) for sub in ast.walk(node.value))
    return found


def alt_english(path: Path) -> list[str]:
    """`FILE:LINE: why` for each literal of one module that is alt-text English."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped, built = _not_read(tree), _alt_assigned(tree)
    where = path.relative_to(ROOT).as_posix()
    found = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
            continue
        if id(node) in built and node.value.strip():
            found.append(f"{where}:{node.lineno}: an alt text built here: {node.value!r}")
        elif id(node) not in skipped:
            for phrase in re.findall(r"[a-z]+(?: [a-z]+)+", node.value.lower()):
                if set(phrase.split()) - FUNCTION_WORDS and re.search(rf"\b{re.escape(phrase)}\b", said()):
                    found.append(f"{where}:{node.lineno}: {phrase!r}, which alt texts say, in {node.value!r}")
                    break
    return found


def modules() -> list[Path]:
    return [path for path in sorted(PACKAGE.rglob("*.py"))
            if "describe" not in path.relative_to(PACKAGE).parts and path.relative_to(PACKAGE).as_posix() not in NOT_READ]


def test_no_alt_text_english_outside_the_describe_stage():
    assert [line for path in modules() for line in alt_english(path)] == []


def test_the_audit_finds_what_it_is_for(tmp_path):
    """A noun an alt text says, and an alt text built outside the describer, are found; an error's words are not."""
    module = tmp_path / "blueprint" / "icons" / "sample.py"
    module.parent.mkdir(parents=True)
    module.write_text(
        '"""A load balancer (a docstring)."""\n'
        'NOUN = "load balancer"\n'
        'alt = f"The sheet: {3} icons"\n'
        'diagnostics.error(where, messages.X.format(what="a load balancer"))\n', encoding="utf-8")
    global ROOT
    saved, ROOT = ROOT, tmp_path
    try:
        found = alt_english(module)
    finally:
        ROOT = saved
    assert sorted({line.split(": ", 1)[0] for line in found}) == ["blueprint/icons/sample.py:2", "blueprint/icons/sample.py:3"], found


def test_every_icon_has_a_noun_in_the_lexicon():
    from blueprint.describe.lexicon.icon import NOUNS
    from blueprint.icons import ICONS

    assert set(NOUNS) == set(ICONS)
