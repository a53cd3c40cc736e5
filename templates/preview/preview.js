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

function currentGame() {
  return catalogue.games.find((g) => g.name === byId("opt-game").value);
}

function title(name) {
  const words = name.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// One labelled input for an Option; `name` keeps the rule booklet's fields apart from the board's.
function optionField(option, value, name = option.name) {
  const id = "opt-" + name;
  let input;
  if (option.kind === "choice") {
    input = element("select");
    for (const choice of option.choices) input.append(new Option(choice, choice));
  } else if (option.kind === "int") {
    input = element("input", { type: "number", step: "1", inputmode: "numeric" });
    if (option.minimum !== null) input.min = option.minimum;
    if (option.maximum !== null) input.max = option.maximum;
  } else {
    input = element("input", { type: "text", spellcheck: "false", placeholder: option.default || "none" });
  }
  Object.assign(input, { id, name, value });
  input.dataset.default = option.default;
  input.dataset.flag = option.flag;
  return element("div", { class: "field", "data-name": name },
    element("label", { for: id }, title(option.name), " ", element("code", {}, option.flag)),
    input,
    element("small", { class: "hint" }, option.help),
    element("p", { class: "problem", "data-for": name, hidden: "" }));
}

// Every board option of the chosen game and every file setting, each from `values` (the URL
// or the form being replaced) when it names it, else the option's default.
function buildForm(values) {
  const game = currentGame();
  byId("game-summary").textContent = game.summary;
  const pick = (option) => values.get(option.name) ?? option.default;
  byId("board-options").replaceChildren(...game.options.map((o) => optionField(o, pick(o))));
  byId("setting-options").replaceChildren(...catalogue.settings.map((o) => optionField(o, pick(o))));
  byId("downloads").replaceChildren(...catalogue.formats.map((f) => {
    const button = element("button", { type: "button", id: "download-" + f.name, title: "." + f.extension },
      f.name.toUpperCase());
    button.addEventListener("click", () => downloadBoardFile(f.name, button));
    return button;
  }));
  buildRules(game.booklet, values);
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
  return [...document.querySelectorAll("#board-options [name], #setting-options [name]")];
}

// The design as the server and the command line take it: the game and every changed option.
function boardQuery() {
  const query = new URLSearchParams({ game: byId("opt-game").value });
  for (const input of optionInputs()) {
    if (changed(input)) query.set(input.name, input.value);
  }
  return query;
}

function shellWord(text) {
  return /^[\w.,:/+=@%-]+$/.test(text) ? text : "'" + text.replace(/'/g, "'\\''") + "'";
}

function boardCommand() {
  const words = ["boardgen", "board", byId("opt-game").value];
  for (const input of optionInputs()) {
    if (changed(input)) words.push(input.dataset.flag, shellWord(input.value));
  }
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
    const board = document.querySelector(`#board-options [name="${name}"]`);
    if (changed(input)) choices.push([name, input.value]);
    else if (board && changed(board)) choices.push([name, board.value]);
  }
  return choices;
}

function bookletQuery() {
  const query = new URLSearchParams({ game: byId("opt-game").value });
  for (const [name, value] of rulesChoices()) query.append(name, value);
  return query;
}

function bookletCommand() {
  const words = ["boardgen", "rules", "booklet", byId("opt-game").value];
  for (const [name, value] of rulesChoices()) words.push("--" + name, shellWord(value));
  return words.join(" ");
}

// The link that restores the page: the board query plus the rule booklet's own fields.
function shareQuery() {
  const query = boardQuery();
  if (currentGame().booklet === null) return query;
  for (const input of document.querySelectorAll("#rules-form [name]")) {
    if (changed(input)) query.append(input.name, input.value);
  }
  return query;
}

function updateLinks() {
  const share = shareQuery().toString();
  history.replaceState(null, "", "?" + share);
  byId("share-link").href = "/?" + share;
  byId("share-link").textContent = location.origin + "/?" + share;
  byId("command").textContent = boardCommand();
  byId("booklet-command").textContent = currentGame().booklet ? bookletCommand() : "";
}

function setStatus(text, state) {
  byId("status").textContent = text;
  byId("status").dataset.state = state;
}

// Each refusal line beside its field: a refused parameter names its flag ("--pitch: ..."),
// a failed shop check its name ("hole spacing: ..."), which /api/options maps to fields.
// Lines that concern the whole board go above the preview.
function fieldFor(line) {
  const named = /^(--[\w-]+|GAME):/.exec(line);
  if (named) return named[1] === "GAME" ? "game" : named[1].slice(2);
  return (catalogue.checks[line.split(":")[0]] || [])[0] || null;
}

function showProblems(lines) {
  for (const node of document.querySelectorAll("#board-form .problem")) {
    node.hidden = true;
    node.replaceChildren();
  }
  for (const input of document.querySelectorAll("#board-form [aria-invalid]")) input.removeAttribute("aria-invalid");
  const general = byId("problems");
  general.replaceChildren();
  for (const line of lines) {
    const spot = document.querySelector(`#board-form .problem[data-for="${fieldFor(line)}"]`);
    const target = spot || general;
    target.append(element("span", {}, line));
    target.hidden = false;
    if (spot) spot.closest(".field, fieldset").querySelector("[name]").setAttribute("aria-invalid", "true");
  }
  general.hidden = general.childElementCount === 0;
}

// Each bed sheet's SVG cut file, inline so the page's stylesheet can thicken its hairlines.
function draw(sheets) {
  byId("preview").replaceChildren(...sheets.map((sheet) => {
    const parsed = new DOMParser().parseFromString(sheet.svg, "image/svg+xml");
    const svg = document.importNode(parsed.documentElement, true);
    svg.removeAttribute("width"); // the file says millimetres; on screen it fits the frame
    svg.removeAttribute("height");
    const caption = sheets.length > 1 ? [element("figcaption", {}, sheet.name)] : [];
    return element("div", { class: "sheet" }, svg, ...caption);
  }));
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
  const query = boardQuery().toString();
  const figure = byId("preview");
  figure.dataset.state = "loading";
  setStatus("Drawing\u2026", "busy");
  let reply, text;
  try {
    reply = await fetch("/api/preview?" + query, {
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
    draw(made.sheets);
    byId("summary").textContent = made.summary;
  }
  showProblems(ok ? [] : text.trim().split("\n"));
  for (const button of byId("downloads").querySelectorAll("button")) button.disabled = !ok;
  figure.dataset.query = query;
  figure.dataset.state = ok ? "ready" : "refused";
  setStatus(ok ? "Verified: ready to cut" : "Refused: see the marked fields", ok ? "ready" : "refused");
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

function downloadBoardFile(format, button) {
  const query = boardQuery();
  query.set("format", format);
  download("/api/file?" + query, button, showProblems);
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

function currentValues() {
  const values = new URLSearchParams();
  for (const input of optionInputs()) values.set(input.name, input.value);
  return values;
}

async function start() {
  catalogue = await (await fetch("/api/options")).json();
  const values = new URLSearchParams(location.search);
  const select = byId("opt-game");
  for (const game of catalogue.games) select.append(new Option(`${game.title} (${game.name})`, game.name));
  if (catalogue.games.some((g) => g.name === values.get("game"))) select.value = values.get("game");
  buildForm(values);
  select.addEventListener("change", () => {
    buildForm(currentValues()); // shared options (pitch, kerf...) keep what was typed
    refresh();
  });
  byId("board-form").addEventListener("input", (event) => { if (event.target !== select) schedule(); });
  byId("rules-form").addEventListener("input", updateLinks);
  byId("download-booklet").addEventListener("click", downloadBooklet);
  for (const form of document.forms) form.addEventListener("submit", (event) => event.preventDefault());
  for (const button of document.querySelectorAll("[data-copy]")) button.addEventListener("click", () => copy(button));
  refresh();
}

document.addEventListener("DOMContentLoaded", start);
