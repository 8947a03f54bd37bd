// Browser soak: taps at random over every screen of the WebAssembly build
// (menu, setup, every table the menu offers, pause, rules, settings) for a
// number of minutes, in headless Chromium by CDP touch, and checks all the
// while that nothing gives way: no console error, no Go panic, the frame
// loop alive (window.quartetState().frame advancing) and memory stable (the
// JS heap through CDP and the WebAssembly memory). The titles come from the
// menu's own targets, so every table that lands is covered without a change
// here. Not in CI:
//
//   node e2e/soak.mjs dist/web [minutes]      (make soak-web)
import { chromium } from "playwright-core";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkBadSaves } from "./saves.mjs";
import { checks, flags, openPage, serve, sleep, state, touch } from "./lib.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");
const site = path.resolve(root, process.argv[2] || "dist/web");
const minutes = Number(process.argv[3] || 10);
const shots = path.join(here, "screenshots", "soak");
mkdirSync(shots, { recursive: true });

const { base, server, ready: serverReady } = serve(root, site, 20000);

// A seeded generator, so that a failing run can be repeated (SOAK_SEED).
let seed = Number(process.env.SOAK_SEED || Date.now() % 100000);
const firstSeed = seed;
function rand() {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
}
const pick = list => list[Math.floor(rand() * list.length)];

const { problems, watch, check, waitFor } = checks();

async function openGame(context, label) {
  const { page, cdp } = await openPage(context, base, watch, label);
  await waitFor(page, "the menu", s => s.scene === "menu" && !s.transition);
  return { page, cdp };
}

const tapOn = (page, cdp, t) => touch(page, cdp, t.x + t.w / 2, t.y + t.h / 2);

async function memory(page, cdp) {
  const heap = await cdp.send("Runtime.getHeapUsage");
  const wasm = await page.evaluate(() => window.__quartetMemory?.buffer.byteLength ?? 0);
  return { js: heap.usedSize, wasm };
}

const mib = b => Math.round(b / (1 << 20) * 10) / 10;

