// The Hong table in the browser, by touch: the frame rate while the expert
// thinks and while the board animates, against the menu's in the same run;
// then a whole game with the Great Dragons on the castle board against the
// easy computer, with a summon and a power by touch, played at tablet,
// phone and desktop sizes, to the end screen and the kept record.
import path from "node:path";
import { isMain, saying, speak, spokeEveryWord, standalone, toSetup } from "./lib.mjs";

// startHong goes from the menu to a Hong table. seats: 0 human, 1..4
// easy..expert; board: 0 castle, 1 garden, 2 inner.
async function startHong({ page, cdp, waitFor, tapTarget }, seat0, seat1, board, expansion) {
  await toSetup(page, cdp, tapTarget, waitFor, "hong");
  await tapTarget(page, cdp, `seat0-${seat0}`);
  await tapTarget(page, cdp, `seat1-${seat1}`);
  await tapTarget(page, cdp, `option-board-${board}`);
  await tapTarget(page, cdp, `option-expansion-${expansion ? 1 : 0}`);
  await tapTarget(page, cdp, "start");
  // The first frame paints the board, the tiles and the dragons once.
  await waitFor(page, "the Hong table", s => s.scene === "hong" && !s.transition, 180000);
}

// tapAgainUntil taps id until cond holds. A tap the game did not see (a
// frame stalled on a loaded machine) is tapped again, only once the state
// shows it had no effect, and at most twice.
async function tapAgainUntil({ page, cdp, waitFor, tapTarget }, log, id, what, cond, ms = 5000) {
  for (let i = 0; ; i++) {
    await tapTarget(page, cdp, id);
    try {
      return await waitFor(page, what, cond, ms);
    } catch (e) {
      if (i >= 2 || !/timed out/.test(e.message)) throw e;
      log(`again: ${id} (${what})`);
    }
  }
}

