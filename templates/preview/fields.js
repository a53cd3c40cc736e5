// The preview page's fields: one input per Option (a menu, a number, a text area with a file
// loader), the material menu, the formats' check boxes and which sections they show. Loaded
// before preview.js, whose `element`, `byId`, `catalogue` and `coupon` it uses when called;
// plain browser JavaScript like it.
"use strict";

// The sections a form opens with; the others are a click away.
const OPEN_SECTIONS = new Set(["Board", "Pieces and holes", "Output"]);
// Names of presets in a pasted --materials-text: its [NAME] tables (not [NAME.laser]).
const PRESET_TABLE = /^\s*\[\s*(?:"([^"]+)"|([A-Za-z0-9_-]+))\s*\]\s*$/gm;

// The input for an Option: a menu for a choice (and for the material preset, the shipped
// presets and those pasted), a number box for a whole number, a text area for a document.
function optionInput(option) {
  if (option.name === catalogue.material) return element("select");
  if (option.kind === "choice") {
    const input = element("select");
    for (const choice of option.choices) input.append(new Option(choice, choice));
    return input;
  }
  if (option.kind === "int") {
    const input = element("input", { type: "number", step: "1", inputmode: "numeric" });
    if (option.minimum !== null) input.min = option.minimum;
    if (option.maximum !== null) input.max = option.maximum;
    return input;
  }
  if (option.kind === "document") return element("textarea", { rows: "4", spellcheck: "false", placeholder: "none" });
  return element("input", { type: "text", spellcheck: "false", placeholder: option.default || "none" });
}

// One labelled input for an Option; `name` keeps the rule booklet's fields apart from the board's.
function optionField(option, value, name = option.name) {
  const id = "opt-" + name;
  const input = optionInput(option);
  Object.assign(input, { id, name });
  if (input.tagName === "SELECT" && option.name === catalogue.material) fillMaterials(input, value, "");
  input.value = value;
  input.dataset.default = option.default;
  input.dataset.optionDefault = option.default; // the default is a preset's value while one sets it
  input.dataset.flag = option.flag;
  const extra = option.kind === "document" ? [documentLoader(input)] : [];
  return element("div", { class: "field", "data-name": name },
    element("label", { for: id }, option.label, " ", element("code", {}, option.flag)),
    input, ...extra,
    element("small", { class: "hint" }, option.help),
    element("p", { class: "problem", "data-for": name, hidden: "" }));
}

// A button that reads a file the user picks into a document's text area, in the browser:
// the server never opens a file for the page.
function documentLoader(area) {
  const picker = element("input", { type: "file", accept: ".toml,text/plain", "aria-label": "Load a file into " + area.name });
  picker.addEventListener("change", async () => {
    if (!picker.files.length) return;
    area.value = await picker.files[0].text();
    area.dispatchEvent(new Event("input", { bubbles: true }));
  });
  return element("label", { class: "loader" }, "Load a file\u2026 ", picker);
}

// The material menu: none, the shipped presets by machine, then the presets named in the
// pasted text; a value from a link that names none of them is kept, for the server to judge.
function fillMaterials(select, value, pasted) {
  const group = (label, names) => {
    const node = element("optgroup", { label });
    node.append(...names.map(([name, text]) => new Option(text, name)));
    return node;
  };
  const shipped = (machine) => catalogue.materials.filter((m) => m.machine === machine)
    .map((m) => [m.name, `${m.description} (${m.name})`]);
  const mine = [...pasted.matchAll(PRESET_TABLE)].map((found) => found[1] || found[2]);
  const known = new Set([...catalogue.materials.map((m) => m.name), ...mine, ""]);
  select.replaceChildren(new Option("none: the options as set", ""), group("For a laser", shipped("laser")),
    group("For a CNC router", shipped("router")), group("For a 3D printer", shipped("printer")), ...(mine.length ? [group("Your presets", mine.map((n) => [n, n]))] : []),
    ...(known.has(value) ? [] : [new Option(value, value)]));
  select.value = value;
}

