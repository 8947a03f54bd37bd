// A save the game cannot use must never cost the player the game itself: a
// save that does not parse, or one a newer version wrote (a title or a move
// this version does not know), gives the menu's clear message and a fresh
// start, never a blank screen. run.mjs calls this with its own helpers.
import path from "node:path";

const badSaves = [
  ["unparsable", "{\"title\":\"hongkong\",\"seed\":1,\"moves\":[\"B a1\""],
  ["future-title", JSON.stringify({ title: "mahjong", version: 9, seed: 1, moves: ["pung 3"] })],
  ["future-move", JSON.stringify({ title: "hongkong", version: 9, seed: 1, moves: ["B a1", "T c3 teleport"] })],
];

export async function checkBadSaves({ context, page, openGame, state, waitFor, check, shots }) {
  const seen = [];
  for (const [name, data] of badSaves) {
    await page.evaluate(d => localStorage.setItem("quartet.autosave.json", d), data);
    const opened = await openGame(context, `save ${name}`);
    const s = await waitFor(opened.page, `the notice for the ${name} save`,
      s => s.scene === "menu" && /could not be resumed/.test(s.notice || ""), 30000);
    if (s.resume) throw new Error(`${name} save: the menu still offers to resume it`);
    if (!s.targets.some(t => t.id.startsWith("title-") && t.enabled)) throw new Error(`${name} save: no title to start a fresh game`);
    const f0 = s.frame;
    await waitFor(opened.page, "frames after the notice", s => s.frame > f0 + 5, 10000);
    if (await opened.page.evaluate(() => localStorage.getItem("quartet.autosave.json")) !== null) {
      throw new Error(`${name} save: it was not put aside`);
    }
    // A screenshot is for people to look at; a machine too slow to take one
    // in time is no failure of the game.
    await opened.page.screenshot({ path: path.join(shots, `bad-save-${name}.png`), timeout: 60000 }).catch(() => {});
    check(`the ${name} save`);
    seen.push(s.notice);
    await opened.page.close();
  }
  return seen;
}
