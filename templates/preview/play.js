// The Play tab: the game designed in the form, played on its own board before it is made.
// The server keeps the game and plays its engine (/api/play/...); this page only draws the
// board, the pieces and the legal moves the server lists, and sends the move chosen. It
// never works out a rule: a click is matched against the legal moves' own words. Loaded
// after preview.js, whose `byId`, `element`, `boardQuery` and `catalogue` it uses.
"use strict";

const PLAY_SVG = "http://www.w3.org/2000/svg";
const ENGINE_PAUSE_MS = 450; // how long an engine's move stays on screen before the next
const DICE_FACES = ["", "\u2680", "\u2681", "\u2682", "\u2683", "\u2684", "\u2685"];
// A link may seat the table and seed its dice and cards (?play-seats=person,greedy&play-seed=7),
// read once: the page's own address is rewritten as the form changes.
const PLAY_LINK = new URLSearchParams(location.search);
const PLAY_SEED = PLAY_LINK.get("play-seed");
const PLAY_SEATS = PLAY_LINK.get("play-seats"); // one kind for every seat, or one a seat
const PLAY_PAUSE = Number(PLAY_LINK.get("play-pause") ?? ENGINE_PAUSE_MS);
const STEP = /(\w+) ([\w-]+(?::\d+)?) -> ([\w-]+(?::\d+)?)/g; // "red track:9 -> track:12" in a move's words

const play = {
  board: null,       // /api/play/board's answer: picture, box and places
  boardQuery: "",    // the query it was drawn for
  state: null,       // /api/play/...'s answer: the game
  setup: null,       // what the game was started with, for "play again"
  picked: [],        // the steps clicked so far: [{seat, from, to}]
  selected: null,    // the piece clicked, waiting for its destination: {seat, from}
  shownTo: null,     // the seat whose hand is on screen (hot-seat: hidden until it says so)
  timer: 0,
  busy: false,
  sent: 0,           // requests sent, numbering them
};

