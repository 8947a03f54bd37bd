// KiezKönig in the browser, by touch: a whole three-player game (one person,
// two easy computers) to the end screen with at least one fight by the
// person, screenshots at phone, tablet and desktop sizes, and the frame
// rate with five tokens on the move and while the expert thinks, against
// the menu's in the same run. run.mjs calls it with its helpers.
import path from "node:path";

export async function kiezkoenig(h) {
  const { context, openGame, state, waitFor, tapTarget, framesPerSecond, shots, report, check, sleep } = h;
  const { page, cdp } = await openGame(context, "kiezkoenig");
  const shot = name => page.screenshot({ path: path.join(shots, `kiezkoenig-${name}.png`) });
  const fps = async () => Math.round(await framesPerSecond(page, 3000) * 10) / 10;
  const enabled = (s, id) => s.targets?.some(t => t.id === id && t.enabled);
  const r = report.kiezkoenig = {};
  const t00 = Date.now();
  const log = what => console.log(`kiezkoenig ${Math.round((Date.now() - t00) / 1000)}s: ${what}`);

  async function start(levels) {
    await tapTarget(page, cdp, "title-kiezkoenig");
    await waitFor(page, "setup", s => s.scene === "setup" && !s.transition, 180000);
    await tapTarget(page, cdp, `players-${levels.length - 2}`);
    for (const [i, l] of levels.entries()) await tapTarget(page, cdp, `seat${i}-${l}`);
    await tapTarget(page, cdp, "start");
    await waitFor(page, "the KiezKönig table", s => s.scene === "kiezkoenig" && !s.transition, 180000);
  }
  async function quit() {
    await tapTarget(page, cdp, "menu");
    await waitFor(page, "the pause menu", s => s.overlay === "pause");
    await tapTarget(page, cdp, "pause-Quit to menu");
    await tapTarget(page, cdp, "confirm");
    await waitFor(page, "the menu", s => s.scene === "menu" && !s.transition, 180000);
  }

  // 1. Frame rates: the menu, five computer players on the move, the expert.
  r.fpsMenu = await fps();
  log(`menu ${r.fpsMenu} fps`);
  await start([1, 1, 1, 1, 1]);
  // The five tokens sway on the street from the first frame, and the
  // start throws and first walks follow.
  await waitFor(page, "the start throws", s => s.moves >= 1, 300000);
  r.fpsFiveTokens = await fps();
  log(`five tokens ${r.fpsFiveTokens} fps`);
  for (const [w, hgt, name] of [[1920, 1080, "desktop"], [390, 844, "phone"], [1024, 768, "tablet"]]) {
    await page.setViewportSize({ width: w, height: hgt });
    await sleep(700);
    await shot(`five-seats-${name}`);
    const s = await state(page);
    for (const t of s.targets) {
      if (t.w < 44 || t.h < 44) throw new Error(`KiezKönig ${name}: target ${t.id} is ${t.w}x${t.h}, under 44 px`);
      if (t.x < 0 || t.y < 0 || t.x + t.w > w + 0.5 || t.y + t.h > hgt + 0.5) throw new Error(`KiezKönig ${name}: target ${t.id} is off screen`);
    }
  }
  await quit();
  await start([4, 4]);
  await waitFor(page, "the expert to think", s => s.thinking && s.phase !== "order", 300000);
  r.fpsExpertThinking = await fps();
  r.expertStillThinking = (await state(page)).thinking;
  log(`expert thinking ${r.fpsExpertThinking} fps`);
  await quit();
  check("KiezKönig frame rates");

  // 2. A whole game by touch against two easy computers.
  const t0 = Date.now();
  await start([0, 1, 1]);
  let humanMoves = 0, fights = 0, duelShot = false;
  for (;;) {
    let s = await waitFor(page, "a decision, a computer turn or the end",
      s => s.over || s.humanTurn || (enabled(s, "skip") && !s.skipping), 180000);
    if (s.over) break;
    if (!s.humanTurn) {
      await tapTarget(page, cdp, "skip");
      continue;
    }
    const ids = s.choices.map(c => c.id);
    const has = p => ids.find(id => id.startsWith(p));
    const before = s.moves;
    let id;
    if (s.lit?.length && !ids.some(i => i.startsWith("drive-"))) {
      id = "space-" + s.lit[(s.moves * 7) % s.lit.length]; // Turbo or Super Turbo: a lit space
    } else if (has("target-")) {
      id = has("target-");
      fights++;
    } else if (has("bet-")) {
      id = has("bet-");
    } else if (has("fight")) {
      id = "fight";
    } else if (has("corrupt-")) {
      if (!duelShot) { duelShot = true; await sleep(400); await shot("duel"); }
      id = ids.filter(i => i.startsWith("corrupt-")).pop();
    } else {
      id = has("roll") || has("rob") || has("accept") || has("support-none") || has("buy-") ||
        ids.filter(i => i.startsWith("drive-")).pop() || has("draw") || has("sell-") || has("lose-") || has("decline") || ids[0];
    }
    await tapTarget(page, cdp, id);
    if (id === "fight" || id.startsWith("bet-")) continue; // a step of choosing the fight
    await waitFor(page, "the move to register", s2 => s2.moves > before || s2.over, 30000);
    humanMoves++;
    if (humanMoves % 10 === 0) log(`${humanMoves} moves by the person, turn ${s.summary.turns}, ${fights} fights`);
    if (humanMoves === 12) await shot("midgame");
  }
  const end = await waitFor(page, "the end screen", s => s.endScreen, 120000);
  await sleep(600);
  await shot("end");
  r.game = { ms: Date.now() - t0, humanMoves, fightsByPerson: fights, moves: end.moves, turns: end.summary.turns, winner: end.winner };
  if (fights < 1) throw new Error(`the person fought no fight in a whole game: ${JSON.stringify(r.game)}`);
  await tapTarget(page, cdp, "to-menu");
  await waitFor(page, "the menu after KiezKönig", s => s.scene === "menu" && !s.transition);
  check("the KiezKönig game");
  await page.close();
}
