"""`blueprint preview`: a local page that shows every diagram as it is saved.

The page lists each spec with its picture, its alt text, its long
description and its problems. When only lint refused a spec, its picture is
the draft `render` writes, each problem outlined in red and numbered as the
list numbers it; when a spec cannot be drawn at all (a YAML or load error),
its last picture stays beside the errors, greyed. A watcher thread re-renders a spec when
it is saved and the server pushes a `change` event over server-sent events;
the page then swaps its gallery in place. Nothing polls.

The server binds 127.0.0.1 only: a preview is for the writer at this machine.
"""

from __future__ import annotations

import errno
import html
import threading
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from importlib.resources import files
from pathlib import Path
from string import Template
from typing import TYPE_CHECKING
from urllib.parse import parse_qs, urlsplit

from blueprint import messages
from blueprint.diagnostics import Diagnostic, SpecError
from blueprint.watch import spec_files, watch

if TYPE_CHECKING:
    from blueprint.theme import Theme

HOST = "127.0.0.1"
READY_S = 5.0  # the longest the preview waits for its watcher to start
HEARTBEAT_S = 15.0  # an SSE comment this often keeps proxies and the browser from dropping the stream


@dataclass(frozen=True)
class Entry:
    """One spec as the page shows it: the picture (None when it failed
    before a scene was drawn; the draft, outlined and numbered, when lint
    refused it), its texts, its problems, and, for a spec with problems,
    the last good entry before them (`last`: shown greyed when this one has
    no picture; a draft's outlines would be numbered for other problems)."""

    path: Path
    svg: str | None = None
    alt: str = ""
    long: str = ""
    problems: tuple[str, ...] = ()
    width: float = 0
    height: float = 0
    last: Entry | None = None

    @property
    def draft(self) -> bool:
        return self.svg is not None and bool(self.problems)

    @property
    def good(self) -> Entry | None:
        """This entry if its picture has no problems, else the last that had none."""
        return self if self.svg is not None and not self.problems else self.last

    @property
    def picture(self) -> Entry | None:
        """The entry whose picture the page shows: this one, or its last good one."""
        return self if self.svg is not None else self.last

    def after(self, before: Entry | None) -> Entry:
        """This entry, remembering the last good one before it unless it is good itself."""
        if self.good is self or before is None:
            return self
        return replace(self, last=before.good)


def compile_entry(path: Path, theme: Theme | None = None) -> Entry:
    """Compile a spec for the page: a draft is drawn even when lint fails; a
    bad spec is its located problems; a bug is said, not raised, since the
    preview must outlive any spec."""
    from blueprint.diagnostics import Diagnostics
    from blueprint.loader.source import read_spec
    from blueprint.pipeline import compile_spec

    diagnostics = Diagnostics(str(path))
    data = read_spec(path, diagnostics)
    if data is None:
        return Entry(path, problems=_lines(diagnostics.errors))
    try:
        result = compile_spec(data, str(path), draft=True, theme=theme)
    except SpecError as exc:
        return Entry(path, problems=_lines(exc.diagnostics))
    except Exception as exc:  # noqa: BLE001 - a bug must not stop the preview
        detail = messages.INTERNAL_ERROR.format(kind=type(exc).__name__, detail=messages.shown(str(exc), 200))
        return Entry(path, problems=(f"{path}:1:1: error: {detail}",))
    return Entry(
        path, result.draft_svg, result.alt, result.long_description, _lines(result.problems), result.scene.width, result.scene.height
    )


def _lines(diagnostics: tuple[Diagnostic, ...] | list[Diagnostic]) -> tuple[str, ...]:
    return tuple(diagnostic.format() for diagnostic in diagnostics)


