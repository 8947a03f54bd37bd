// What every browser test shares: the game's own web server, Chromium's
// flags, the page's checks (no console error, no Go panic) and touch input
// held long enough for Ebitengine, which polls input once per tick, to see it.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const sleep = ms => new Promise(r => setTimeout(r, ms));

// Chromium renders with SwiftShader on the CPU and fetches nothing itself.
export const flags = ["--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
  "--disable-background-networking", "--disable-component-update", "--no-first-run"];

// serve builds our web server and starts it on QUARTET_E2E_PORT, else on
// fixedPort when given, else on a random port from portBase, so that MIME
// types and compression are what players get. It is run directly, so that
// killing it really stops it.
export function serve(root, site, portBase, fixedPort) {
  const bin = path.join(root, "dist", "serve");
  if (spawnSync("go", ["build", "-o", bin, "./web/serve"], { cwd: root, stdio: "inherit" }).status !== 0) {
    throw new Error("could not build the web server");
  }
  const port = Number(process.env.QUARTET_E2E_PORT) || fixedPort || portBase + Math.floor(Math.random() * 2000);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(bin, ["-dir", site, "-addr", `127.0.0.1:${port}`], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  async function ready() {
    for (let i = 0; i < 300; i++) {
      try { if ((await fetch(base + "/index.html")).ok) return; } catch { /* not up yet */ }
      await sleep(200);
    }
    throw new Error("the web server did not start");
  }
  return { base, server, ready };
}

// state is the game's own description of itself (scene, targets, ticks).
export async function state(page) {
  return page.evaluate(() => window.quartetState ? JSON.parse(window.quartetState()) : null);
}

// checks collects what goes wrong on the pages it watches; check throws
// with all of it, and waitFor checks while it waits.
export function checks() {
  const problems = [];
  // allowed are what a test expects to be said from now on (a server it
  // restarts on purpose is unreachable a moment): allow(re) adds one.
  const allowed = [];
  const allow = re => allowed.push(re);
  function watch(page, label) {
    page.on("console", msg => {
      const text = msg.text();
      if (allowed.some(re => re.test(text))) return;
      // Harmless: SwiftShader's notes on read-backs and software fallback.
      if (/GPU stall due to ReadPixels|Automatic fallback to software WebGL/.test(text)) return;
      // Chrome's note that a touch came while the page was busy (a loaded
      // machine): the page's touch-action: none already stops scrolling.
      if (/Ignored attempt to cancel a touch\w* event with cancelable=false/.test(text)) return;
      if (msg.type() === "error" || /panic:|fatal error:|goroutine \d+ \[/.test(text)) {
        problems.push(`${label}: console ${msg.type()}: ${text}`);
      }
    });
    page.on("pageerror", err => problems.push(`${label}: page error: ${err.message}`));
  }
  function check(step) {
    if (problems.length) throw new Error(`after ${step}:\n  ${problems.join("\n  ")}`);
  }
  async function waitFor(page, what, cond, ms = 60000) {
    const end = Date.now() + ms;
    let s = null;
    while (Date.now() < end) {
      s = await state(page);
      if (s && cond(s)) return s;
      check(`waiting for ${what}`);
      await sleep(100);
    }
    // The whole state and the screen go to e2e/screenshots/timeout.*: the
    // message keeps only the start of the state, to stay readable.
    const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), "screenshots");
    mkdirSync(shots, { recursive: true });
    writeFileSync(path.join(shots, "timeout.json"), JSON.stringify({ what, state: s }, null, 1));
    await page.screenshot({ path: path.join(shots, "timeout.png") }).catch(() => {});
    throw new Error(`timed out waiting for ${what} (whole state: e2e/screenshots/timeout.json, screen: timeout.png); last state: ${JSON.stringify(s)?.slice(0, 600)}`);
  }
  return { problems, watch, check, waitFor, allow };
}