export async function hongGame(t) {
  const { page, cdp, state, waitFor, tapTarget, framesPerSecond, shots, check } = t;
  const started = Date.now();
  const out = {};
  const sleep = ms => new Promise(r => setTimeout(r, ms));
  const log = (...a) => console.log(`hong e2e ${((Date.now() - started) / 1000).toFixed(1)}s:`, ...a);
  const shot = name => page.screenshot({ path: path.join(shots, `hong-${name}.png`) });

  async function toMenu() {
    // Two easy computers at the fastest speed may have finished already.
    if ((await state(page)).endScreen) {
      await tapTarget(page, cdp, "to-menu");
      await waitFor(page, "the menu", s => s.scene === "menu" && !s.transition);
      return;
    }
    await tapTarget(page, cdp, "menu");
    await waitFor(page, "the pause menu", s => s.overlay === "pause");
    await tapTarget(page, cdp, "pause-Quit to menu");
    await tapTarget(page, cdp, "confirm");
    await waitFor(page, "the menu", s => s.scene === "menu" && !s.transition);
  }

  const start = (...a) => startHong(t, ...a);

  // 1. Frame rates: the menu, the expert thinking, the board animating,
  // when QUARTET_E2E_FPS=all (make test leaves them to make fps-web).
  await page.setViewportSize({ width: 1024, height: 768 });
  // The game lays its screen out again on its next frame: until then the
  // targets it reports are the phone's, and a tap on one lands elsewhere.
  await waitFor(page, "the desktop layout", s => s.size?.[0] === 1024 && s.size?.[1] === 768);
  await waitFor(page, "the menu", s => s.scene === "menu" && !s.transition);
  if (process.env.QUARTET_E2E_FPS === "all") {
    await sleep(500);
    out.fpsMenu = Math.round(await framesPerSecond(page, 3000) * 10) / 10;
    log("menu", out.fpsMenu, "fps");
    await start(4, 0, 0, true);
    await waitFor(page, "the expert to think", s => s.thinking, 30000);
    await sleep(1000);
    out.fpsThinking = Math.round(await framesPerSecond(page, 3000) * 10) / 10;
    out.stillThinking = (await state(page)).thinking;
    log("expert thinking", out.fpsThinking, "fps");
    // The expert's slice of each frame, in milliseconds: what the frame
    // rate pays for its thinking.
    out.expertSliceMs = Math.round((await state(page)).thinkMs * 10) / 10;
    await toMenu();
    await start(1, 1, 0, true);
    await sleep(800);
    let animating = 0, samples = 0;
    const fps = framesPerSecond(page, 3000);
    for (let i = 0; i < 10; i++) {
      const s = await state(page);
      samples++;
      if (s.animating) animating++;
      await sleep(250);
    }
    out.fpsAnimating = Math.round(await fps * 10) / 10;
    out.animatingShare = Math.round(100 * animating / samples) / 100;
    log("animating", out.fpsAnimating, "fps");
    await toMenu();
    out.thinkingVsMenu = Math.round(100 * out.fpsThinking / out.fpsMenu) / 100;
    out.animatingVsMenu = Math.round(100 * out.fpsAnimating / out.fpsMenu) / 100;
    check("the Hong frame rates");
  }

  // 2. A whole game with the expansion on the castle: the easy computer is
  // the Emperor, the Dragon Master plays by touch and completes Hongs
  // where it can, so as to summon Great Dragons. The screen turns from a
  // tablet to an upright tablet, a phone and a desktop as the game goes.
  // A tap the game did not see (a frame stalled on a loaded machine) is
  // tapped again, only once the state shows it had no effect.
  const tapUntil = (...a) => tapAgainUntil(t, log, ...a);
  await start(1, 0, 0, true);
  const sizes = [[1024, 768, "tablet"], [768, 1024, "tablet-portrait"], [390, 844, "phone"], [1920, 1080, "desktop"]];
  let turns = 0, summons = 0, powers = [], shotLit = false, shotSummon = false;
  const midShots = new Set();
  for (;;) {
    const s = await waitFor(page, "a human turn or the end", s => s.over || s.humanTurn, 120000);
    if (s.over) break;
    const size = sizes[Math.min(sizes.length - 1, Math.floor(turns / 8))];
    if (s.size[0] !== size[0] || s.size[1] !== size[1]) {
      await page.setViewportSize({ width: size[0], height: size[1] });
      await waitFor(page, "the new size", s => s.size[0] === size[0] && s.size[1] === size[1] && s.humanTurn, 20000);
    }
    const now = await state(page);
    if (now.phase === "choosing") {
      const name = now.summary.pending.summon[0];
      await tapUntil(`summon-${name}`, "the summon", s2 => s2.moves > now.moves, 8000);
      summons++;
      continue;
    }
    if (now.phase === "powering") {
      powers.push(now.pending);
      log("power", now.pending);
      await shot(`power-${size[2]}`);
      for (let i = 0; i < 8; i++) {
        const p = await state(page);
        if (p.moves > now.moves || p.phase !== "powering" || p.pending !== now.pending || !p.humanTurn) break;
        if (p.ghost && p.targets.some(t => t.id === "place" && t.enabled)) {
          await tapTarget(page, cdp, "place");
        } else {
          await tapTarget(page, cdp, "cell-" + p.lit[0]);
        }
        await sleep(100);
      }
      await waitFor(page, "the power used", s2 => s2.moves > now.moves || s2.over, 30000);
      continue;
    }
    const hong = now.hongMoves[0];
    const [tile, cell] = hong ? hong.split(" ") : [turns % 2 ? "V" : "H", now.lit[(now.moves * 7) % now.lit.length]];
    await tapUntil("cell-" + cell, "the tile shown", s2 => s2.ghost === cell);
    if (tile === "V") await tapUntil("cell-" + cell, "the tile turned", s2 => s2.ghostTile === "V");
    await tapUntil("place", "the move", s2 => s2.moves > now.moves);
    if (hong) {
      const lit = await waitFor(page, "the Hong lit", s2 => s2.litHongs.length > 0 || s2.summoning || s2.humanTurn || s2.over, 30000);
      if (!shotLit && lit.litHongs.length > 0) {
        shotLit = true;
        await shot(`lit-${size[2]}`);
      }
      const sum = await waitFor(page, "the Hong shown", s2 => s2.summoning || !s2.animating, 30000);
      if (sum.summoning) {
        summons++;
        if (!shotSummon) {
          shotSummon = true;
          await sleep(300);
          await shot(`summon-${size[2]}`);
        }
      }
    }
    turns++;
    log(`turn ${turns}: ${tile} ${cell}`, hong ? "(a Hong)" : "");
    if (turns % 8 === 4 && !midShots.has(size[2])) {
      midShots.add(size[2]);
      await shot(`midgame-${size[2]}`);
    }
  }
  const end = await waitFor(page, "the end screen", s => s.endScreen, 60000);
  // The end at every size: the dialog over the board with every Hong lit.
  for (const [w, h, name] of [[1920, 1080, "desktop"], [1024, 768, "tablet"], [768, 1024, "tablet-portrait"], [390, 844, "phone"]]) {
    await page.setViewportSize({ width: w, height: h });
    await waitFor(page, "the end at " + name, s => s.size[0] === w && s.size[1] === h && s.endScreen, 20000);
    await sleep(400);
    await shot(`end-${name}`);
  }
  await tapTarget(page, cdp, "board");
  await waitFor(page, "the final board", s => s.boardSeen);
  await sleep(300);
  await shot("end-board-phone");
  await tapTarget(page, cdp, "keep");
  // The full game is played in German (run.mjs chose it in the settings).
  const lang = (await state(page)).language;
  const keptWords = saying(lang, "Record kept in this browser's storage as %s: Replays on the menu opens it.");
  await waitFor(page, "the record kept", s => keptWords.test(s.message), 10000);
  const kept = await page.evaluate(() => Object.keys(localStorage).filter(k => k.includes("hong-")));
  if (!kept.length) throw new Error("the finished game's record was not kept");
  await tapTarget(page, cdp, "show-result");
  await tapTarget(page, cdp, "to-menu");
  await waitFor(page, "the menu after Hong", s => s.scene === "menu" && !s.transition);
  await page.setViewportSize({ width: 1024, height: 768 });
  // The game lays its screen out again on its next frame: until then the
  // targets it reports are the phone's, and a tap on one lands elsewhere.
  await waitFor(page, "the desktop layout", s => s.size?.[0] === 1024 && s.size?.[1] === 768);
  if (summons === 0 || powers.length === 0) {
    throw new Error(`the Dragon Master summoned ${summons} dragons and used ${powers.length} powers by touch`);
  }
  out.fullGame = {
    humanTurns: turns, moves: end.moves, hongs: end.summary.hongs, target: end.summary.target,
    winner: end.summary.winnerRole, summons, powers, kept: kept[0],
  };
  await spokeEveryWord(page, "Hong's full game");
  // 3. A whole base game (no dragons) on a phone, by touch, in French
  // where the full game was German; t.base false leaves it to the caller
  // (make test leaves it to e2e/languages.mjs, for its time).
  if (t.base !== false) {
    if (lang !== "en") await speak(page, cdp, tapTarget, waitFor, "fr");
    out.baseGame = await hongBaseGame(t);
    await spokeEveryWord(page, "Hong's base game");
  }
  out.seconds = Math.round((Date.now() - started) / 100) / 10;
  log("done", JSON.stringify(out));
  check("the Hong game");
  return out;
}

