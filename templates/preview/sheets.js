// The preview page's picture: each bed sheet's SVG cut file and, for a board on several
// sheets, its parts assembled. Loaded before preview.js, whose `element` and `byId` it uses
// when called; plain browser JavaScript like it.
"use strict";

// Each bed sheet's SVG cut file, inline so the page's stylesheet can thicken its hairlines; a
// board on several sheets shows its parts assembled above them, and a click on a part or a sheet
// shows that sheet large.
let chosenSheet = 0; // the sheet shown large, counted from 1; 0 shows the assembled board
const SVG_NS = "http://www.w3.org/2000/svg";

function draw(made) {
  const sheets = made.sheets;
  const several = sheets.length > 1;
  const onSheet = (k) => (made.assembled?.parts ?? []).filter((p) => p.sheet === k).map((p) => p.name);
  const views = sheets.map((sheet, k) => {
    const parsed = new DOMParser().parseFromString(sheet.svg, "image/svg+xml");
    const svg = document.importNode(parsed.documentElement, true);
    svg.removeAttribute("width"); // the file says millimetres; on screen it fits the frame
    svg.removeAttribute("height");
    if (!several) return element("div", { class: "sheet" }, svg);
    const parts = onSheet(k + 1);
    const caption = `Sheet ${k + 1} of ${sheets.length}` + (parts.length ? `: ${parts.join(", ")}` : "");
    svg.setAttribute("aria-hidden", "true"); // the button is named by its caption, the words it shows
    const view = element("div", { class: "sheet", "data-sheet": String(k + 1), tabindex: "0", role: "button",
      "aria-label": `${caption}: show it large` }, svg, element("figcaption", { title: sheet.name }, caption));
    view.addEventListener("click", () => choose(chosenSheet === k + 1 ? 0 : k + 1));
    view.addEventListener("keydown", (event) => { if (event.key === "Enter" || event.key === " ") { event.preventDefault(); view.click(); } });
    return view;
  });
  const back = element("button", { type: "button", id: "show-assembled" }, "\u2190 The assembled board");
  back.addEventListener("click", () => choose(0));
  const assembled = several && made.assembled ? [assembledView(made.assembled), back] : [];
  byId("preview").dataset.sheets = several ? "many" : "one";
  byId("preview").replaceChildren(...assembled, ...views);
  choose(chosenSheet <= sheets.length && several ? chosenSheet : 0);
}

function choose(sheet) {
  chosenSheet = sheet;
  for (const view of document.querySelectorAll("#preview .sheet[data-sheet]")) {
    view.classList.toggle("chosen", Number(view.dataset.sheet) === sheet);
  }
  const assembled = document.querySelector("#preview .assembled");
  if (assembled) assembled.hidden = sheet !== 0;
  if (byId("show-assembled")) byId("show-assembled").hidden = sheet === 0;
  byId("preview").dataset.view = sheet ? `sheet${sheet}` : "assembled";
}

function svgElement(tag, attributes = {}) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

// The board as it goes together: each part outlined, tinted by its sheet, named with it.
function assembledView(data) {
  const [x0, y0, x1, y1] = data.box;
  const pad = 0.02 * Math.max(x1 - x0, y1 - y0);
  const svg = svgElement("svg", { viewBox: `${x0 - pad} ${-y1 - pad} ${x1 - x0 + 2 * pad} ${y1 - y0 + 2 * pad}`,
    role: "group", "aria-label": "The board assembled: each part with its name and sheet" });
  for (const part of data.parts) {
    const xs = part.outline.map(([x]) => x);
    const ys = part.outline.map(([, y]) => y);
    const [left, right, bottom, top] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const size = Math.min(right - left, top - bottom);
    const group = svgElement("g", { class: "part", tabindex: "0", role: "button", "data-sheet": String(part.sheet),
      "aria-label": `${part.name} sheet ${part.sheet}: show the sheet large` });
    group.append(svgElement("path", { d: "M" + part.outline.map(([x, y]) => `${x},${-y}`).join("L") + "Z",
      fill: `hsl(${(part.sheet * 137) % 360} 55% 88%)` }));
    for (const [x, y, r] of part.holes) group.append(svgElement("circle", { cx: x, cy: -y, r }));
    const label = svgElement("text", { x: (left + right) / 2, y: -(bottom + top) / 2, "font-size": size / 4 });
    label.append(svgElement("tspan", { x: (left + right) / 2, dy: "-0.2em" }), svgElement("tspan",
      { x: (left + right) / 2, dy: "1.1em", "font-size": size / 7 }));
    label.children[0].textContent = part.name;
    label.children[1].textContent = `sheet ${part.sheet}`;
    label.children[0].after(" ");  // read (and matched to the button's name) as "A1 sheet 2"
    group.append(label);
    group.addEventListener("click", () => choose(part.sheet));
    group.addEventListener("keydown", (event) => { if (event.key === "Enter" || event.key === " ") { event.preventDefault(); choose(part.sheet); } });
    svg.append(group);
  }
  return element("div", { class: "assembled" }, svg,
    element("figcaption", {}, "Assembled: click a part or a sheet below to see its sheet large"));
}