// touch presses one finger at (x, y), holds it until the game has run a few
// ticks (at least 50 ms), and lifts it. It returns how many ticks the game
// saw the finger down: on a loaded machine that can pass the half second
// (30 ticks) after which the game takes the press for a long press, which
// no button takes as a tap.
// tick is the game's tick counter, read cheaply (the whole state takes
// long enough to describe that a finger held while reading it could become
// a long press, which no button takes for a tap).
async function tick(page) {
  return page.evaluate(() => window.quartetTick ? window.quartetTick() : null);
}

export async function touch(page, cdp, x, y) {
  const before = (await tick(page)) ?? 0;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }] });
  const start = Date.now();
  while (Date.now() - start < 2000) {
    await sleep(15);
    const now = (await tick(page)) ?? before + 99;
    if (now >= before + 3 && Date.now() - start >= 60) break;
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  const lifted = (await tick(page)) ?? 0;
  // Let the game see the release too.
  for (let i = 0; i < 60; i++) {
    await sleep(30);
    if (((await tick(page)) ?? lifted + 9) >= lifted + 2) break;
  }
  const s = await state(page);
  return s?.pressTicks ?? lifted - before;
}

// tapper returns tapTarget(page, cdp, id): it waits for the game to offer
// the target id, enabled, and touches its middle.
// longPressTicks is the game's long press (scenes/ui/pointer.go): a press
// held that long is never a tap.
const longPressTicks = 30;

// A board's plots, cells, lots, spaces and cards open a card on a long
// press, which the next tap may close: a lost tap there is the caller's to
// judge. A button does nothing on a long press, so its tap is made again.
const opensOnLongPress = /^(plot|cell|lot|space|card)-/;

export function tapper(waitFor) {
  return async function tapTarget(page, cdp, id) {
    for (let again = 0; ; again++) {
      const s = await waitFor(page, `target ${id}`, s => s.targets?.some(t => t.id === id && t.enabled), 30000);
      const t = s.targets.find(t => t.id === id);
      const ticks = await touch(page, cdp, t.x + t.w / 2, t.y + t.h / 2);
      // On a loaded machine one slow frame can run thirty ticks while the
      // finger is down (the browser catches up on ticks, and its touch
      // events wait for the frame): the person's tap became a long press,
      // so the person taps again, as a person would.
      if (ticks < longPressTicks || again === 2 || opensOnLongPress.test(id)) return ticks;
      const now = await state(page);
      if (!now?.targets?.some(t => t.id === id && t.enabled)) return ticks;
      console.log(`e2e: the tap on ${id} was held ${ticks} ticks, a long press: tapping again`);
    }
  };
}

// fitsTheScreen fails when a target the person taps is under 44 px or off
// a w x h screen. skip is the prefix of the targets tapped on the board
// itself (Hong Kong's plots, Chinatown's lots), slack the half pixel by
// which a layout that scales may round a target.
export function fitsTheScreen(s, w, h, what, { skip, slack = 0 } = {}) {
  for (const t of s.targets) {
    if (skip && t.id.startsWith(skip)) continue;
    if (t.w < 44 - slack || t.h < 44 - slack) throw new Error(`${what}: target ${t.id} is ${t.w}x${t.h}, under 44 px`);
    if (t.x < -slack || t.y < -slack || t.x + t.w > w + 0.5 || t.y + t.h > h + 0.5) throw new Error(`${what}: target ${t.id} is off screen`);
  }
}

// toSetup taps a title's card in the menu and comes to its setup page.
// Where a game of the title is in progress the menu asks first whether to
// replace it, and the answer is yes: the browser tests start afresh.
export async function toSetup(page, cdp, tapTarget, waitFor, title, ms) {
  await tapTarget(page, cdp, "title-" + title);
  const setup = s => s.scene === "setup" && !s.transition;
  const s = await waitFor(page, "setup", s => setup(s) || s.targets?.some(t => t.id === "confirm-replace"), ms);
  if (setup(s)) return s;
  await tapTarget(page, cdp, "confirm-replace");
  return waitFor(page, "setup", setup, ms);
}

