"""The preview's HTTP server: loopback only, a fixed table of routes, every answer made in memory.

No part of a request ever reaches the file system: the page, its script and its stylesheet
are rendered once at start from a fixed list of templates and served from memory; any other
path is 404. Requests share nothing that changes, so the threads of ``ThreadingHTTPServer``
need no coordination beyond the one lock ``service`` keeps for downloads.
"""

from __future__ import annotations

import json
import sys
import traceback
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import MappingProxyType
from urllib.parse import parse_qs, urlsplit

import jinja2

from boardgen.errors import BoardRejected, ParameterError
from boardgen.preview import service
from boardgen.resources import TEMPLATES
from boardgen.writers.png import SCREEN_STYLE

HOST = "127.0.0.1"
HOST_NAMES = (HOST, "localhost")
"""Names a request may use for this server; any other Host header is refused, so a web page
elsewhere cannot reach the server by pointing its own domain name at 127.0.0.1."""

ASSETS = {
    "/": ("index.html.j2", "text/html; charset=utf-8"),
    "/preview.js": ("preview.js", "text/javascript; charset=utf-8"),
    "/preview.css": ("preview.css.j2", "text/css; charset=utf-8"),
}
"""The only files the server reads, from ``templates/preview/``, once, at start; ``.j2`` ones
are jinja2 templates."""

SECURITY_HEADERS = (
    ("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; form-action 'none'"),
    ("X-Content-Type-Options", "nosniff"),
    ("Cache-Control", "no-store"),
)


@dataclass(frozen=True)
class Reply:
    status: int
    content_type: str
    body: bytes
    headers: tuple[tuple[str, str], ...] = ()


def load_assets() -> Mapping[str, Reply]:
    """Render the page, script and stylesheet once; the page needs no build step."""
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES / "preview"),
                             autoescape=jinja2.select_autoescape(("html.j2",)),
                             undefined=jinja2.StrictUndefined, keep_trailing_newline=True)

    def text(name: str) -> str:
        if name.endswith(".j2"):
            return env.get_template(name).render(screen_style=SCREEN_STYLE)
        source, _, _ = env.loader.get_source(env, name)  # plain files are served as written
        return source

    return MappingProxyType({route: Reply(HTTPStatus.OK, kind, text(name).encode())
                             for route, (name, kind) in ASSETS.items()})


def _options(query: service.Query) -> Reply:
    return Reply(HTTPStatus.OK, "application/json", json.dumps(service.catalogue()).encode())


def _preview(query: service.Query) -> Reply:
    made = service.preview(query)
    sheets = [{"name": f.name, "svg": f.data.decode()} for f in made.sheets]
    return Reply(HTTPStatus.OK, "application/json", json.dumps({"summary": made.summary, "sheets": sheets}).encode())


def _download(file: service.File, content_type: str) -> Reply:
    return Reply(HTTPStatus.OK, content_type, file.data,
                 (("Content-Disposition", f'attachment; filename="{file.name}"'),))


API: Mapping[str, Callable[[service.Query], Reply]] = MappingProxyType({
    "/api/options": _options,
    "/api/preview": _preview,
    "/api/file": lambda query: _download(service.board_file(query), "application/octet-stream"),
    "/api/booklet": lambda query: _download(service.booklet(query), "application/pdf"),
})


class Handler(BaseHTTPRequestHandler):
    server: PreviewServer
    server_version = "boardgen-preview"

    def version_string(self) -> str:
        return self.server_version  # not the Python version: nobody needs it

    def do_GET(self) -> None:  # noqa: N802 (the name http.server calls)
        self._send(self._answer())

    def _answer(self) -> Reply:
        host = (self.headers.get("Host") or "").rsplit(":", 1)[0]
        if host not in HOST_NAMES:
            return _text(HTTPStatus.FORBIDDEN, f"this server answers only to {' or '.join(HOST_NAMES)}")
        url = urlsplit(self.path)
        if url.path in self.server.assets:
            return self.server.assets[url.path]
        handler = API.get(url.path)
        if handler is None:
            return _text(HTTPStatus.NOT_FOUND, "not found")
        try:
            return handler(parse_qs(url.query, keep_blank_values=True))
        except (ParameterError, BoardRejected) as error:
            return _text(HTTPStatus.BAD_REQUEST, str(error))
        except Exception as error:  # a bug: say so in one line, keep serving, keep the trace
            traceback.print_exc(file=sys.stderr)
            return _text(HTTPStatus.INTERNAL_SERVER_ERROR, f"boardgen failed: {type(error).__name__}: {error}")

    def _send(self, reply: Reply) -> None:
        self.send_response(reply.status)
        self.send_header("Content-Type", reply.content_type)
        self.send_header("Content-Length", str(len(reply.body)))
        for name, value in (*SECURITY_HEADERS, *reply.headers):
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(reply.body)

    def log_message(self, format: str, *args: object) -> None:
        """Quiet: the command prints the address once; refusals are the page's to show."""


def _text(status: int, message: str) -> Reply:
    return Reply(status, "text/plain; charset=utf-8", (message + "\n").encode())


class PreviewServer(ThreadingHTTPServer):
    """A threading server bound to loopback; port 0 takes a free port (see ``url``)."""

    daemon_threads = True

    def __init__(self, port: int = 0) -> None:
        self.assets = load_assets()
        super().__init__((HOST, port), Handler)

    @property
    def url(self) -> str:
        return f"http://{HOST}:{self.server_port}/"