// hongBaseGame plays a whole base game (no Great Dragons) by touch on a
// phone: the person is the Dragon Master on the inner 7x7 against the easy
// Emperor, at the animation speed the settings hold (the fastest in the
// suite). Once, a space is tapped while the computer moves: the tap must
// be kept and become the person's first of the turn (play-test: such a tap
// vanished). Starts and ends on the menu.
export async function hongBaseGame(t) {
  const { page, cdp, state, waitFor, tapTarget, shots, check } = t;
  const started = Date.now();
  const log = (...a) => console.log(`hong base e2e ${((Date.now() - started) / 1000).toFixed(1)}s:`, ...a);
  const shot = name => page.screenshot({ path: path.join(shots, `hong-base-${name}.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await waitFor(page, "the menu", s => s.scene === "menu" && !s.transition && s.size[0] === 390);
  await startHong(t, 1, 0, 2, false);
  const tapUntil = (...a) => tapAgainUntil(t, log, ...a);
  let turns = 0, kept = null;
  for (;;) {
    const now = await waitFor(page, "a human turn or the end", s => s.over || s.humanTurn, 60000);
    if (now.over) break;
    let cell = now.ghost;
    if (!cell) {
      cell = now.hongMoves.length ? now.hongMoves[0].split(" ")[1] : now.lit[(now.moves * 7) % now.lit.length];
      await tapUntil("cell-" + cell, "the tile shown", s2 => s2.ghost === cell);
    }
    const tile = now.hongMoves.find(m => m.endsWith(" " + cell))?.split(" ")[0] || (turns % 2 ? "V" : "H");
    if (tile === "V") await tapUntil("cell-" + cell, "the tile turned", s2 => s2.ghostTile === "V");
    if (turns === 2 && !kept) {
      // A space tapped at once after Place, while the Emperor moves: no
      // cell is a target then, so it is tapped where it lies on the screen.
      await tapTarget(page, cdp, "place");
      const [gx, gy, cs, col0] = now.grid;
      const pick = now.lit.filter(c => c !== cell).at(-1);
      if (pick) {
        const col = pick.charCodeAt(0) - 97, row = Number(pick[1]) - 1;
        const { touch } = await import("./lib.mjs");
        await touch(page, cdp, gx + (col - col0 + 0.5) * cs, gy + (7 - 1 - row + 0.5) * cs);
        const after = await state(page);
        kept = { cell: pick, message: after.message, during: !after.humanTurn };
        const mine = await waitFor(page, "the kept tap", s2 => s2.over || (s2.humanTurn && (s2.ghost === pick || s2.refusal)), 60000);
        kept.ghost = mine.ghost;
        kept.refusal = mine.refusal;
        const waiting = [saying(after.language, "Wait: the Emperor is moving. Your tap on %s counts once it is your turn."), saying(after.language, "Wait: the Dragon Master is moving. Your tap on %s counts once it is your turn.")];
        if (kept.during && !waiting.some(w => w.test(kept.message))) throw new Error(`a tap while the Emperor moved: the line says ${JSON.stringify(kept.message)}`);
        if (!mine.over && mine.ghost !== pick && !mine.refusal) throw new Error(`the tap on ${pick} while the Emperor moved was lost: ${JSON.stringify(kept)}`);
        log("kept tap", JSON.stringify(kept));
        await shot("kept-tap");
      }
      turns++;
      continue;
    }
    await tapUntil("place", "the move", s2 => s2.moves > now.moves);
    turns++;
    if (turns === 6) await shot("midgame");
  }
  const end = await waitFor(page, "the end screen", s => s.endScreen, 60000);
  await shot("end");
  await tapTarget(page, cdp, "board");
  await waitFor(page, "the final board", s => s.boardSeen);
  await shot("end-board");
  await tapTarget(page, cdp, "show-result");
  await tapTarget(page, cdp, "to-menu");
  await waitFor(page, "the menu after the base game", s => s.scene === "menu" && !s.transition);
  await page.setViewportSize({ width: 1024, height: 768 });
  // The game lays its screen out again on its next frame: until then the
  // targets it reports are the phone's, and a tap on one lands elsewhere.
  await waitFor(page, "the desktop layout", s => s.size?.[0] === 1024 && s.size?.[1] === 768);
  if (end.summary.winnerRole == null || turns < 15) {
    throw new Error(`the base game ended after ${turns} turns by touch, winner ${end.summary.winnerRole}`);
  }
  check("the Hong base game");
  const out = { humanTurns: turns, moves: end.moves, hongs: end.summary.hongs, target: end.summary.target,
    winner: end.summary.winnerRole, keptTap: kept, seconds: Math.round((Date.now() - started) / 100) / 10 };
  log("done", JSON.stringify(out));
  return out;
}

// Run alone (`node e2e/hong.mjs dist/web`, QUARTET_E2E_PORT to choose the
// port, 8621 by default), the module brings its own server and browser with
// the helpers of e2e/lib.mjs, so that the Hong game can be tried and timed
// without the whole browser suite.
// Alone: node e2e/hong.mjs [dist/web]
if (isMain(import.meta.url)) {
  standalone("hong", 8621, t => hongGame(t));
}
