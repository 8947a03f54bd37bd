// A title's guided first game (issue 26), played to its end by touch on a
// phone: the card's Learn to play, each step's Next or expected move, a
// wrong tap answered with the step's words, then "You are ready" and a
// real game against an easy computer player. The whole run (run.mjs)
// plays Hong Kong's; alone, node e2e/tutorial.mjs [dist/web] plays every
// title's that has one, at 390x844.
import path from "node:path";
import { isMain, standalone, touch } from "./lib.mjs";

// makeMove taps what makes an expect step's move, per title.
const makeMove = {
  // Double or Roof where the move needs them, then its plots; where the
  // step names a rule ("R c[23]") the first plot it lights.
  async hongkong(h, lesson) {
    const f = lesson.expect.trim().split(/\s+/);
    const lit = lesson.show.filter(id => id.startsWith("plot-"));
    for (let i = 0; i + 1 < f.length; i += 2) {
      if (f[i] === "F") await h.tapTarget(h.page, h.cdp, "piece-double");
      if (f[i] === "R") await h.tapTarget(h.page, h.cdp, "piece-roof");
      await h.tapTarget(h.page, h.cdp, /[*?[]/.test(f[i + 1]) ? lit[0] : "plot-" + f[i + 1]);
    }
  },
  // The space, again until the tile stands as the move has it, then Place.
  async hong(h, lesson) {
    const [tile, cell] = lesson.expect.trim().split(/\s+/);
    await h.tapTarget(h.page, h.cdp, "cell-" + cell);
    for (let i = 0; i < 2 && (await h.waitFor(h.page, "the tile", s => s.ghost === cell)).ghostTile !== tile; i++) {
      await h.tapTarget(h.page, h.cdp, "cell-" + cell);
    }
    await h.tapTarget(h.page, h.cdp, "place");
  },
  // The one button the step lights; a fight then takes the defender's
  // stakes its move names ("fight D1 D1 P2", or a rule: "fight * * P2").
  async kiezkoenig(h, lesson) {
    await h.tapTarget(h.page, h.cdp, lesson.show[0]);
    const f = lesson.expect.trim().split(/\s+/);
    if (f[0] !== "fight") return;
    const fits = new RegExp("^" + `target-${f[2]}-${f[3]}`.replace(/\*/g, ".*").replace(/\?/g, ".") + "$");
    const s = await h.waitFor(h.page, "the stakes to fight for", s => s.targets?.some(t => fits.test(t.id) && t.enabled), 30000);
    await h.tapTarget(h.page, h.cdp, s.targets.find(t => fits.test(t.id)).id);
  },
  // The cards kept then Keep, an offer's Accept, Done trading, a tile
  // then its lot, or Done building: the move names its seat first.
  async chinatown(h, lesson) {
    const [, action, ...args] = lesson.expect.trim().split(/\s+/);
    const tap = id => h.tapTarget(h.page, h.cdp, id);
    if (action === "keep") {
      for (const lot of args) await tap("card-" + lot);
      await tap("keep");
    } else if (action === "confirm") {
      await tap("accept-" + args[0].replace("#", ""));
    } else if (action === "place") {
      await tap("tile-" + args[0]);
      await tap("lot-" + args[1]);
    } else {
      await tap({ done: "done", pass: "pass" }[action]);
    }
  },
};

// calm: the tutorial waits on the person.
const calm = s => s.tutorial && !s.transition && s.animating === false &&
  (s.tutorial.done || s.tutorial.kind === "show" || s.tutorial.kind === "expect" && s.humanTurn);

export async function hongKongTutorial(h) {
  return { tutorialMs: await playTutorial(h, "hongkong") };
}

// playTutorial plays title's tutorial from the menu to a real game, and
// returns how long the tutorial took, in ms.
export async function playTutorial(h, title) {
  const { page, cdp, shots, waitFor, tapTarget } = h;
  const started = Date.now();
  await tapTarget(page, cdp, "learn-" + title);
  let s = await waitFor(page, "the tutorial", calm, 30000);
  let wrongTried = false;
  while (!s.tutorial.done) {
    const step = s.tutorial.step;
    if (s.tutorial.missing.length) throw new Error(`${title} tutorial step ${step} lights ${s.tutorial.missing}, not on the table`);
    if (s.tutorial.kind === "show") {
      await tapTarget(page, cdp, "tutorial-next");
    } else {
      if (!wrongTried) {
        // A tap off the lit plot: the step's words, and nothing played.
        wrongTried = true;
        // The board's far corner (Hong Kong's e5, Hong's i7, Chinatown's
        // lot 1), or KiezKönig's middle: lit nowhere.
        const b = s.targets.find(t => t.id === "plot-e5" || t.id === "cell-h7" || t.id === "lot-1") ?? { x: 170, y: 300, w: 50, h: 50 };
        await touch(page, cdp, b.x + b.w / 2, b.y + b.h / 2);
        const r = await waitFor(page, "the refusal", s => s.refusal !== "", 10000);
        if (r.refusal !== s.tutorial.say || r.moves !== s.moves) throw new Error(`${title}: a wrong tap said ${JSON.stringify(r.refusal)} after ${r.moves} moves`);
        await page.screenshot({ path: path.join(shots, `tutorial-${title}-wrong-tap-phone.png`) });
      }
      await makeMove[title](h, s.tutorial);
    }
    // A duel the person fights (KiezKönig) waits for each of their
    // throws: the step on lights Throw your die.
    for (;;) {
      s = await waitFor(page, `the step after ${step}`, s => s.throwWait || calm(s) && s.tutorial.step !== step, 60000);
      if (!s.throwWait) break;
      await tapTarget(page, cdp, "duel-throw");
      await waitFor(page, "the throw", s => !s.throwWait, 10000);
    }
    if (s.tutorial.step === 2) await page.screenshot({ path: path.join(shots, `tutorial-${title}-step-phone.png`) });
  }
  if (!/^You are ready/.test(s.message)) throw new Error(`${title}: the tutorial ends with ${JSON.stringify(s.message)}`);
  await page.screenshot({ path: path.join(shots, `tutorial-${title}-ready-phone.png`) });
  const ms = Date.now() - started;
  await tapTarget(page, cdp, "tutorial-play");
  await waitFor(page, "a real game", s => s.scene === title && !s.transition && !s.tutorial && s.moves === 0, 30000);
  return ms;
}

if (isMain(import.meta.url)) {
  standalone("tutorial", 8641, async t => {
    const report = {};
    for (const title of Object.keys(makeMove)) {
      report[title + "Ms"] = await playTutorial(t, title);
      await t.tapTarget(t.page, t.cdp, "menu");
      await t.tapTarget(t.page, t.cdp, "pause-Quit to menu");
      await t.tapTarget(t.page, t.cdp, "confirm");
      await t.waitFor(t.page, "the menu", s => s.scene === "menu" && !s.transition);
    }
    return report;
  }, "390x844");
}