function svgNode(tag, attributes = {}) {
  const node = document.createElementNS(PLAY_SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

async function playPost(path, body) {
  const reply = await fetch("/api/play/" + path, {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
  });
  const text = await reply.text();
  if (!reply.ok) throw new Error(text.trim());
  return JSON.parse(text);
}

function say(line) {
  byId("play-say").textContent = line;
}

// ---- the panel ---------------------------------------------------------------------------

function buildPanel() {
  const panel = byId("play");
  const kinds = element("div", { id: "play-seats", class: "play-seats" });
  const startButton = element("button", { type: "button", id: "play-start" }, "New game");
  const load = element("input", { type: "file", id: "play-load", accept: ".json,application/json" });
  const loadLabel = element("label", { for: "play-load", class: "play-file" }, "Load a position");
  const setup = element("fieldset", { class: "play-setup" }, element("legend", {}, "Players"), kinds,
    element("div", { class: "buttons" }, startButton, loadLabel, load),
    element("p", { class: "hint" }, "The game, its players, teams, variations and description come from the form."));
  const board = element("figure", { id: "play-board", class: "play-board", "aria-label": "The board" });
  const side = element("div", { class: "play-side" },
    element("p", { id: "play-turn", class: "play-turn", role: "status" }, "Loading the game\u2026"),
    element("p", { id: "play-say", class: "play-say", "aria-live": "polite" }),
    element("div", { id: "play-dice", class: "play-dice" }),
    element("div", { id: "play-hand", class: "play-hand" }),
    element("div", { class: "field" },
      element("label", { for: "play-moves" }, "Legal moves"),
      element("select", { id: "play-moves", size: "6" })),
    element("div", { class: "buttons" },
      element("button", { type: "button", id: "play-move" }, "Play this move"),
      element("button", { type: "button", id: "play-engine", class: "secondary" }, "Engine move"),
      element("button", { type: "button", id: "play-save", class: "secondary" }, "Save position")),
    element("div", { id: "play-over", class: "play-over", hidden: "" }),
    element("h2", { class: "label" }, "Moves"),
    element("label", { class: "play-rules" }, element("input", { type: "checkbox", id: "play-rules" }),
      " With each card's rule, as the booklet says it"),
    element("ol", { id: "play-log", class: "play-log" }));
  const pass = element("div", { id: "play-pass", class: "play-pass", hidden: "" },
    element("p", { id: "play-pass-text" }),
    element("button", { type: "button", id: "play-pass-ok" }, "Show my hand"));
  panel.replaceChildren(setup, element("div", { class: "play-table" }, board, side), pass);
  startButton.addEventListener("click", () => startGame(true));
  load.addEventListener("change", loadPosition);
  byId("play-move").addEventListener("click", playListed);
  byId("play-moves").addEventListener("keydown", (event) => { if (event.key === "Enter") playListed(); });
  byId("play-engine").addEventListener("click", () => engineMove(true));
  byId("play-save").addEventListener("click", savePosition);
  byId("play-rules").addEventListener("change", (event) => byId("play-log").classList.toggle("rules", event.target.checked));
  byId("play-pass-ok").addEventListener("click", () => {
    play.shownTo = play.state.toMove.seat;
    show();
    byId("play-moves").focus();
  });
}

function openPlay() {
  for (const tab of document.querySelectorAll("[role=tab]")) tab.setAttribute("aria-selected", String(tab.id === "tab-play"));
  byId("stage").hidden = true;
  byId("play").hidden = false;
  if (!byId("play-seats")) buildPanel();
  startGame(false);
}

function closePlay(tab) {
  byId("play").hidden = true;
  byId("stage").hidden = false;
  tab.setAttribute("aria-selected", "true");
  byId("tab-play").setAttribute("aria-selected", "false");
  clearTimeout(play.timer);
}

// ---- starting ------------------------------------------------------------------------------

function formChoices() {
  const value = (selector) => document.querySelector(selector)?.value ?? "";
  const choices = { game: value("#opt-game") };
  const players = value('#sections [name="players"]') || value("#rules-players");
  if (players) choices.players = Number(players);
  const text = value('#sections [name="game-text"]');
  if (text.trim()) choices["game-text"] = text;
  if (value("#rules-teams")) choices.teams = value("#rules-teams");
  const variants = [...document.querySelectorAll('#rules-form [name="rules-variant"]:checked')].map((box) => box.value);
  if (variants.length) choices.variant = variants;
  return choices;
}

// What a game's table is made of: a change to any of it deals a new game.
function tableOf(choices) {
  return JSON.stringify(["game", "players", "game-text", "teams", "variant"].map((key) => choices[key] ?? null));
}

async function startGame(again) {
  clearTimeout(play.timer);
  const choices = formChoices();
  const seats = [...document.querySelectorAll("#play-seats select")].map((select) => select.value);
  const sameTable = play.setup !== null && tableOf(play.setup) === tableOf(choices);
  if (again && sameTable && seats.length) choices.seats = seats;
  else if (!play.setup && PLAY_SEATS) choices.seats = PLAY_SEATS.includes(",") ? PLAY_SEATS.split(",") : PLAY_SEATS;
  if (PLAY_SEED !== null) choices.seed = Number(PLAY_SEED);
  else if (!again && play.state && sameTable) {
    await drawBoard();
    return update(play.state); // the same game, its engines playing on
  }
  say("");
  byId("play-turn").textContent = "Setting up the table\u2026";
  try {
    const state = await playPost("start", choices);
    play.setup = choices;
    byId("play").dataset.game = state.id;
    play.shownTo = null;
    await drawBoard();
    showSeats(state);
    update(state);
  } catch (error) {
    byId("play-turn").textContent = "This game cannot be played as the form stands.";
    say(error.message);
  }
}

function showSeats(state) {
  const colours = play.board?.seats ?? [];
  byId("play-seats").replaceChildren(...state.kinds.map((kind, seat) => {
    const id = "play-seat-" + seat;
    const select = element("select", { id });
    for (const choice of ["person", ...state.policies]) select.append(new Option(choice === "person" ? "a person" : choice, choice));
    select.value = kind;
    const team = state.teams.filter((t) => t === state.teams[seat]).length > 1 ? ` (team ${state.teams[seat] + 1})` : "";
    return element("div", { class: "field play-seat" },
      element("label", { for: id }, element("span", { class: "swatch", style: `background:${colours[seat]?.fill ?? "#888"}` }),
        `${colourName(seat)}${team}`), select);
  }));
}

async function drawBoard() {
  const query = boardQuery().toString();
  if (play.board && play.boardQuery === query) return;
  byId("play-board").replaceChildren(element("p", { class: "hint" }, "Drawing the board\u2026"));
  const reply = await fetch("/api/play/board?" + query);
  const text = await reply.text();
  if (!reply.ok) throw new Error(text.trim());
  play.board = JSON.parse(text);
  play.boardQuery = query;
}

async function loadPosition(event) {
  const file = event.target.files[0];
  if (!file) return;
  const body = { position: await file.text() };
  const pasted = document.querySelector('#sections [name="game-text"]')?.value ?? "";
  if (pasted.trim()) body["game-text"] = pasted;
  const seats = [...document.querySelectorAll("#play-seats select")].map((select) => select.value);
  try { // the seats chosen, when the file seats as many (it is read by the server, not here)
    if (JSON.parse(body.position).players === seats.length) body.seats = seats;
  } catch (error) { /* the server says what is wrong with the file */ }
  event.target.value = "";
  try {
    const state = await playPost("load", body);
    byId("play").dataset.game = state.id;
    await drawBoard();
    showSeats(state);
    update(state);
    say(state.dice ? "Loaded: the game plays on from it, with its throw."
      : "Loaded: its legal moves are listed; the game ends after one (a file holds one hand, no deck).");
  } catch (error) {
    say(error.message);
  }
}

// ---- the game on screen --------------------------------------------------------------------

function colourName(seat) {
  const name = play.board?.seats[seat]?.colour ?? `seat ${seat + 1}`;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function update(state) {
  play.state = state;
  play.picked = [];
  play.selected = null;
  show();
  const next = state.toMove;
  if (next && next.kind !== "person" && !play.busy) {
    play.timer = setTimeout(() => engineMove(false), PLAY_PAUSE);
  }
}

// Which seats are played by people: a hand stays hidden until its seat says it holds the device.
function handHidden() {
  const state = play.state;
  const people = state.kinds.filter((kind) => kind === "person").length;
  return !state.dice && people > 1 && state.toMove?.kind === "person" && play.shownTo !== state.toMove.seat;
}

function show() {
  const state = play.state;
  const next = state.toMove;
  const hidden = handHidden();
  const passing = hidden && byId("play-pass").hidden;
  byId("play-pass").hidden = !hidden;
  if (hidden) byId("play-pass-text").textContent = `Pass the device to ${colourName(next.seat)}.`;
  if (passing) byId("play-pass-ok").focus();
  byId("play-turn").textContent = next === null ? "The game is over."
    : `${colourName(next.seat)} to move` + (next.kind === "person" ? "" : ` (the ${next.kind} engine)`);
  showDice(state, next);
  showHand(state, next, hidden);
  showMoves(next, hidden);
  showLog(state);
  showOver(state);
  drawPieces();
}

function showDice(state, next) {
  const box = byId("play-dice");
  if (!state.dice || next === null) return box.replaceChildren();
  const parts = [];
  if (next.throw) {
    parts.push(element("span", { class: "dice", "aria-label": "Thrown: " + next.throw.join(" and ") },
      ...next.throw.map((d) => element("span", { class: "die" }, DICE_FACES[d] || String(d)))));
  }
  if (next.kind === "person" && !next.thrown) {
    const button = element("button", { type: "button", id: "play-throw" }, "Throw");
    button.addEventListener("click", throwDice);
    parts.push(button);
  } else if (next.kind === "person" && next.moves.length === 0) {
    parts.push(element("span", {}, "No move with this throw."));
  }
  box.replaceChildren(...parts);
}

function showHand(state, next, hidden) {
  const box = byId("play-hand");
  if (state.dice || next === null) return box.replaceChildren();
  const cards = hidden || next.kind !== "person" ? [] : (next.hand ?? []);
  box.replaceChildren(
    element("span", { class: "label" }, next.kind === "person" ? "Hand" : ""),
    ...cards.map((card) => element("span", { class: "card" }, card)),
    element("span", { class: "discard" }, (state.discard ? `Discard: ${state.discard}` : "Discard: none yet")
      + (next.deck === null ? "" : `; deck: ${next.deck} card${next.deck === 1 ? "" : "s"}`)));
}

function showMoves(next, hidden) {
  const list = byId("play-moves");
  const mine = next !== null && next.kind === "person" && !hidden;
  const moves = mine ? next.moves : [];
  const wanted = candidates();
  list.replaceChildren(...moves.map((text, index) => new Option(text, String(index))).filter((option, index) =>
    wanted === null || wanted.includes(index)));
  if (list.options.length) list.selectedIndex = 0;
  byId("play-move").disabled = list.options.length === 0;
  byId("play-engine").disabled = next === null || next.kind === "person";
  byId("play-save").disabled = next === null;
}

// The log: only the moves new since it was last drawn are added (a long game has hundreds).
function showLog(state) {
  const log = byId("play-log");
  byId("play-rules").parentElement.hidden = state.dice;
  const entryText = (entry) => entry.text + (entry.by === "person" ? "" : ` (${entry.by})`);
  const shown = log.children.length;
  const kept = shown <= state.log.length && log.dataset.game === state.id
    && (shown === 0 || log.children[shown - 1].querySelector(".text").textContent === entryText(state.log[shown - 1]));
  if (!kept) log.replaceChildren();
  log.dataset.game = state.id;
  log.append(...state.log.slice(log.children.length).map((entry, k) => {
    const index = shown * kept + k;
    const undo = element("button", { type: "button", class: "undo", "aria-label": `Undo to before move ${index + 1}` }, "Undo");
    undo.addEventListener("click", () => send("undo", { to: index }));
    const words = element("span", { class: "words" }, element("span", { class: "text" }, entryText(entry)));
    if (entry.rule) words.append(element("span", { class: "rule" }, `${cardOf(entry.text)}: ${entry.rule}`));
    return element("li", {}, element("span", { class: "swatch", style: `background:${play.board?.seats[entry.seat]?.fill ?? "#888"}` }),
      words, undo);
  }));
  log.scrollTop = log.scrollHeight;
}

function showOver(state) {
  const box = byId("play-over");
  if (state.over === null) return (box.hidden = true);
  const over = state.over;
  const figures = Object.entries(over.figures).map(([name, count]) => `${count} ${name.replace(/_/g, " ")}`).join(", ");
  const winner = over.winningSeat === null ? "No winner: the game reached its turn limit."
    : `${colourName(over.winningSeat)} wins` + (over.winner && over.winner.includes("+") ? ` (${over.winner})` : "") + ".";
  const again = element("button", { type: "button", id: "play-again" }, "Play again");
  again.addEventListener("click", () => startGame(true));
  box.replaceChildren(element("p", {}, element("strong", {}, winner), ` ${over.turns} turns` + (figures ? `; ${figures}.` : ".")), again);
  box.hidden = false;
}

// The card a card game's move plays: its words' first ("7, split 7: ..." or "K: ...").
function cardOf(text) {
  return text.split(":")[0].split(",")[0];
}

// ---- the board -----------------------------------------------------------------------------

// Where a piece written as the position file writes it sits: its hole's centre, mm, y up.
function holeOf(seat, word, nthStart) {
  const places = play.board;
  const [kind, number] = word.split(":");
  const own = places.seats[seat] ?? { start: [], home: [] };
  if (kind === "track" || kind === "fast-track") return places.track[Number(number)];
  if (kind === "home") return own.home[Number(number)];
  if (kind === "centre" || kind === "bulls-eye") return places.centre;
  if (kind === "goal") return own.home[own.home.length - 1];
  return own.start[nthStart % Math.max(1, own.start.length)];
}

function drawPieces() {
  const figure = byId("play-board");
  const places = play.board;
  if (!places) return;
  const [x0, y0, x1, y1] = places.box;
  let svg = figure.querySelector("svg");
  if (!svg) {
    svg = svgNode("svg", { viewBox: `${x0} ${-y1} ${x1 - x0} ${y1 - y0}`, role: "img", "aria-label": "The board with its pieces" });
    svg.append(svgNode("image", { href: places.picture, x: x0, y: -y1, width: x1 - x0, height: y1 - y0 }),
      svgNode("g", { class: "targets" }), svgNode("g", { class: "pieces" }));
    svg.addEventListener("click", boardClick);
    figure.replaceChildren(svg);
  }
  const radius = places.spacing * 0.36;
  const pieces = svg.querySelector(".pieces");
  pieces.replaceChildren();
  play.state.pegs.forEach((row, seat) => {
    let nth = 0;
    for (const word of row) {
      const waiting = word === "start" || word === "pen"; // pieces alike, one a start hole in turn
      const at = holeOf(seat, word, waiting ? nth++ : 0);
      if (!at) continue;
      const chosen = play.selected && play.selected.seat === seat && play.selected.from === word && (!waiting || nth === 1);
      const piece = svgNode("g", { class: "piece" + (chosen ? " chosen" : ""), "data-seat": seat, "data-word": word });
      const title = svgNode("title");
      title.textContent = `${colourName(seat)} ${word}`;
      piece.append(title, svgNode("circle", { cx: at[0], cy: -at[1], r: radius, fill: places.seats[seat]?.fill ?? "#888" }),
        svgNode("circle", { cx: at[0], cy: -at[1], r: radius * 0.38, class: "head" }));
      pieces.append(piece);
    }
  });
  const targets = svg.querySelector(".targets");
  targets.replaceChildren(...destinations().map((target) => {
    const at = holeOf(target.seat, target.word, 0);
    return svgNode("circle", { cx: at[0], cy: -at[1], r: radius * 1.25, class: "target", "data-word": target.word,
      "data-seat": target.seat });
  }).filter((node) => node.getAttribute("cx") !== "undefined"));
}

// ---- clicks: matched against the legal moves' words ---------------------------------------

function seatOfColour(name) {
  return (play.board?.seats ?? []).findIndex((seat) => seat.colour === name);
}

function steps(text) {
  return [...text.matchAll(STEP)].map((m) => ({ seat: seatOfColour(m[1]), from: m[2], to: m[3] }));
}

// The moves (by index) whose first steps are the ones clicked so far, or null when none is.
function candidates() {
  const next = play.state?.toMove;
  if (!next || next.kind !== "person" || (!play.picked.length && !play.selected)) return null;
  const wanted = [...play.picked, ...(play.selected ? [{ ...play.selected, to: null }] : [])];
  return next.moves.map((text, index) => [steps(text), index]).filter(([moveSteps]) =>
    wanted.every((step, k) => moveSteps[k] && moveSteps[k].seat === step.seat && moveSteps[k].from === step.from
      && (step.to === null || moveSteps[k].to === step.to))).map(([, index]) => index);
}

function destinations() {
  if (!play.selected) return [];
  const k = play.picked.length;
  const found = new Map();
  for (const index of candidates() ?? []) {
    const step = steps(play.state.toMove.moves[index])[k];
    found.set(step.seat + " " + step.to, { seat: step.seat, word: step.to });
  }
  return [...found.values()];
}

// The steps of a move still to be clicked: its own side's pieces moving on (a split's second
// piece); a piece sent back to its start, or another side's piece swapped, goes by itself.
function stepsLeft(index) {
  return steps(play.state.toMove.moves[index]).slice(play.picked.length)
    .filter((step) => ownTeam(step.seat) && !/^(start|pen)$/.test(step.to));
}

const OWN_PLACES = /^(home|start|pen|goal)/; // words naming a seat's own holes, not shared ones

function boardClick(event) {
  const next = play.state?.toMove;
  const node = event.target.closest("[data-word]");
  if (!next || !node) return;
  if (next.kind !== "person") return say(`It is ${colourName(next.seat)}'s turn, played by the ${next.kind} engine.`);
  if (handHidden()) return say(`Pass the device to ${colourName(next.seat)} first.`);
  if (!next.thrown) return say("Throw the dice first.");
  const seat = Number(node.dataset.seat);
  const word = node.dataset.word;
  const target = destinations().find((d) => d.word === word && (!OWN_PLACES.test(word) || d.seat === seat));
  if (play.selected && target) {
    play.picked.push({ ...play.selected, to: word });
    play.selected = null;
    const left = candidates();
    const done = left.filter((index) => stepsLeft(index).length === 0);
    if (left.length === 1 && done.length === 1) return playIndex(left[0]);
    if (done.length > 1 || (done.length === 1 && left.length > 1)) {
      say("Several moves begin so: click the next piece, or pick one from the list.");
    } else {
      const piece = stepsLeft(left[0])[0];
      say(`Now ${colourName(piece.seat)} ${piece.from}, the rest of this move.`);
    }
    return show();
  }
  if (!node.classList.contains("piece")) {
    return say(play.selected ? "Not a hole this piece can reach: click a highlighted one." : "Click a piece first, then one of its highlighted holes.");
  }
  play.selected = { seat, from: word };
  if (!candidates().length) {
    play.selected = null;
    say(ownTeam(seat) ? `That piece has no legal move${next.throw ? " with this throw" : next.hand ? " with this hand" : ""}.`
      : `That is ${colourName(seat)}'s piece: ${colourName(next.seat)} is to move.`);
    return show();
  }
  say(`${colourName(seat)} ${word}: click a highlighted hole.`);
  show();
}

function ownTeam(seat) {
  const teams = play.state.teams;
  return teams[seat] === teams[play.state.toMove.seat];
}

// ---- requests ------------------------------------------------------------------------------

// One request at a time shown: an answer overtaken by a newer request (an undo pressed while an
// engine's move was on its way) is dropped, as the newer one's state follows it.
async function send(path, body) {
  clearTimeout(play.timer);
  play.busy = true;
  const mine = ++play.sent;
  try {
    const state = await playPost(path, { id: play.state.id, ...body });
    if (mine !== play.sent) return;
    play.busy = false;
    say("");
    update(state);
  } catch (error) {
    if (mine !== play.sent) return;
    play.busy = false;
    say(error.message);
  }
}

function throwDice() {
  send("throw", {});
}

function playIndex(index) {
  send("move", { seat: play.state.toMove.seat, move: index });
}

function playListed() {
  const list = byId("play-moves");
  if (list.selectedIndex < 0) return say("Pick a move from the list first.");
  playIndex(Number(list.value));
}

function engineMove(asked) {
  const next = play.state?.toMove;
  if (!next || next.kind === "person" || (play.busy && !asked) || byId("play").hidden) return;
  send("engine", {});
}

async function savePosition() {
  try {
    const position = await playPost("save", { id: play.state.id });
    const href = URL.createObjectURL(new Blob([JSON.stringify(position, null, 2) + "\n"], { type: "application/json" }));
    const link = element("a", { href, download: `${play.state.game}-position.json` });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 60000);
    say(`Saved: boardgen rules moves --position ${play.state.game}-position.json lists the same moves.`);
  } catch (error) {
    say(error.message);
  }
}

document.addEventListener("DOMContentLoaded", () => {
  byId("tab-play").addEventListener("click", openPlay);
  for (const form of [byId("board-form"), byId("rules-form")]) {
    form.addEventListener("change", () => { if (!byId("play").hidden) startGame(false); });
  }
  for (const tab of document.querySelectorAll("[role=tab]:not(#tab-play)")) {
    tab.addEventListener("click", () => { if (!byId("play").hidden) closePlay(tab); });
  }
});
