// Frame rates of the WebAssembly build in each scripted state (the menu;
// each title idle, with pieces moving, and with an expert playing), each
// against the blank Ebitengine app measured just before the menu or the
// title in the same browser: the browser half of `make fps`
// (scenes/script.go, internal/fpsprobe). Both count frames with the same
// probe, inside the program.
//
//   import { measureFps } from "./fps.mjs";
//   report.fps = await measureFps(browser, base, root, site);
import { spawnSync } from "node:child_process";
import { copyFileSync } from "node:fs";
import path from "node:path";

const titles = ["hongkong", "hong", "kiezkoenig", "chinatown"];
const states = ["idle", "flights", "thinking"];
// Rows of scripts, each measured after one run of the blank app.
const rows = [["menu"], ...titles.map((t) => states.map((s) => `${t}/${s}`))];

// measureFps builds the blank app into the site, then measures. seconds is
// the time of frames counted per measurement (after two of warm-up); which
// are the rows to measure.
export async function measureFps(browser, base, root, site, seconds = 2, which = rows) {
  const built = spawnSync("go", ["build", "-trimpath", "-ldflags=-s -w", "-o", path.join(site, "blank.wasm"), "./e2e/blank"],
    { cwd: root, stdio: "inherit", env: { ...process.env, GOOS: "js", GOARCH: "wasm" } });
  if (built.status !== 0) throw new Error("could not build the blank app");
  copyFileSync(path.join(root, "e2e", "blank", "index.html"), path.join(site, "blank.html"));

  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, deviceScaleFactor: 1 });
  const limit = (seconds * 12 + 90) * 1000;
  const out = {};
  try {
    for (const row of which) {
      const blank = await measure(context, `${base}/blank.html?fps=${seconds}`, () => window.quartetFps, limit);
      for (const name of row) {
        const game = await measure(context, `${base}/?test=1&script=${name}&fps=${seconds}`,
          () => { const s = window.quartetState && JSON.parse(window.quartetState()); return s && s.fps ? s : undefined; }, limit);
        out[name] = { blankFps: round(blank), fps: round(game.fps), ratio: round(game.fps / blank, 2),
          at60: round(Math.min(game.fps, 60) / Math.min(blank, 60), 2) };
        if (game.decideMs?.length) out[name].decideMs = game.decideMs.map(Math.round);
        // The part of each decision in which the table stood calm, waiting.
        if (game.waitMs?.length) out[name].waitMs = game.waitMs.map(Math.round);
        console.log(`fps ${name}: blank ${out[name].blankFps}, quartet ${out[name].fps}, at 60 Hz ${out[name].at60}` +
          (out[name].decideMs ? `, decisions (ms) ${out[name].decideMs.join(" ")}` : "") +
          (out[name].waitMs ? `, calm table waited (ms) ${out[name].waitMs.join(" ")}` : ""));
      }
    }
  } finally {
    await context.close();
  }
  return out;
}

// measure opens url, taps the start screen if there is one, and waits for
// read() to return the measurement.
async function measure(context, url, read, limit) {
  const page = await context.newPage();
  try {
    await page.goto(url);
    const start = page.locator("#start");
    if (await start.count()) {
      await start.waitFor({ state: "visible", timeout: limit });
      await start.tap();
    }
    await page.waitForFunction(read, null, { timeout: limit, polling: 250 });
    return await page.evaluate(read);
  } finally {
    await page.close();
  }
}

const round = (x, d = 1) => Math.round(x * 10 ** d) / 10 ** d;

// Run alone (`node e2e/fps.mjs dist/web`), it serves the site and measures.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { chromium } = await import("playwright-core");
  const { fileURLToPath } = await import("node:url");
  const { flags, serve } = await import("./lib.mjs");
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const site = path.resolve(root, process.argv[2] || "dist/web");
  const { base, server, ready } = serve(root, site, 20000);
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: flags });
  let code = 0;
  try {
    await ready();
    // A third argument keeps the scripts whose names hold it ("thinking").
    const only = process.argv[4];
    const which = only ? rows.map((r) => r.filter((n) => n.includes(only))).filter((r) => r.length) : rows;
    console.log(JSON.stringify(await measureFps(browser, base, root, site, Number(process.argv[3]) || 2, which)));
  } catch (e) {
    console.error("fps FAILED:", e.message || e);
    code = 1;
  } finally {
    await browser.close();
    server.kill();
  }
  process.exit(code);
}
