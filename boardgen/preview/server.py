"""The preview's HTTP server: loopback only, a fixed table of routes, every answer made in memory.

No part of a request ever reaches the file system: the page, its scripts and its stylesheet
are rendered once at start from a fixed list of templates and served from memory; any other
path is 404. Only this computer's own page may ask (``origins``): any other is refused before
any work. Connections are watched, and their request heads gathered, by ``connections``; a
thread here answers a complete head, one request per connection. Previews, downloads and
booklets are rendered in worker processes (``renders``), so a burst of requests is queued or
answered 503, never dropped.
"""

from __future__ import annotations

import io
import json
import select
import socket
import sys
import traceback
from collections.abc import Callable, Mapping
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler
from types import MappingProxyType
from urllib.parse import parse_qs, urlsplit

import jinja2

from boardgen.errors import BoardRejected, ParameterError
from boardgen.preview import play_files, service
from boardgen.preview.connections import SLOW_SECONDS, ParkingServer
from boardgen.preview.heads import MAX_TARGET, TARGET_TOO_LONG
from boardgen.preview.origins import HOST, refusal
from boardgen.preview.play_routes import ROUTES as PLAY_ROUTES, Playing
from boardgen.preview.renders import RETRY_AFTER, Busy, RenderPool, Superseded
from boardgen.preview.replies import Reply, text
from boardgen.user_config import NONE, UserDefaults
from boardgen.resources import TEMPLATES
from boardgen.writers.png import SCREEN_STYLE

ASSETS = {
    "/": ("index.html.j2", "text/html; charset=utf-8"),
    "/preview.js": ("preview.js", "text/javascript; charset=utf-8"),
    "/fields.js": ("fields.js", "text/javascript; charset=utf-8"),
    "/sheets.js": ("sheets.js", "text/javascript; charset=utf-8"),
    "/model.js": ("model.js", "text/javascript; charset=utf-8"),
    "/model-viewer.js": ("vendor/model-viewer.min.js", "text/javascript; charset=utf-8"),  # Google's, Apache-2.0
    "/preview.css": ("preview.css.j2", "text/css; charset=utf-8"),
    "/play.js": ("play.js", "text/javascript; charset=utf-8"),
    "/play.css": ("play.css", "text/css; charset=utf-8"),
}
"""The only files the server reads, from ``templates/preview/``, once, at start; ``.j2`` ones
are jinja2 templates."""

def load_assets() -> Mapping[str, Reply]:
    """Render the page, script and stylesheet once; the page needs no build step."""
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES / "preview"),
                             autoescape=jinja2.select_autoescape(("html.j2",)),
                             undefined=jinja2.StrictUndefined, keep_trailing_newline=True)

    def rendered(name: str) -> str:
        if name.endswith(".j2"):
            return env.get_template(name).render(screen_style=SCREEN_STYLE)
        source, _, _ = env.loader.get_source(env, name)  # plain files are served as written
        return source

    return MappingProxyType({route: Reply(HTTPStatus.OK, kind, rendered(name).encode())
                             for route, (name, kind) in ASSETS.items()})


def _options(defaults: Mapping[str, str]) -> Reply:
    return Reply(HTTPStatus.OK, "application/json", json.dumps(service.catalogue(defaults)).encode())


def _preview(made: service.Preview) -> Reply:
    sheets = [{"name": f.name, "svg": f.data.decode()} for f in made.sheets]
    answer = {"summary": made.summary, "sheets": sheets, "assembled": made.assembled}
    return Reply(HTTPStatus.OK, "application/json", json.dumps(answer).encode())


def _download(file: service.File, content_type: str) -> Reply:
    return Reply(HTTPStatus.OK, content_type, file.data,
                 (("Content-Disposition", f'attachment; filename="{file.name}"'),))


RENDERS: Mapping[str, Callable[[service.Query], Reply]] = MappingProxyType({
    "/api/preview": lambda query: _preview(service.board_preview(query)),
    "/api/file": lambda query: _download(service.board_file(query), "application/octet-stream"),
    "/api/coupon": lambda query: _preview(service.coupon_preview(query)),
    "/api/coupon-file": lambda query: _download(service.coupon_file(query), "application/octet-stream"),
    "/api/booklet": lambda query: _download(service.booklet(query), "application/pdf"),
    "/api/pieces": lambda query: _preview(play_files.pieces_preview(query)),
    "/api/pieces-file": lambda query: _download(play_files.pieces_file(query), "application/octet-stream"),
    "/api/cards": lambda query: _preview(play_files.cards_preview(query)),
    "/api/cards-file": lambda query: _download(play_files.cards_file(query), "application/pdf"),
    "/api/kit-file": lambda query: _download(play_files.kit_file(query), "application/zip"),
    "/api/play/board": lambda query: Reply(HTTPStatus.OK, "application/json",
                                           json.dumps(service.play_board(query)).encode()),
})
"""Routes whose answers are rendered in a worker process."""


