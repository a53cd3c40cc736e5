// The preview page. It builds its form from /api/options -- the very Option definitions the
// command line is built from -- so the two can never disagree, asks the server for the SVG
// cut file as values change, and shows each refusal beside the field it concerns. Plain
// browser JavaScript: no framework, no build step, nothing fetched from anywhere else.
"use strict";

const DEBOUNCE_MS = 250;
const byId = (id) => document.getElementById(id);
let catalogue = null;
let timer = 0;
let inFlight = null; // the AbortController of the newest preview request
// Numbers this page's previews, so the server can drop one a newer request has replaced.
const PAGE_ID = Math.random().toString(36).slice(2, 12);
let previewNumber = 0;

function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

// "board", "pieces", "cards" or "coupon": which command the page makes files for, one tab each.
const MODES = ["board", "pieces", "cards", "coupon"];
let mode = "board";
const coupon = () => mode === "coupon";
const piecesMode = () => mode === "pieces";
const cardsMode = () => mode === "cards";
// What each tab previews, and what its picture shows.
const PREVIEWS = { board: "/api/preview", pieces: "/api/pieces", cards: "/api/cards", coupon: "/api/coupon" };
const PICTURES = { board: "The board's cut files", pieces: "The pieces", cards: "The cards", coupon: "The coupon's cut file" };

function currentGame() {
  return catalogue.games.find((g) => g.name === byId("opt-game").value);
}

// Every board option of the chosen game and every file setting, grouped in their sections,
// each from `values` (the URL or the form being replaced) when it names it, else its default.
function buildForm(values) {
  const game = currentGame();
  byId("game-summary").textContent = mode === "board" ? game.summary : catalogue[mode].summary;
  byId("game-select").hidden = coupon();
  byId("rules-form").hidden = coupon() || piecesMode();
  byId("cards-form").hidden = !cardsMode();
  byId("sections").hidden = cardsMode(); // the cards follow the booklet's choices, not the board's
  byId("bleed-hint").textContent = catalogue.cards.bleed;
  byId("opt-bleed").checked = values.get("bleed") === "true";
  byId("preview").setAttribute("aria-label", PICTURES[mode]);
  for (const tab of document.querySelectorAll("[data-mode]")) tab.setAttribute("aria-selected", String(tab.dataset.mode === mode));
  // the pieces read a few board options their own way (the bed is the printer's or the laser's)
  const own = coupon() ? catalogue.coupon.options : [...game.options.map((o) => (piecesMode() && catalogue.pieces.own[o.name]) || o),
    ...(piecesMode() ? catalogue.pieces.options : [])];
  const pick = (option) => values.get(option.name) ?? option.default;
  const open = new Set([...document.querySelectorAll("#sections details")].map((d) => [d.dataset.section, d.open])
    .filter(([, isOpen]) => isOpen).map(([name]) => name));
  const bodies = new Map(catalogue.sections.map((name) => [name, element("div", { class: "section-fields" })]));
  // The material preset and its laser open the Board section: they set the stock, kerf and more.
  const preset = catalogue.settings.filter((o) => o.section === "Board" && o.kind !== "document");
  const rest = catalogue.settings.filter((o) => !preset.includes(o));
  for (const option of [...preset, ...own, ...rest]) bodies.get(option.section).append(optionField(option, pick(option)));
  bodies.get("Output").prepend(formatField(values));
  byId("sections").replaceChildren(...catalogue.sections.map((name) => {
    const details = element("details", { class: "section", "data-section": name },
      element("summary", {}, name), bodies.get(name));
    details.open = document.querySelector("#sections details") ? open.has(name) : OPEN_SECTIONS.has(name);
    return details;
  }));
  refreshMaterials();
  showSections();
  for (const input of optionInputs()) if (values.has(input.name)) input.dataset.given = ""; // kept over a preset
  showPresetValues();
  byId("downloads").replaceChildren(...downloadButtons());
  buildRules(coupon() || piecesMode() ? null : game.booklet, values);
}

// The tab's download buttons: a format each (the board's whole job and kit as zips), or the cards' PDF.
function downloadButtons() {
  const button = (id, label, title, action, whole = false) => {
    const node = element("button", { type: "button", id, title, class: whole ? "whole" : "" }, label);
    node.addEventListener("click", () => action(node));
    return node;
  };
  if (cardsMode()) return [button("download-cards", "Cards (PDF)", ".pdf", downloadCards)];
  const formats = piecesMode() ? catalogue.pieces.formats : catalogue.formats;
  const buttons = formats.map((f) => button("download-" + f.name, f.packs ? "Whole job (.zip)" : f.name.toUpperCase(),
    "." + f.extension, (node) => downloadBoardFile(f, node), f.packs));
  if (mode === "board") buttons.push(button("download-kit", "Whole kit (.zip)", "board, pieces, cards, rules and a "
    + "print-and-play PDF", downloadKit, true));
  return buttons;
}

