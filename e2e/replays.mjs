// The replay viewer in a browser: a game record kept in the browser's
// storage is listed under Replays on the menu, opens on its title's table,
// and steps forward, back and to a tapped line of its log, by touch. In the
// whole run the Hong Kong game played to its end before is listed too (a
// finished game is kept for Replays). run.mjs calls this with its own
// helpers; alone: node e2e/replays.mjs dist/web.
import path from "node:path";
import { isMain, standalone } from "./lib.mjs";

const kept = {
  title: "hong", seed: 7, saved: "2026-11-01T10:00:00Z",
  seats: [{ level: "human" }, { level: "easy" }],
  moves: ["H a1", "H b1", "H c1", "H d1"],
};

export async function keptGameSteps({ page, cdp, shots, state, waitFor, tapTarget, check, finished }) {
  await page.evaluate(d => localStorage.setItem("quartet.hong-7.json", d), JSON.stringify(kept));
  await tapTarget(page, cdp, "replays");
  const list = await waitFor(page, "the replays list", s => s.scene === "replays" && !s.transition);
  if (!list.games.includes("hong-7.json")) throw new Error(`the kept game is not listed: ${list.games}`);
  if (finished && !list.games.includes(finished)) throw new Error(`the finished game ${finished} is not listed: ${list.games}`);
  await page.screenshot({ path: path.join(shots, "replays-list.png") });
  await tapTarget(page, cdp, "replay-hong-7.json");
  await waitFor(page, "the viewer at the start", s => s.scene === "replay" && !s.transition && s.at === 0 && s.table?.logLength === 0);
  await tapTarget(page, cdp, "replay-next");
  await waitFor(page, "move 1", s => s.at === 1 && s.table?.logLength === 1);
  // Line 2 is on screen on a phone too, where the log shows three lines.
  await tapTarget(page, cdp, "replay-line-2");
  await waitFor(page, "move 2 from its log line", s => s.at === 2 && s.table?.logLength === 2 && s.line.startsWith("2. "));
  await tapTarget(page, cdp, "replay-next");
  await waitFor(page, "move 3", s => s.at === 3 && s.table?.logLength === 3 && s.line.startsWith("3. "));
  await page.screenshot({ path: path.join(shots, "replay-hong.png") });
  await tapTarget(page, cdp, "replay-back");
  const back = await waitFor(page, "back to move 2", s => s.at === 2 && s.table?.logLength === 2);
  if (back.targets.some(t => t.id === "undo" || t.id === "menu")) throw new Error("the viewer offers the table's own buttons");
  await tapTarget(page, cdp, "replay-close");
  await waitFor(page, "the list again", s => s.scene === "replays" && !s.transition);
  await tapTarget(page, cdp, "replays-back");
  await waitFor(page, "the menu", s => s.scene === "menu" && !s.transition);
  check("the replay viewer");
  return { replayListed: list.games.length };
}

if (isMain(import.meta.url)) {
  standalone("replays", 8641, t => keptGameSteps(t));
}
