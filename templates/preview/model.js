// The board in 3D: the design's GLB (`--format glb`, the command line's bytes) in Google's
// <model-viewer>, turnable with the mouse or a finger. The viewer (vendor/, with its licence)
// is loaded from this server the first time the view is opened, so the page stays light and
// needs nothing online. Loaded before preview.js, whose `byId` and `boardQuery` it uses.
"use strict";

let viewerLoaded = null; // the viewer module's import, started once

function modelQuery() {
  const query = boardQuery();
  query.set("format", "glb");
  return "/api/file?" + query;
}

// Show or hide the 3D view; shown, it loads the current design.
function toggleModel() {
  const button = byId("show-3d");
  const shown = button.getAttribute("aria-pressed") !== "true";
  button.setAttribute("aria-pressed", String(shown));
  byId("model").hidden = !shown;
  if (shown) showModel();
}

// A board has a 3D view; the coupon, a strip of test holes, the pieces and the cards have none.
function modelForMode() {
  byId("show-3d").hidden = mode !== "board";
  if (mode !== "board") {
    byId("show-3d").setAttribute("aria-pressed", "false");
    byId("model").hidden = true;
  }
}

// Called with every design the preview settles on: the 3D view, when open, follows it.
function showModel() {
  const figure = byId("model");
  if (figure.hidden || mode !== "board") return;
  const source = modelQuery();
  if (figure.dataset.source === source) return;
  figure.dataset.source = source;
  figure.dataset.state = "loading";
  viewerLoaded ??= import("/model-viewer.js");
  viewerLoaded.then(() => {
    let viewer = figure.querySelector("model-viewer");
    if (!viewer) {
      viewer = document.createElement("model-viewer");
      for (const [name, value] of Object.entries({ "camera-controls": "", "touch-action": "pan-y",
        "camera-orbit": "0deg 50deg auto", "shadow-intensity": "0.5", "interaction-prompt": "none",
        alt: "The board in 3D: drag to turn it, scroll or pinch to zoom" })) viewer.setAttribute(name, value);
      viewer.addEventListener("load", () => { figure.dataset.state = "ready"; });
      viewer.addEventListener("error", () => { figure.dataset.state = "failed"; });
      figure.replaceChildren(viewer, element("figcaption", {}, "The board in 3D: drag to turn it, scroll or pinch to zoom"));
    }
    viewer.setAttribute("src", source);
  }, () => { figure.dataset.state = "failed"; });
}
