// Hong Kong's guided first game (issue 26), played to its end by touch on
// a phone: the card's Learn to play, each step's Next or expected move,
// a wrong tap answered with the step's words, then "You are ready" and a
// real game against an easy computer player. Alone:
// node e2e/tutorial.mjs [dist/web] (at 390x844).
import path from "node:path";
import { isMain, standalone, touch } from "./lib.mjs";

// taps are the targets that make a Hong Kong expect step's move: Double
// or Roof where the move needs them, then its plots; where the step names
// a rule ("R c[23]") the first plot it lights.
function taps(lesson) {
  const f = lesson.expect.trim().split(/\s+/);
  const lit = lesson.show.filter(id => id.startsWith("plot-"));
  const out = [];
  for (let i = 0; i + 1 < f.length; i += 2) {
    if (f[i] === "F") out.push("piece-double");
    if (f[i] === "R") out.push("piece-roof");
    out.push(/[*?[]/.test(f[i + 1]) ? lit[0] : "plot-" + f[i + 1]);
  }
  return out;
}

// calm: the tutorial waits on the person.
const calm = s => s.tutorial && !s.transition && s.animating === false &&
  (s.tutorial.done || s.tutorial.kind === "show" || s.tutorial.kind === "expect" && s.humanTurn);

export async function hongKongTutorial(h) {
  const { page, cdp, shots, waitFor, tapTarget } = h;
  const started = Date.now();
  await tapTarget(page, cdp, "learn-hongkong");
  let s = await waitFor(page, "the tutorial", calm, 30000);
  let wrongTried = false;
  while (!s.tutorial.done) {
    const step = s.tutorial.step;
    if (s.tutorial.missing.length) throw new Error(`tutorial step ${step} lights ${s.tutorial.missing}, not on the table`);
    if (s.tutorial.kind === "show") {
      await tapTarget(page, cdp, "tutorial-next");
    } else {
      if (!wrongTried) {
        // A tap off the lit plot: the step's words, and nothing played.
        wrongTried = true;
        const e5 = s.targets.find(t => t.id === "plot-e5");
        await touch(page, cdp, e5.x + e5.w / 2, e5.y + e5.h / 2);
        const r = await waitFor(page, "the refusal", s => s.refusal !== "", 10000);
        if (r.refusal !== s.tutorial.say || r.moves !== s.moves) throw new Error(`a wrong tap said ${JSON.stringify(r.refusal)} after ${r.moves} moves`);
        await page.screenshot({ path: path.join(shots, "tutorial-wrong-tap-phone.png") });
      }
      for (const id of taps(s.tutorial)) await tapTarget(page, cdp, id);
    }
    s = await waitFor(page, `the step after ${step}`, s => calm(s) && s.tutorial.step !== step, 60000);
    if (s.tutorial.step === 2) await page.screenshot({ path: path.join(shots, "tutorial-step-phone.png") });
  }
  if (!/^You are ready/.test(s.message)) throw new Error(`the tutorial ends with ${JSON.stringify(s.message)}`);
  await page.screenshot({ path: path.join(shots, "tutorial-ready-phone.png") });
  const ms = Date.now() - started;
  await tapTarget(page, cdp, "tutorial-play");
  await waitFor(page, "a real game", s => s.scene === "hongkong" && !s.transition && !s.tutorial && s.moves === 0, 30000);
  return { tutorialMs: ms };
}

if (isMain(import.meta.url)) {
  standalone("tutorial", 8641, t => hongKongTutorial(t), "390x844");
}
