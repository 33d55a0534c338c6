"""`blueprint preview`: a local page that shows every diagram as it is saved.

The page lists each spec with its picture, its alt text, its long
description and its problems (with the draft picture when only lint failed,
so the writer sees what lint means). A watcher thread re-renders a spec when
it is saved and the server pushes a `change` event over server-sent events;
the page then swaps its gallery in place. Nothing polls.

The server binds 127.0.0.1 only: a preview is for the writer at this machine.
"""

from __future__ import annotations

import html
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from importlib.resources import files
from pathlib import Path
from typing import TYPE_CHECKING
from string import Template
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
    before a scene was drawn), its texts, its problems, and whether the
    picture is a draft that lint refused."""

    path: Path
    svg: str | None = None
    alt: str = ""
    long: str = ""
    problems: tuple[str, ...] = ()
    width: float = 0
    height: float = 0

    @property
    def draft(self) -> bool:
        return self.svg is not None and bool(self.problems)


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
        path, result.svg, result.alt, result.long_description, _lines(result.problems), result.scene.width, result.scene.height
    )


def _lines(diagnostics: tuple[Diagnostic, ...] | list[Diagnostic]) -> tuple[str, ...]:
    return tuple(diagnostic.format() for diagnostic in diagnostics)


@dataclass
class Gallery:
    """The specs being previewed and what each rendered to, with a version
    that goes up on every change; waiters (the event streams) are woken."""

    paths: list[Path]
    entries: list[Entry] = field(default_factory=list)
    theme: Theme | None = None  # the project's theme (blueprint.project), else the house theme
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
            else compile_entry(spec, self.theme)
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
    the long description and the problems."""
    name = html.escape(str(entry.path))
    parts = [f'<section id="spec-{index}" class="{"draft" if entry.draft else "ok" if entry.svg else "failed"}">', f"<h2>{name}</h2>"]
    if entry.svg is not None:
        parts.append(
            f'<img src="/svg/{index}?v={version}" alt="{html.escape(entry.alt, quote=True)}" '
            f'width="{int(entry.width)}" height="{int(entry.height)}"{" class=draft" if entry.draft else ""}>'
        )
        if entry.draft:
            parts.append(f"<p><em>{html.escape(messages.PREVIEW_DRAFT)}</em></p>")
        parts.append(f'<p class="alt">{html.escape(entry.alt)}</p>')
        parts.append(f'<details open><summary>{html.escape(messages.EMBED_DESCRIPTION)}</summary><p class="long">{html.escape(entry.long)}</p></details>')
    if entry.problems:
        parts.append(f"<h3>{html.escape(messages.PREVIEW_PROBLEMS)}</h3>")
        parts.append('<pre class="problems">' + "\n".join(html.escape(line) for line in entry.problems) + "</pre>")
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
        elif route.startswith("/svg/") and route[5:].isdigit() and int(route[5:]) < len(entries) and entries[int(route[5:])].svg:
            self._send(200, "image/svg+xml", (entries[int(route[5:])].svg or "").encode("utf-8"))
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
        complain(f"error: {messages.PREVIEW_NO_PORT.format(port=port, reason=exc.strerror or exc)}")
        return 2
    with preview:
        _, entries = preview.gallery.snapshot()
        say(messages.PREVIEW_SERVING.format(count=len(entries), url=preview.url))
        try:
            preview.stop.wait()
        except KeyboardInterrupt:
            pass
    return 0