@dataclass
class Gallery:
    """The specs being previewed and what each rendered to, with a version
    that goes up on every change; waiters (the event streams) are woken."""

    paths: list[Path]
    theme: Theme | None = None  # --theme, else the project's (blueprint.project), else the house theme
    entries: list[Entry] = field(default_factory=list)
    version: int = 0
    closed: bool = False
    changed: threading.Condition = field(default_factory=threading.Condition)
    rendering: threading.Lock = field(default_factory=threading.Lock)  # one refresh at a time, so none is overwritten by an older one

    def refresh(self, saved: list[Path] | None = None) -> None:
        """Re-render the saved specs (all, when None); specs added or
        removed in a watched folder are picked up here too."""
        with self.rendering:
            self._refresh(saved)

    def _refresh(self, saved: list[Path] | None) -> None:
        specs = spec_files(self.paths)
        with self.changed:
            known = {entry.path.resolve(): entry for entry in self.entries}
        again = None if saved is None else {path.resolve() for path in saved}
        entries = [
            known[spec.resolve()] if again is not None and spec.resolve() in known and spec.resolve() not in again
            else compile_entry(spec, self.theme).after(known.get(spec.resolve()))
            for spec in specs
        ]
        with self.changed:
            self.entries = entries
            self.version += 1
            self.changed.notify_all()

    def wait(self, seen: int, timeout: float) -> int:
        """The version, once it is past `seen` or `timeout` has passed."""
        with self.changed:
            self.changed.wait_for(lambda: self.version > seen or self.closed, timeout)
            return self.version

    def close(self) -> None:
        with self.changed:
            self.closed = True
            self.changed.notify_all()

    def snapshot(self) -> tuple[int, list[Entry]]:
        with self.changed:
            return self.version, list(self.entries)


def entry_html(index: int, entry: Entry, version: int) -> str:
    """One spec's section: the picture (its alt on the image), the alt text,
    the long description and the problems, numbered as a draft numbers them;
    a spec with no picture shows its last one greyed beside its problems."""
    from blueprint.notebook import problems_html

    name = html.escape(str(entry.path))
    parts = [f'<section id="spec-{index}" class="{"draft" if entry.draft else "ok" if entry.svg else "failed"}">', f"<h2>{name}</h2>"]
    shown = entry.picture
    if shown is not None:
        kind = "draft" if entry.draft else "last" if shown is not entry else "picture"
        parts.append(
            f'<img src="/svg/{index}?v={version}" alt="{html.escape(shown.alt, quote=True)}" '
            f'width="{int(shown.width)}" height="{int(shown.height)}" class="{kind}">'
        )
        if kind != "picture":
            parts.append(f'<p class="note"><em>{html.escape(messages.PREVIEW_DRAFT if entry.draft else messages.PREVIEW_LAST)}</em></p>')
    if entry.svg is not None:
        parts.append(f'<p class="alt">{html.escape(entry.alt)}</p>')
        parts.append(f'<details open><summary>{html.escape(messages.EMBED_DESCRIPTION)}</summary><p class="long">{html.escape(entry.long)}</p></details>')
    if entry.problems:
        parts.append(f"<h3>{html.escape(messages.PREVIEW_PROBLEMS)}</h3>")
        parts.append(problems_html(entry.problems, css_class="problems", style=""))
    parts.append("</section>")
    return "\n".join(parts)


def gallery_html(version: int, entries: list[Entry]) -> str:
    if not entries:
        return f"<p>{html.escape(messages.PREVIEW_NONE)}</p>"
    return "\n".join(entry_html(index, entry, version) for index, entry in enumerate(entries))


def page_html(version: int, entries: list[Entry]) -> str:
    """The whole page, from the template shipped beside this module."""
    template = Template(files("blueprint").joinpath("preview.html").read_text(encoding="utf-8"))
    status = ", ".join(str(entry.path) for entry in entries)
    return template.substitute(
        title=html.escape(messages.PREVIEW_TITLE), version=version, status=html.escape(status), gallery=gallery_html(version, entries)
    )


def _picture(route: str, entries: list[Entry]) -> str | None:
    """The SVG `/svg/N` serves: entry N's picture, or its last one."""
    number = route.removeprefix("/svg/")
    if route == number or not number.isdigit() or int(number) >= len(entries):
        return None
    shown = entries[int(number)].picture
    return shown.svg if shown is not None else None