async function main() {
  await serverReady();
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: flags, headless: true });
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, deviceScaleFactor: 1 });
  await context.addInitScript(() => {
    if (!localStorage.getItem("quartet.settings.json")) {
      localStorage.setItem("quartet.settings.json", JSON.stringify({ master: 0.8, music: 0.6, effects: 0.9, animationSpeed: 4 }));
    }
    // Keep a handle on the game's WebAssembly memory, to watch it grow.
    const instantiate = WebAssembly.instantiate;
    WebAssembly.instantiate = async (...args) => {
      const r = await instantiate(...args);
      window.__quartetMemory = r.instance.exports.mem;
      return r;
    };
  });

  const first = await openGame(context, "setup page");
  const notices = await checkBadSaves({ context, page: first.page, openGame, state, waitFor, check, shots });
  await first.page.close();

  const { page, cdp } = await openGame(context, "soak");
  const titles = (await state(page)).targets.filter(t => t.id.startsWith("title-")).map(t => t.id.slice(6));
  const start = Date.now();
  const end = start + minutes * 60000;
  const visits = {};
  const slowest = {}; // the longest frame seen per screen, ms
  const played = {};
  const samples = [];
  let taps = 0, nextTitle = 0, inScene = 0, sceneSince = Date.now(), lastScene = "";
  let lastFrame = -1, nextSample = Date.now();
  const viewports = [[1024, 768], [768, 1024], [390, 844], [1280, 720]];
  let nextViewport = Date.now() + 90000, vp = 0;

  while (Date.now() < end) {
    check(`${taps} taps`);
    if (process.env.SOAK_DEBUG) console.log(Math.round((Date.now() - start) / 100) / 10, "s", lastScene, taps);
    const s = await state(page);
    if (!s) throw new Error("the page lost window.quartetState");

    if (Date.now() >= nextSample) {
      if (lastFrame >= 0 && s.frame <= lastFrame) problems.push(`the frame loop stalled at frame ${s.frame} (${s.scene})`);
      lastFrame = s.frame;
      samples.push({ s: Math.round((Date.now() - start) / 1000), scene: s.scene, frame: s.frame, ...(await memory(page, cdp)) });
      nextSample = Date.now() + 20000;
    }
    if (Date.now() >= nextViewport) {
      vp = (vp + 1) % viewports.length;
      await page.setViewportSize({ width: viewports[vp][0], height: viewports[vp][1] });
      nextViewport = Date.now() + 90000;
      await sleep(300);
      continue;
    }
    if (s.transition) { await sleep(50); continue; }

    const screen = s.overlay ? `${s.scene} + ${s.overlay}` : s.scene;
    visits[screen] = (visits[screen] || 0) + 1;
    slowest[screen] = Math.max(slowest[screen] || 0, Math.round(s.frameMs || 0));
    if (screen !== lastScene) {
      if (!visits[screen + " shot"]) {
        visits[screen + " shot"] = 1;
        const t0 = Date.now();
        await page.screenshot({ path: path.join(shots, screen.replace(/[^a-z0-9]+/gi, "-") + ".png"), timeout: 20000 })
          .catch(e => console.log(`no screenshot of ${screen}: ${e.message.split("\n")[0]}`));
        if (process.env.SOAK_DEBUG) console.log("screenshot", Date.now() - t0, "ms");
      }
      lastScene = screen; sceneSince = Date.now(); inScene = 0;
    }
    inScene++;
    const targets = s.targets.filter(t => t.enabled);
    const byId = id => targets.find(t => t.id === id);
    let t = null;

    const resume = targets.find(t => t.id.startsWith("resume-"));
    if (s.scene === "menu" && !s.overlay && s.question) {
      // Replacing or discarding a game in progress: mostly yes.
      t = rand() < 0.7 ? byId("confirm-replace") || byId("confirm-discard") : byId("keep");
    } else if (s.scene === "menu" && !s.overlay) {
      if (rand() < 0.12 && byId("settings")) t = byId("settings");
      else if (rand() < 0.1 && resume) t = resume;
      else {
        const id = "title-" + titles[nextTitle % titles.length];
        nextTitle++;
        t = byId(id);
      }
    } else if (s.scene === "setup" && !s.overlay) {
      if (inScene > 2 + Math.floor(rand() * 5)) t = rand() < 0.9 ? byId("start") : byId("back");
    } else if (!s.overlay && s.scene !== "menu" && s.scene !== "setup") {
      played[s.scene] = (played[s.scene] || 0) + 1;
      const stale = Date.now() - sceneSince > 75000 || inScene > 60 + Math.floor(rand() * 60);
      if ((stale || s.endScreen) && byId("menu")) t = byId("menu");
      else if (s.endScreen && byId("to-menu") && rand() < 0.5) t = byId("to-menu");
      else if (rand() < 0.04 && byId("menu")) t = byId("menu");
    } else if (s.overlay) {
      const stale = Date.now() - sceneSince > 20000 || inScene > 12;
      if (byId("confirm") && (stale || rand() < 0.5)) {
        t = byId("confirm");
      } else if (s.overlay === "pause" && (stale || (s.scene !== "menu" && Date.now() - sceneSince > 5000 && rand() < 0.3))) {
        t = rand() < 0.6 ? byId("pause-Quit to menu") : byId("pause-Resume");
      } else if (stale) {
        t = byId("close-rules") || byId("back") || byId("done") || byId("close") || byId("cancel");
      }
    }
    if (!t) {
      // A random tap: mostly on a target, sometimes anywhere on the screen.
      if (targets.length && rand() < 0.75) {
        t = pick(targets.filter(t => t.id !== "quit") || targets);
      } else {
        const [w, h] = s.size;
        await touch(page, cdp, rand() * w, rand() * h);
        taps++;
        continue;
      }
    }
    if (!t) { await sleep(50); continue; }
    const t1 = Date.now();
    await tapOn(page, cdp, t);
    if (process.env.SOAK_DEBUG) console.log("tap", t.id, Date.now() - t1, "ms");
    taps++;
    // Stuck: a hundred taps on one screen without leaving it, though every
    // screen's plan above leaves within a few dozen. Counted in taps, not
    // time, since a loaded machine can take many seconds a tap.
    if (inScene > 150) problems.push(`stuck on ${screen} for ${inScene} steps`);
  }
  samples.push({ s: Math.round((Date.now() - start) / 1000), ...(await memory(page, cdp)) });
  check("the soak");

  // Memory: the last third of the run against the sample a third of the
  // way in, once the first table has been built (WebAssembly memory only
  // grows, to the highest heap so far); a steady game levels off.
  const third = samples[samples.length - 1].s / 3;
  const warm = samples.find(x => x.s >= Math.max(60, third)) || samples[0];
  const tail = samples.slice(Math.floor(samples.length * 2 / 3));
  const maxWasm = Math.max(...tail.map(x => x.wasm)), maxJs = Math.max(...tail.map(x => x.js));
  const grown = [];
  const long = minutes >= 3; // shorter runs are for trying the script out
  if (long && warm.wasm && maxWasm > warm.wasm * 1.5 + (16 << 20)) grown.push(`WebAssembly memory ${mib(warm.wasm)} -> ${mib(maxWasm)} MiB`);
  if (long && maxJs > warm.js * 2 + (16 << 20)) grown.push(`JS heap ${mib(warm.js)} -> ${mib(maxJs)} MiB`);

  const report = {
    minutes: Math.round((Date.now() - start) / 600) / 100, taps, seed: firstSeed, titles,
    screens: Object.fromEntries(Object.entries(visits).filter(([k]) => !k.endsWith(" shot"))),
    tableSteps: played, slowestFrameMs: slowest, badSaveNotices: notices.length,
    memory: samples.map(x => `${x.s}s ${x.scene ?? "end"}: js ${mib(x.js)} MiB, wasm ${mib(x.wasm)} MiB`),
    errors: problems.length, memoryGrowth: grown,
  };
  writeFileSync(path.join(shots, "report.json"), JSON.stringify(report, null, 2));
  console.log(JSON.stringify(report, null, 2));
  const missing = titles.filter(id => !Object.keys(played).some(scene => scene.includes(id) || id.includes(scene)));
  if (long && missing.length) throw new Error(`tables never reached: ${missing.join(", ")}`);
  if (grown.length) throw new Error(`memory kept growing: ${grown.join("; ")}`);
  await browser.close();
}

main().then(() => 0, err => { console.error("soak FAILED:", err.message || err); return 1; })
  .then(code => { server.kill(); process.exit(code); });
