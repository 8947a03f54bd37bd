// A seat's name is typed on the setup page by touch: the tap on the name
// gives the page's text field the focus, which is what brings up a phone's
// on-screen keyboard, and what that keyboard types (here inserted as a
// keyboard inserts it) becomes the seat's name. Run alone:
// node e2e/names.mjs [dist/web].
import { isMain, standalone, toSetup } from "./lib.mjs";

export async function typeASeatsName({ page, cdp, waitFor, tapTarget, check, shots }) {
  await toSetup(page, cdp, tapTarget, waitFor, "hongkong");
  await tapTarget(page, cdp, "seat1-0");
  await tapTarget(page, cdp, "name1");
  // The focus may move to the field at the finger's lift (iOS needs it
  // there): wait for it.
  let focused = "";
  for (let i = 0; i < 50 && focused !== "TEXTAREA"; i++) {
    focused = await page.evaluate(() => document.activeElement?.tagName || "");
    if (focused !== "TEXTAREA") await new Promise(r => setTimeout(r, 100));
  }
  if (focused !== "TEXTAREA") throw new Error(`a tap on the name left the focus on ${focused}: no keyboard would come up`);
  await cdp.send("Input.insertText", { text: "Ada" });
  await waitFor(page, "the name typed", s => s.targets?.some(t => t.id === "name1" && t.label === "Ada"), 10000);
  // Backspace takes a letter back, as a phone's keyboard sends it.
  const key = type => cdp.send("Input.dispatchKeyEvent", { type, key: "Backspace", code: "Backspace", windowsVirtualKeyCode: 8 });
  await key("keyDown");
  await key("keyUp");
  await waitFor(page, "a letter taken back", s => s.targets?.some(t => t.id === "name1" && t.label === "Ad"), 10000);
  await cdp.send("Input.insertText", { text: "a L." });
  const s = await waitFor(page, "the name typed on", s => s.targets?.some(t => t.id === "name1" && t.label === "Ada L."), 10000);
  await page.screenshot({ path: `${shots}/name-typed.png` }).catch(() => {});
  await tapTarget(page, cdp, "start");
  await waitFor(page, "the table", s => s.scene === "hongkong" && !s.transition);
  // Back to the menu, where the next step begins: no move made, nothing kept.
  await tapTarget(page, cdp, "menu");
  await tapTarget(page, cdp, "pause-Quit to menu");
  await tapTarget(page, cdp, "confirm");
  await waitFor(page, "the menu", s => s.scene === "menu" && !s.transition);
  check("typing a seat's name");
  return { label: s.targets.find(t => t.id === "name1").label };
}

if (isMain(import.meta.url)) {
  standalone("names", 18391, typeASeatsName, "390x844");
}