function refreshMaterials() {
  const select = byId("opt-" + catalogue.material);
  const pasted = byId("opt-" + catalogue.materialsText);
  if (select && pasted) fillMaterials(select, select.value, pasted.value);
}

// The formats to write, as check boxes (a zip of them is its own download button).
function formatField(values) {
  const chosen = (values.get("format") ?? formatDefault()).split(",");
  const boxes = formatList().filter((f) => !f.packs).map((f) => element("label", { class: "format" },
    Object.assign(element("input", { type: "checkbox", value: f.name, "data-format": "" }), { checked: chosen.includes(f.name) }),
    " ", f.name.toUpperCase()));
  return element("div", { class: "field", "data-name": "format" },
    element("p", { class: "label", id: "formats-label" }, formatOption().label, " ", element("code", {}, formatOption().flag)),
    element("div", { class: "formats", role: "group", "aria-labelledby": "formats-label" }, ...boxes),
    element("small", { class: "hint" }, piecesMode() ? formatOption().help : "The files the command line writes, and "
      + "what the summary and the zip cover; CNC settings show with G-code, laser settings with LightBurn."),
    element("p", { class: "problem", "data-for": "format", hidden: "" }));
}

function chosenFormats() {
  return [...document.querySelectorAll("#sections [data-format]")].filter((box) => box.checked).map((box) => box.value);
}

// The format list as typed after --format, or null when it is the default.
function formatText() {
  const text = chosenFormats().join(",");
  return text === formatDefault() ? null : text;
}

// The command's own default formats: the coupon's differ from a board's; the pieces' follow the material.
function formatDefault() {
  return coupon() ? catalogue.coupon.format : formatOption().default;
}

// The --format option and the formats the tab's command writes: the pieces' own, or a board's.
function formatOption() {
  return piecesMode() ? catalogue.pieces.format : catalogue.format;
}

function formatList() {
  return piecesMode() ? catalogue.pieces.formats : catalogue.formats;
}

// Laser and CNC settings only where a chosen format reads them.
function showSections() {
  const used = new Set(formatList().filter((f) => chosenFormats().includes(f.name)).flatMap((f) => f.sections));
  const optional = new Set(catalogue.formats.flatMap((f) => f.sections));
  for (const details of document.querySelectorAll("#sections details")) {
    details.hidden = optional.has(details.dataset.section) && !used.has(details.dataset.section);
  }
}

// Each field a shipped preset sets shows the value in force: the chosen preset's and laser's
// unless the field is changed, with a note saying where it comes from. That value is then the
// field's default, so an untouched field stays out of the query and the command line, as the
// preset fills it in; a field changed keeps its value. (Presets pasted as text are the
// server's to read; the summary lists what they set.)
function showPresetValues() {
  const material = byId("opt-" + catalogue.material)?.value;
  const laser = byId("opt-laser")?.value;
  const preset = catalogue.materials.find((m) => m.name === material);
  const settings = preset ? preset.settings[laser] : {};
  for (const field of document.querySelectorAll("#sections .field[data-name]")) {
    const value = settings[field.dataset.name];
    const input = field.querySelector("[name]");
    let note = field.querySelector(".preset");
    if (input?.dataset.optionDefault !== undefined && input.type !== "checkbox") {
      const untouched = !changed(input) && input.dataset.given === undefined;
      delete input.dataset.given;
      input.dataset.default = value ?? input.dataset.optionDefault;
      if (untouched) input.value = input.dataset.default;
    }
    if (value === undefined) {
      note?.remove();
      continue;
    }
    if (!note) {
      note = element("small", { class: "preset" });
      field.querySelector(".hint").before(note);
    }
    note.textContent = changed(input) ? `The preset's ${value} is overridden by this value.` : `From the preset: ${value}`;
  }
}