function buildRules(booklet, values) {
  byId("no-booklet").hidden = booklet !== null;
  byId("booklet-options").hidden = booklet === null;
  if (booklet === null) return;
  const fill = (id, choices) => {
    const select = byId(id);
    select.replaceChildren(...select.querySelectorAll("option[value='']"),
      ...choices.map((c) => new Option(c, c)));
    select.dataset.default = select.options[0].value;
    select.value = values.get(id) ?? select.dataset.default;
  };
  fill("rules-teams", booklet.teams);
  fill("rules-layout", booklet.layouts);
  fill("rules-paper", booklet.papers);
  byId("rules-players").value = values.get("rules-players") ?? "";
  byId("booklet-game-options").replaceChildren(...booklet.options.map((o) => {
    const name = "rules-" + o.name;
    return optionField(o, values.get(name) ?? o.default, name);
  }));
  byId("variations-part").hidden = booklet.variations.length === 0;
  const chosen = new Set(values.getAll("rules-variant"));
  byId("variations").replaceChildren(...booklet.variations.map((v) => element("label", { class: "variation" },
    Object.assign(element("input", { type: "checkbox", name: "rules-variant", value: v.id }),
      { checked: chosen.has(v.id) }),
    element("span", {}, element("b", {}, v.id), " ", v.summary))));
}

function optionInputs() {
  return [...document.querySelectorAll("#sections [name]")];
}

// The design as the server and the command line take it: the game and every changed option.
function boardQuery() {
  const query = new URLSearchParams(coupon() ? {} : { game: byId("opt-game").value });
  for (const input of optionInputs()) {
    if (changed(input)) query.set(input.name, input.value);
  }
  if (formatText() !== null) query.set("format", formatText());
  return query;
}

