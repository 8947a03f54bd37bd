// A save the game cannot use must never cost the player the game itself: a
// save that does not parse, or one a newer version wrote (a title or a move
// this version does not know), gives the menu's clear message and a fresh
// start, never a blank screen. run.mjs calls this with its own helpers.
import path from "node:path";
import { isMain, standalone, touch } from "./lib.mjs";

const badSaves = [
  ["unparsable", "{\"title\":\"hongkong\",\"seed\":1,\"moves\":[\"B a1\""],
  ["future-title", JSON.stringify({ title: "mahjong", version: 9, seed: 1, moves: ["pung 3"] })],
  ["future-move", JSON.stringify({ title: "hongkong", version: 9, seed: 1, moves: ["B a1", "T c3 teleport"] })],
];

export async function checkBadSaves({ context, page, openGame, state, waitFor, check, shots }) {
  const seen = [];
  for (const [name, data] of badSaves) {
    // Alone in the storage: the games the run played before are in
    // progress too, and the menu rightly offers those.
    await page.evaluate(d => {
      for (const k of Object.keys(localStorage)) if (k.startsWith("quartet.autosave")) localStorage.removeItem(k);
      localStorage.setItem("quartet.autosave.json", d);
    }, data);
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

// Four games in progress, one per title, kept side by side: a Hong Kong
// game played here by touch, and three more as saves (KiezKönig's under the
// one shared name older versions used, which the menu moves to its title's
// own). The menu lists all four, each resumes where it was, and starting a
// game of another title keeps them (the bug: it deleted the first).
const people = n => Array.from({ length: n }, () => ({ level: "human" }));
const seeded = [
  ["quartet.autosave-hong.json", { title: "hong", seed: 7, seats: people(2), moves: ["H a1", "H b1", "H c1"] }],
  ["quartet.autosave.json", { title: "kiezkoenig", seed: 7, seats: people(4), moves: ["roll", "roll", "roll"] }],
  ["quartet.autosave-chinatown.json", { title: "chinatown", seed: 7, seats: people(4), moves: ["P1 keep 5 11 16 40", "P2 keep 43 47 59 62", "P3 keep 6 15 29 30"] }],
];

// reopen reloads the page, as a person coming back to the game does, and
// taps the start screen.
async function reopen(page, cdp, touch, waitFor) {
  await page.reload();
  await page.waitForSelector("#start", { state: "visible", timeout: 120000 });
  const box = await page.locator("#start").boundingBox();
  await touch(page, cdp, box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForSelector("#front", { state: "detached", timeout: 10000 });
  return waitFor(page, "the menu", s => s.scene === "menu" && !s.transition);
}

async function quitToMenu({ page, cdp, tapTarget, waitFor }) {
  await tapTarget(page, cdp, "menu");
  await waitFor(page, "the pause menu", s => s.overlay === "pause");
  await tapTarget(page, cdp, "pause-Quit to menu");
  const q = (await waitFor(page, "the quit question", s => !!s.question)).question;
  await tapTarget(page, cdp, "confirm");
  await waitFor(page, "the menu", s => s.scene === "menu" && !s.transition);
  return q;
}

export async function gamesInProgress(t) {
  const { page, cdp, shots, waitFor, tapTarget, touch, check } = t;
  const out = {};
  await page.evaluate(() => Object.keys(localStorage).filter(k => k.startsWith("quartet.autosave")).forEach(k => localStorage.removeItem(k)));
  await reopen(page, cdp, touch, waitFor);
  // A Hong Kong game between two people, one move in, left by the quit dialog.
  await tapTarget(page, cdp, "title-hongkong");
  await waitFor(page, "setup", s => s.scene === "setup" && !s.transition);
  await tapTarget(page, cdp, "seat0-0");
  await tapTarget(page, cdp, "seat1-0");
  await tapTarget(page, cdp, "start");
  const table = await waitFor(page, "the Hong Kong table", s => s.scene === "hongkong" && !s.transition && s.humanTurn);
  const plot = table.legal[0];
  await tapTarget(page, cdp, "plot-" + plot);
  await waitFor(page, "the move", s => s.moves === 1);
  out.quitInProgress = await quitToMenu(t);
  if (!/stays saved to resume/.test(out.quitInProgress)) throw new Error(`the quit dialog asked "${out.quitInProgress}" of a game in progress`);
  await page.evaluate(saves => saves.forEach(([k, v]) => localStorage.setItem(k, JSON.stringify(v))), seeded);
  const menu = await reopen(page, cdp, touch, waitFor);
  const want = ["hongkong", "hong", "kiezkoenig", "chinatown"];
  if (JSON.stringify(menu.saves) !== JSON.stringify(want)) throw new Error(`games in progress on the menu: ${JSON.stringify(menu.saves)}, want ${JSON.stringify(want)}`);
  if (await page.evaluate(() => localStorage.getItem("quartet.autosave.json")) !== null ||
      await page.evaluate(() => localStorage.getItem("quartet.autosave-kiezkoenig.json")) === null) {
    throw new Error("the game saved under the old shared name was not moved to its title's");
  }
  for (const t of want) {
    if (!menu.targets.some(x => x.id === `resume-${t}` && x.enabled && x.w >= 44 && x.h >= 44)) throw new Error(`no Resume for ${t}`);
  }
  await page.screenshot({ path: path.join(shots, "menu-four-games-in-progress-tablet.png") });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = await waitFor(page, "the phone's menu", s => s.size[0] === 390 && s.targets.some(x => x.id === "resume-chinatown"));
  for (const x of phone.targets) {
    if (x.x < 0 || x.y < 0 || x.x + x.w > 390.5 || x.y + x.h > 844.5) throw new Error(`phone: ${x.id} is off screen`);
  }
  await page.screenshot({ path: path.join(shots, "menu-four-games-in-progress-phone.png") });
  await page.setViewportSize(size);
  await waitFor(page, "the tablet's menu again", s => s.size[0] === size.width);
  // Each resumes where it was.
  const moves = { hongkong: 1, hong: 3, kiezkoenig: 3, chinatown: 3 };
  for (const id of want) {
    await tapTarget(page, cdp, `resume-${id}`);
    const s = await waitFor(page, `the resumed ${id} game`, s => s.scene === id && !s.transition, 60000);
    if (s.moves !== moves[id]) throw new Error(`${id} resumed with ${s.moves} moves, want ${moves[id]}`);
    await quitToMenu(t);
    check(`resuming ${id}`);
  }
  // Starting a new Hong Kong game asks first, and keeps the old one until
  // the new game's first move.
  await tapTarget(page, cdp, "title-hongkong");
  const asked = await waitFor(page, "the replace question", s => !!s.question);
  if (!/Replace your game of Hong Kong in progress/.test(asked.question)) throw new Error(`a new Hong Kong game asked "${asked.question}"`);
  await tapTarget(page, cdp, "keep");
  await waitFor(page, "the question gone", s => !s.question && s.saves.length === 4);
  out.gamesInProgress = want.length;
  check("four games in progress");
  return out;
}

// A browser whose storage is full refuses the save: the table says so on
// its message line, and the game saved before stays whole.
export async function storageFull(t) {
  const { page, cdp, shots, waitFor, tapTarget, touch, check } = t;
  await page.evaluate(() => {
    Object.keys(localStorage).filter(k => k.startsWith("quartet.autosave")).forEach(k => localStorage.removeItem(k));
    localStorage.setItem("quartet.autosave-hongkong.json", JSON.stringify({ title: "hongkong", seed: 3, seats: [{ level: "human" }, { level: "human" }], moves: ["B a1"] }));
  });
  await reopen(page, cdp, touch, waitFor);
  const before = await page.evaluate(() => localStorage.getItem("quartet.autosave-hongkong.json"));
  await page.evaluate(() => {
    const setItem = Storage.prototype.setItem;
    window.quartetRealSetItem = setItem;
    Storage.prototype.setItem = function (k, v) {
      if (String(k).startsWith("quartet.autosave")) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      return setItem.call(this, k, v);
    };
  });
  await tapTarget(page, cdp, "resume-hongkong");
  const s = await waitFor(page, "the resumed game", s => s.scene === "hongkong" && !s.transition && s.humanTurn);
  await tapTarget(page, cdp, "plot-" + s.legal[0]);
  const said = await waitFor(page, "the full storage said", s => /Your browser's storage is full: this move is not saved/.test(s.message || ""));
  await page.screenshot({ path: path.join(shots, "table-storage-full.png") });
  if (await page.evaluate(() => localStorage.getItem("quartet.autosave-hongkong.json")) !== before) throw new Error("the saved game changed while the storage was full");
  const q = await quitToMenu(t);
  if (!/only up to move 1/.test(q)) throw new Error(`leaving with the storage full asked "${q}"`);
  await page.evaluate(() => { Storage.prototype.setItem = window.quartetRealSetItem; });
  check("a full storage");
  return { message: said.message, question: q };
}

// Alone: node e2e/saves.mjs [dist/web] runs the saves' checks that need no
// second page (the bad saves run inside e2e/run.mjs).
if (isMain(import.meta.url)) {
  standalone("saves", 8631, async t => ({ ...await gamesInProgress({ ...t, touch }), ...await storageFull({ ...t, touch }) }));
}