class Handler(BaseHTTPRequestHandler):
    """`/` the page, `/gallery` its changing part, `/svg/N` a picture,
    `/events` the stream of changes."""

    server: PreviewServer

    def do_GET(self) -> None:  # noqa: N802 - the name http.server calls
        route = urlsplit(self.path).path
        version, entries = self.server.gallery.snapshot()
        if route == "/":
            self._send(200, "text/html; charset=utf-8", page_html(version, entries).encode("utf-8"))
        elif route == "/gallery":
            self._send(200, "text/html; charset=utf-8", gallery_html(version, entries).encode("utf-8"))
        elif (svg := _picture(route, entries)) is not None:
            self._send(200, "image/svg+xml", svg.encode("utf-8"))
        elif route == "/events":
            self._events(self._since(version))
        else:
            self._send(404, "text/plain; charset=utf-8", (messages.PREVIEW_NOT_FOUND + "\n").encode("utf-8"))

    def _since(self, version: int) -> int:
        """The version the page last showed: from the page (`?since=N`, the
        version it was served with) or the browser's reconnect
        (`Last-Event-ID`); a save between the page and its stream is not lost."""
        query = parse_qs(urlsplit(self.path).query).get("since", [""])[0]
        given = [text for text in (query, self.headers.get("Last-Event-ID", "")) if text.isdigit()]
        return max((int(text) for text in given), default=version)

    def _send(self, status: int, kind: str, body: bytes) -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(body)

    def _events(self, seen: int) -> None:
        """Server-sent events: `change` with the new version after each save;
        ends when the preview closes or the page goes away."""
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        gallery = self.server.gallery
        try:
            self.wfile.write(b"retry: 500\n\n")
            self.wfile.flush()
            while not gallery.closed:
                version = gallery.wait(seen, HEARTBEAT_S)
                message = f"id: {version}\nevent: change\ndata: {version}\n\n" if version > seen else ": still here\n\n"
                self.wfile.write(message.encode("ascii"))
                self.wfile.flush()
                seen = version
        except (BrokenPipeError, ConnectionResetError):
            pass

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the signature of http.server
        """Quiet: the terminal is for render lines and problems."""


class PreviewServer(ThreadingHTTPServer):
    daemon_threads = True  # an open event stream never holds up the end

    def __init__(self, gallery: Gallery, port: int):
        self.gallery = gallery
        super().__init__((HOST, port), Handler)


class Preview:
    """The preview as a whole: the gallery, the server and the watcher, each
    in a thread; `close()` (or leaving the `with`) stops them."""

    def __init__(self, paths: list[Path], port: int = 0, theme: Theme | None = None):
        self.gallery = Gallery(paths, theme=theme)
        self.server = PreviewServer(self.gallery, port)  # OSError if the port is taken: said before any work
        self.stop = threading.Event()
        watching = threading.Event()
        self.threads = [
            threading.Thread(target=watch, args=(paths, self.gallery.refresh, self.stop, watching.set), name="blueprint-preview-watch", daemon=True),
            threading.Thread(target=self.server.serve_forever, name="blueprint-preview-server", daemon=True),
        ]
        self.threads[0].start()
        watching.wait(READY_S)  # rendered after the watch starts, so no save is missed in between (none, if nothing can be watched)
        self.gallery.refresh()
        self.threads[1].start()

    @property
    def url(self) -> str:
        return f"http://{HOST}:{self.server.server_address[1]}/"

    def close(self) -> None:
        self.stop.set()
        self.gallery.close()
        self.server.shutdown()
        self.server.server_close()
        for thread in self.threads:
            thread.join(timeout=5)

    def __enter__(self) -> Preview:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()


def serve(paths: list[Path], port: int, say: Callable[[str], None], complain: Callable[[str], None], theme: Theme | None = None) -> int:
    """Run the preview until Ctrl-C: what `blueprint preview` does. `say`
    gets the address, `complain` a port that cannot be had (one line).
    Returns the exit status: 0, or 2 for a port that cannot be had."""
    try:
        preview = Preview(paths, port, theme)
    except OSError as exc:
        line = messages.PREVIEW_NO_PORT.format(port=port, reason=exc.strerror or exc)
        if port != 0 and exc.errno in (errno.EADDRINUSE, errno.EACCES):  # taken, or kept for the system
            line += "; " + messages.PREVIEW_PORT_ZERO
        complain(f"error: {line}")
        return 2
    with preview:
        _, entries = preview.gallery.snapshot()
        say(messages.PREVIEW_SERVING.format(count=len(entries), url=preview.url))
        try:
            preview.stop.wait()
        except KeyboardInterrupt:
            pass
    return 0