function shellWord(text) {
  return /^[\w.,:/+=@%-]+$/.test(text) ? text : "'" + text.replace(/'/g, "'\\''") + "'";
}

function boardCommand() {
  if (cardsMode()) return cardsCommand();
  const words = coupon() ? ["boardgen", "coupon"] : ["boardgen", mode, byId("opt-game").value];
  for (const input of optionInputs()) {
    if (changed(input)) words.push(...commandWords(input.name, input.value));
  }
  if (formatText() !== null) words.push("--format", formatText());
  return words.join(" ");
}

function changed(input) {
  return input.type === "checkbox" ? input.checked : input.value !== input.dataset.default;
}

// The booklet's choices as [name, value] pairs, named as `boardgen rules booklet` and
// /api/booklet take them. A booklet field left as it was follows the board's field of the
// same name (players, rows...), so the rules printed match the board designed.
function rulesChoices() {
  const choices = [];
  for (const input of document.querySelectorAll("#rules-form [name]")) {
    const name = input.name.replace(/^rules-/, "");
    const board = document.querySelector(`#sections [name="${name}"]`);
    if (changed(input)) choices.push([name, input.value]);
    else if (board && changed(board)) choices.push([name, board.value]);
  }
  return choices;
}

// The game and the choices given, as a query.
function gameQuery(choices) {
  const query = new URLSearchParams({ game: byId("opt-game").value });
  for (const [name, value] of choices) query.append(name, value);
  return query;
}

function bookletQuery() {
  return gameQuery(rulesChoices());
}

// The cards' choices: the booklet's that change what a card says or its paper, and the bleed.
function cardsChoices() {
  const choices = rulesChoices().filter(([name]) => !["teams", "layout", "title"].includes(name));
  if (byId("opt-bleed").checked) choices.push(["bleed", "true"]);
  return choices;
}

function cardsQuery() {
  return gameQuery(cardsChoices());
}

function cardsCommand() {
  const words = ["boardgen", "cards", byId("opt-game").value];
  for (const [name, value] of cardsChoices()) words.push(...(name === "bleed" ? ["--bleed"] : commandWords(name, value)));
  return words.join(" ");
}

function bookletCommand() {
  const words = ["boardgen", "rules", "booklet", byId("opt-game").value];
  for (const [name, value] of rulesChoices()) words.push(...commandWords(name, value));
  return words.join(" ");
}

// An option as a command line types it: pasted text stands for the file it came from.
function commandWords(name, value) {
  const file = catalogue.pasted[name];
  if (file) return value.trim() ? file : [];
  return ["--" + name, shellWord(value)];
}

// The link that restores the page: the board query plus the rule booklet's own fields.
function shareQuery() {
  const query = new URLSearchParams([...(mode === "board" ? [] : [["mode", mode]]), ...boardQuery()]);
  if (coupon()) return query;
  for (const [name, value] of rulesValues()) query.append(name, value);
  return query;
}

// The booklet's fields changed, and the cards' bleed, as the share link and another tab keep them.
function rulesValues() {
  const shown = !byId("rules-form").hidden && currentGame().booklet !== null;
  const values = shown ? [...document.querySelectorAll("#rules-form [name]")].filter(changed).map((i) => [i.name, i.value]) : [];
  if (cardsMode() && byId("opt-bleed").checked) values.push(["bleed", "true"]);
  return values;
}

function updateLinks() {
  const share = shareQuery().toString();
  history.replaceState(null, "", "?" + share);
  byId("share-link").href = "/?" + share;
  byId("share-link").textContent = location.origin + "/?" + share;
  byId("command").textContent = boardCommand();
  byId("booklet-command").textContent = !byId("rules-form").hidden && currentGame().booklet ? bookletCommand() : "";
}

function setStatus(text, state) {
  byId("status").textContent = text;
  byId("status").dataset.state = state;
}

// Each refusal line beside its field: a refused parameter names its flag ("--pitch: ...",
// "--game-text track.safe: ..."),
// a failed shop check its name ("hole spacing: ..."), which /api/options maps to fields.
// Lines that concern the whole board go above the preview.
function fieldFor(line) {
  const named = /^(--[\w-]+|GAME)[: ]/.exec(line);
  if (named) return named[1] === "GAME" ? "game" : named[1].slice(2);
  return (catalogue.checks[line.split(":")[0]] || [])[0] || null;
}

// Returns how many fields it marked: lines that concern no field go to the banner above the preview.
function showProblems(lines) {
  for (const node of document.querySelectorAll("#board-form .problem")) {
    node.hidden = true;
    node.replaceChildren();
  }
  for (const input of document.querySelectorAll("#board-form [aria-invalid]")) input.removeAttribute("aria-invalid");
  const general = byId("problems");
  general.replaceChildren();
  for (const line of lines) {
    const field = fieldFor(line);
    // the cards tab shows the board's fields not: a line of the booklet's choices goes above the picture
    const spot = cardsMode() && field !== "game" ? null : document.querySelector(`#board-form .problem[data-for="${field}"]`);
    const target = spot || general;
    target.append(element("span", {}, line));
    target.hidden = false;
    if (spot) {
      spot.closest(".field, fieldset").querySelector("[name], input").setAttribute("aria-invalid", "true");
      const section = spot.closest("details");
      if (section) section.open = true;
    }
  }
  general.hidden = general.childElementCount === 0;
  return document.querySelectorAll('#board-form [aria-invalid="true"]').length;
}

// What the command line would print, less the files: its first line, then the notes, the
// preset's line and the formats' estimates, a line indented there (a program) indented here.
function showSummary(text) {
  const [first, ...rest] = text.split("\n");
  byId("summary").replaceChildren(element("p", { class: "headline" }, first),
    ...(rest.length ? [element("ul", {}, ...rest.map((line) => element("li",
      { class: /^\s/.test(line) ? "sub" : "" }, line.trim())))] : []));
}

function schedule() {
  clearTimeout(timer);
  updateLinks();
  timer = setTimeout(refresh, DEBOUNCE_MS);
}

async function refresh() {
  clearTimeout(timer);
  updateLinks();
  if (inFlight) inFlight.abort();
  const mine = (inFlight = new AbortController());
  const query = (cardsMode() ? cardsQuery() : boardQuery()).toString();
  const figure = byId("preview");
  figure.dataset.state = "loading";
  setStatus("Drawing\u2026", "busy");
  let reply, text;
  try {
    reply = await fetch(PREVIEWS[mode] + "?" + query, {
      signal: mine.signal,
      headers: { "X-Preview-Page": `${PAGE_ID} ${++previewNumber}` },
    });
    text = await reply.text();
  } catch (error) {
    if (mine.signal.aborted) return;
    showProblems(["The preview server is not answering: is boardgen preview still running?"]);
    setStatus("No server", "refused");
    return;
  }
  if (mine !== inFlight) return;
  const ok = reply.ok;
  if (ok) {
    const made = JSON.parse(text);
    draw(made);
    showSummary(made.summary);
    showModel();
    shownFor = designKind();
  } else if (shownFor !== designKind()) {
    // another game's picture and summary, greyed, would read as this one's: show none
    figure.replaceChildren();
    byId("summary").replaceChildren();
    shownFor = null;
  }
  const marked = showProblems(ok ? [] : text.trim().split("\n"));
  for (const button of byId("downloads").querySelectorAll("button")) button.disabled = !ok;
  figure.dataset.query = query;
  figure.dataset.state = ok ? "ready" : "refused";
  const where = marked ? "see the marked fields" : "see the message above the picture";
  const ready = cardsMode() ? "Ready to print" : "Verified: ready to " + (piecesMode() ? "make" : "cut");
  setStatus(ok ? ready : "Refused: " + where, ok ? "ready" : "refused");
}

// What the picture shown is of: the coupon, or a game; a refusal of another keeps none of it.
let shownFor = null;
function designKind() {
  return coupon() ? "coupon" : mode + " " + byId("opt-game").value;
}

async function saveReply(reply) {
  const name = /filename="([^"]+)"/.exec(reply.headers.get("Content-Disposition"))[1];
  const href = URL.createObjectURL(await reply.blob());
  const link = element("a", { href, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60000);
}