def render(path: str, query: service.Query) -> Reply:
    """A rendering route's answer, made in a worker process: refusals become 400, a bug 500."""
    try:
        return RENDERS[path](query)
    except (ParameterError, BoardRejected) as error:
        return text(HTTPStatus.BAD_REQUEST, str(error))
    except Exception as error:  # a bug: say so in one line, keep serving, keep the trace
        traceback.print_exc(file=sys.stderr)
        return text(HTTPStatus.INTERNAL_SERVER_ERROR, f"boardgen failed: {type(error).__name__}: {error}")


def warm() -> None:
    """Nothing: run once in each worker so it starts (and imports) before the first request."""


class Handler(BaseHTTPRequestHandler):
    server: PreviewServer
    server_version = "boardgen-preview"
    timeout = SLOW_SECONDS

    def __init__(self, connection: socket.socket, address: object, server: PreviewServer, head: bytes) -> None:
        self._head = head
        super().__init__(connection, address, server)

    def setup(self) -> None:
        """Read the request from its head, gathered whole before this thread was given it."""
        super().setup()
        self.rfile.close()
        self.rfile = io.BytesIO(self._head)

    def version_string(self) -> str:
        return self.server_version  # not the Python version: nobody needs it

    def do_GET(self) -> None:  # noqa: N802 (the name http.server calls)
        self.close_connection = True  # one request per connection: its head was all that was read
        self._send(self._answer())

    def do_POST(self) -> None:  # noqa: N802 (the name http.server calls)
        """The Play tab's requests: a JSON body (its whole length gathered with the head,
        ``heads.BODY_BYTES`` at most), answered in this process, where the games are kept."""
        self.close_connection = True
        refused = refusal(self.headers, self.server.server_port)
        path = urlsplit(self.path).path
        if refused is not None:
            self._send(refused)
        elif path not in PLAY_ROUTES:
            allowed = "GET, HEAD" if path in self.server.assets or path in RENDERS or path == "/api/options" else None
            self._send(text(HTTPStatus.METHOD_NOT_ALLOWED, "request: this path takes GET; POST is the Play tab's",
                            (("Allow", allowed),)) if allowed else text(HTTPStatus.NOT_FOUND, "not found"))
        else:
            length = int(self.headers.get("Content-Length", "0"))  # checked whole by heads.body_length
            self._send(self.server.playing.answer(path, self.rfile.read(length)))

    def _answer(self) -> Reply:
        refused = refusal(self.headers, self.server.server_port)
        if refused is not None:
            return refused
        if len(self.path) > MAX_TARGET:
            return text(HTTPStatus.REQUEST_URI_TOO_LONG, TARGET_TOO_LONG)
        url = urlsplit(self.path)
        if url.path in self.server.assets:
            return self.server.assets[url.path]
        if url.path == "/api/options":
            return self.server.catalogue
        if url.path not in RENDERS:
            return text(HTTPStatus.NOT_FOUND, "not found")
        query = parse_qs(url.query, keep_blank_values=True)
        try:
            service.check_query(url.path, query)
            query = service.with_defaults(url.path, query, self.server.defaults)
            return self.server.renders.run(render, url.path, query, page=self.headers.get("X-Preview-Page"),
                                           wanted=self._still_there)
        except (ParameterError, BoardRejected) as error:
            return text(HTTPStatus.BAD_REQUEST, str(error))
        except Busy:
            return text(HTTPStatus.SERVICE_UNAVAILABLE, f"busy: every renderer is taken; try again in {RETRY_AFTER} s",
                         (("Retry-After", str(RETRY_AFTER)),))
        except Superseded:
            return text(HTTPStatus.CONFLICT, "superseded: a newer preview from this page replaced it")

    def _still_there(self) -> bool:
        """Whether the client is still waiting (a page that moved on closes its request)."""
        try:
            poller = select.poll()
            poller.register(self.connection, select.POLLIN)
            if not poller.poll(0):
                return True  # nothing to read: neither more data nor a hang-up
            return self.connection.recv(1, socket.MSG_PEEK) != b""
        except OSError:
            return False

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """http.server's own refusals (a malformed or oversized request line) in the same
        plain form, with the same headers, as every other answer."""
        self.close_connection = True
        self._send(text(code, f"request: {message or HTTPStatus(code).phrase}"))

    def _send(self, reply: Reply) -> None:
        try:
            self.send_response(reply.status)
            for name, value in reply.header_lines():
                self.send_header(name, value)
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(reply.body)
        except (ConnectionError, TimeoutError):
            self.close_connection = True  # the client left; nothing to tell anyone

    def log_message(self, format: str, *args: object) -> None:
        """Quiet: the command prints the address once; refusals are the page's to show."""


class PreviewServer(ParkingServer):
    """The server bound to loopback; port 0 takes a free port (see ``url``)."""

    def __init__(self, port: int = 0, defaults: UserDefaults = NONE) -> None:
        """``defaults``: the user's config file's (``user_config``), which the page starts from."""
        self.assets = load_assets()
        self.defaults = defaults
        self.catalogue = _options(defaults.values)
        self.playing = Playing()
        self.renders: RenderPool | None = None
        super().__init__((HOST, port), Handler)
        self.renders = RenderPool()
        self.renders.warm(warm)

    def server_close(self) -> None:
        super().server_close()
        if self.renders is not None:
            self.renders.close()

    @property
    def url(self) -> str:
        return f"http://{HOST}:{self.server_port}/"