// framesPerSecond counts the page's animation frames for ms.
export function framesPerSecond(page, ms) {
  return page.evaluate(ms => new Promise(done => {
    let n = 0;
    const t0 = performance.now();
    const step = () => { n++; if (performance.now() - t0 < ms) requestAnimationFrame(step); else done(1000 * n / (performance.now() - t0)); };
    requestAnimationFrame(step);
  }), ms);
}

// openPage opens the game in a new page of context, watched under label,
// and taps its start screen as a player does (shown runs first, with the
// start screen up); it returns the page and its CDP session. query is
// added to the page's address (room=CODE, say).
export async function openPage(context, base, watch, label, shown = async () => {}, query = "") {
  const page = await context.newPage();
  watch(page, label);
  const cdp = await context.newCDPSession(page);
  await page.goto(base + "/?test=1" + (query ? "&" + query : ""));
  await page.waitForSelector("#start", { state: "visible", timeout: 120000 });
  await shown(page);
  // Tapped beside its button, as a newcomer does: anywhere on the screen
  // starts (play-test: taps beside the button did nothing).
  const box = await page.locator("#start").boundingBox();
  const height = page.viewportSize()?.height ?? box.y + 200;
  await touch(page, cdp, box.x + box.width / 2, Math.min(height - 20, box.y + box.height + 90));
  await page.waitForSelector("#front", { state: "detached", timeout: 10000 });
  return { page, cdp };
}

// isMain tells whether the module at url is the script node was started with.
export function isMain(url) {
  return !!process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(url);
}

// standalone runs one title's browser test alone (node e2e/hong.mjs
// [dist/web]), as e2e/run.mjs would inside the whole run: its own server on
// port, Chromium at width x height (QUARTET_E2E_SIZE overrides) with the
// fastest animations, the start screen tapped and the menu up. run gets
// what the tests share and returns a report, which is printed and saved as
// e2e/screenshots/NAME-report.json. The process exits 1 on a failure.
export async function standalone(name, port, run, size = "1024x768") {
  const { chromium } = await import("playwright-core");
  const here = path.dirname(fileURLToPath(import.meta.url));
  const root = path.resolve(here, "..");
  const site = path.resolve(root, process.argv[2] || "dist/web");
  const shots = path.join(here, "screenshots");
  mkdirSync(shots, { recursive: true });
  const { base, server, ready } = serve(root, site, 0, port);
  const { watch, check, waitFor } = checks();
  const tapTarget = tapper(waitFor);
  let browser, code = 0;
  try {
    await ready();
    browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: flags });
    const [width, height] = (process.env.QUARTET_E2E_SIZE || size).split("x").map(Number);
    // QUARTET_E2E_LOCALE (de-DE, fr-FR) is the browser's language, which the game follows.
    const locale = process.env.QUARTET_E2E_LOCALE || undefined;
    const context = await browser.newContext({ viewport: { width, height }, hasTouch: true, deviceScaleFactor: 1, locale });
    await context.addInitScript(() => {
      localStorage.setItem("quartet.settings.json", JSON.stringify({ master: 0.8, music: 0.6, effects: 0.9, animationSpeed: 4 }));
    });
    // QUARTET_E2E_SEED=N seeds every game the page starts (?seed=N).
    const seed = process.env.QUARTET_E2E_SEED;
    const { page, cdp } = await openPage(context, base, watch, name, undefined, seed ? `seed=${seed}` : "");
    await waitFor(page, "the menu", s => s.scene === "menu" && !s.transition);
    const report = await run({ browser, context, page, cdp, shots, state, waitFor, tapTarget, framesPerSecond, check, sleep });
    writeFileSync(path.join(shots, `${name}-report.json`), JSON.stringify(report, null, 2));
    console.log(`${name} e2e passed:`, JSON.stringify(report));
  } catch (err) {
    console.error(`${name} e2e FAILED:`, err.message || err);
    code = 1;
  } finally {
    await browser?.close();
    server.kill();
  }
  process.exit(code);
}