// Fetch a file and save it, or hand the refusal lines to `refused`; the button shows progress.
async function download(url, button, refused) {
  const label = button.textContent;
  button.disabled = true;
  button.textContent = "Making\u2026";
  try {
    const reply = await fetch(url);
    if (reply.ok) await saveReply(reply);
    else refused((await reply.text()).trim().split("\n"));
  } finally {
    button.disabled = false;
    button.textContent = label;
  }
}

// One format's files as `--format NAME` writes them, or the whole job: the chosen formats in one zip.
function downloadBoardFile(format, button) {
  const query = boardQuery();
  query.set("format", format.packs ? [...chosenFormats(), format.name].join(",") : format.name);
  const route = { board: "/api/file?", pieces: "/api/pieces-file?", coupon: "/api/coupon-file?" }[mode];
  download(route + query, button, showProblems);
}

// The cards' PDF as `boardgen cards` writes it.
function downloadCards(button) {
  download("/api/cards-file?" + cardsQuery(), button, showProblems);
}

// The zip `boardgen kit` writes: the board's options and formats, and the booklet's variations.
function downloadKit(button) {
  const query = boardQuery();
  query.delete("booklet"); // the kit always holds the rule booklet
  for (const box of document.querySelectorAll('#variations input:checked')) query.append("variant", box.value);
  download("/api/kit-file?" + query, button, showProblems);
}

function showRulesProblems(lines) {
  const spot = document.querySelector("#rules-form .problem");
  spot.replaceChildren(...lines.map((line) => element("span", {}, line)));
  spot.hidden = lines.length === 0;
}

function downloadBooklet() {
  showRulesProblems([]);
  download("/api/booklet?" + bookletQuery(), byId("download-booklet"), showRulesProblems);
}

function copy(button) {
  const source = byId(button.dataset.copy);
  navigator.clipboard.writeText(source.textContent).then(() => {
    button.textContent = "Copied";
    setTimeout(() => { button.textContent = "Copy"; }, 1500);
  });
}

// What the form holds that differs from its defaults: carried over to another game's or
// command's form, where a field of the same name may have another default.
function currentValues() {
  const values = new URLSearchParams();
  for (const input of optionInputs()) if (changed(input)) values.set(input.name, input.value);
  if (formatText() !== null) values.set("format", formatText());
  if (!coupon()) for (const [name, value] of rulesValues()) values.append(name, value);
  return values;
}

async function start() {
  catalogue = await (await fetch("/api/options")).json();
  const values = new URLSearchParams(location.search);
  const select = byId("opt-game");
  for (const game of catalogue.games) select.append(new Option(`${game.title} (${game.name})`, game.name));
  if (catalogue.games.some((g) => g.name === values.get("game"))) select.value = values.get("game");
  mode = MODES.includes(values.get("mode")) ? values.get("mode") : "board";
  buildForm(values);
  modelForMode();
  for (const tab of document.querySelectorAll("[data-mode]")) {
    tab.addEventListener("click", () => {
      if (tab.dataset.mode === mode) return;
      const values = currentValues(); // shared options (kerf, material...) keep what was typed
      values.delete("format"); // each command has its own default formats
      mode = tab.dataset.mode;
      buildForm(values);
      modelForMode();
      refresh();
    });
  }
  select.addEventListener("change", () => {
    buildForm(currentValues()); // shared options (pitch, kerf...) keep what was typed
    refresh();
  });
  byId("board-form").addEventListener("input", (event) => {
    if (event.target === select) return;
    if (event.target.name === catalogue.materialsText) refreshMaterials();
    if (event.target.dataset.format !== undefined) showSections();
    showPresetValues();
    schedule();
  });
  byId("rules-form").addEventListener("input", () => (cardsMode() ? schedule() : updateLinks()));
  byId("cards-form").addEventListener("input", schedule);
  byId("download-booklet").addEventListener("click", downloadBooklet);
  byId("show-3d").addEventListener("click", toggleModel);
  for (const form of document.forms) form.addEventListener("submit", (event) => event.preventDefault());
  for (const button of document.querySelectorAll("[data-copy]")) button.addEventListener("click", () => copy(button));
  refresh();
}

document.addEventListener("DOMContentLoaded", start);