// The game's German and French, read from its catalogues (lang/po), so
// that a test played in German or French finds the words the player reads
// without repeating them here.
const catalogues = {};
function catalogue(code) {
  if (catalogues[code]) return catalogues[code];
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const files = [path.join(root, "lang", "po", code + ".po")];
  const screens = path.join(root, "lang", "po", "screens");
  for (const f of readdirSync(screens)) if (f.endsWith("." + code + ".po")) files.push(path.join(screens, f));
  const words = new Map();
  for (const f of files) {
    let id = null, field = null, strs = [];
    const flush = () => { if (id) words.set(id, strs[0] ?? ""); id = null; strs = []; };
    for (const raw of readFileSync(f, "utf8").split("\n")) {
      const line = raw.trim();
      const m = /^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d\])?)\s+(".*")$/.exec(line);
      if (m) {
        if (m[1] === "msgctxt" || (m[1] === "msgid" && field && field.startsWith("msgstr"))) flush();
        field = m[1];
        const v = JSON.parse(m[2]);
        if (field === "msgid") id = v;
        else if (field.startsWith("msgstr")) strs.push(v);
        continue;
      }
      if (line.startsWith('"') && field) {
        const v = JSON.parse(line);
        if (field === "msgid") id += v;
        else if (field.startsWith("msgstr")) strs[strs.length - 1] += v;
      }
    }
    flush();
  }
  return (catalogues[code] = words);
}

// say is english as the game says it in code ("en", "de", "fr").
export function say(code, english) {
  if (code === "en") return english;
  const t = catalogue(code).get(english);
  if (!t) throw new Error(`the ${code} catalogue has no ${JSON.stringify(english)}`);
  return t;
}

// saying is a pattern that matches english (a template: %s and %d match
// anything) as the game says it in code; explicit indexes (%[2]s) too.
export function saying(code, english) {
  const words = say(code, english).replace(/\u00a0/g, " ");
  const parts = words.split(/%(?:\[\d+\])?[sdvq]/).map(p => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "[ \u00a0]"));
  return new RegExp(parts.join(".*?"));
}

// speak makes the game speak code ("en", "de", "fr") as a player does:
// from the menu, Settings, the language, Done. The choice is kept, so
// pages opened later in the same browser speak it too.
export async function speak(page, cdp, tapTarget, waitFor, code) {
  const index = ["en", "de", "fr"].indexOf(code);
  if (index < 0) throw new Error(`Quartet does not speak ${code}`);
  // The game lays its screen out again a frame after the page is resized
  // (a test's last step may have just done so): until then its targets are
  // the old size's, and a tap on one lands elsewhere. A tap lost on a
  // loaded machine is tapped again.
  const vp = page.viewportSize();
  await waitFor(page, "the menu", s => s.scene === "menu" && !s.transition && (!vp || (s.size?.[0] === vp.width && s.size?.[1] === vp.height)));
  for (let i = 0; ; i++) {
    await tapTarget(page, cdp, "settings");
    try {
      await waitFor(page, "the settings", s => s.overlay === "settings" || s.scene === "settings", 8000);
      break;
    } catch (e) {
      if (i === 2) throw e;
    }
  }
  await tapTarget(page, cdp, `language-${index}`);
  await waitFor(page, `the game speaking ${code}`, s => s.language === code);
  await tapTarget(page, cdp, "done");
  await waitFor(page, "the menu", s => s.scene === "menu" && !s.transition && s.overlay !== "settings");
}

// spokeEveryWord fails when the game showed a word in English for want of
// its German or French (the game's state lists them: lang.Missed).
export async function spokeEveryWord(page, what) {
  const s = await state(page);
  if (s?.missingWords?.length) throw new Error(`${what}: shown in English for want of a translation: ${s.missingWords.join("; ")}`);
}
