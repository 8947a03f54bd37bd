// Online play in the browser, by touch, through a real Quartet server:
// one person on a phone creates a Hong Kong room, a friend on a tablet
// opens the room's link, and the two play the whole game against each
// other. It needs a running server (make server) and is not part of
// make test, which has no server: run it with
//
//   make server && make wasm && node e2e/online.mjs [dist/web]
//
// QUARTET_E2E_SERVER is the server's address (default http://127.0.0.1:7350).
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checks, flags, openPage, sleep, state, tapper } from "./lib.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");
const site = path.resolve(root, process.argv[2] || "dist/web");
const shots = path.join(here, "screenshots");
mkdirSync(shots, { recursive: true });
const serverAddr = process.env.QUARTET_E2E_SERVER || "http://127.0.0.1:7350";

async function main() {
  const { chromium } = await import("playwright-core");
  const bin = path.join(root, "dist", "serve");
  if (spawnSync("go", ["build", "-o", bin, "./web/serve"], { cwd: root, stdio: "inherit" }).status !== 0) throw new Error("could not build the web server");
  const port = 18600 + Math.floor(Math.random() * 300);
  const base = `http://127.0.0.1:${port}`;
  const web = spawn(bin, ["-dir", site, "-addr", `127.0.0.1:${port}`, "-server", serverAddr], { stdio: ["ignore", "ignore", "inherit"] });
  const { watch, check, waitFor } = checks();
  const tapTarget = tapper(waitFor);
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: flags });
  try {
    for (let i = 0; i < 100; i++) {
      try { if ((await fetch(base + "/index.html")).ok) break; } catch { await sleep(200); }
    }
    const open = async (width, height, label, query = "") => {
      const context = await browser.newContext({ viewport: { width, height }, hasTouch: true, deviceScaleFactor: 1 });
      await context.addInitScript(() => localStorage.setItem("quartet.settings.json", JSON.stringify({ master: 0, animationSpeed: 4 })));
      return openPage(context, base, watch, label, async () => {}, query);
    };
    // The one who creates the room, on a phone.
    const mia = await open(390, 844, "mia");
    await waitFor(mia.page, "the menu", s => s.scene === "menu" && !s.transition);
    await tapTarget(mia.page, mia.cdp, "online");
    await waitFor(mia.page, "the online page", s => s.scene === "online" && !s.transition);
    await mia.page.screenshot({ path: path.join(shots, "online-page-phone.png") });
    await tapTarget(mia.page, mia.cdp, "online-create");
    const waiting = await waitFor(mia.page, "the room's code", s => s.code && s.seats?.length === 2, 30000);
    await mia.page.screenshot({ path: path.join(shots, "online-waiting-phone.png") });
    console.log(`room ${waiting.code}`);
    // The friend opens the room's link on a tablet.
    const jonas = await open(1024, 768, "jonas", `room=${waiting.code}`);
    for (const p of [mia, jonas]) {
      await waitFor(p.page, "the table", s => s.scene === "hongkong" && !s.transition, 60000);
    }
    await mia.page.screenshot({ path: path.join(shots, "online-table-phone.png") });
    let moves = 0;
    for (let turn = 0; ; turn++) {
      if (turn > 400) throw new Error("the game never ends");
      const [a, b] = [await state(mia.page), await state(jonas.page)];
      if (a.over && b.over) { moves = a.moves; break; }
      const who = a.humanTurn ? mia : b.humanTurn ? jonas : null;
      if (!who) { await sleep(100); continue; }
      const now = a.humanTurn ? a : b;
      if (now.targets.some(t => t.id === "pass" && t.enabled)) await tapTarget(who.page, who.cdp, "pass");
      else await tapTarget(who.page, who.cdp, "plot-" + now.legal[(now.moves * 7) % now.legal.length]);
      await waitFor(who.page, "the move to come back from the server", s => s.moves > now.moves || s.over, 30000);
    }
    await mia.page.screenshot({ path: path.join(shots, "online-end-phone.png") });
    await jonas.page.screenshot({ path: path.join(shots, "online-end-tablet.png") });
    check("the online game");
    console.log(`online e2e passed: ${moves} moves`);
  } finally {
    await browser.close();
    web.kill();
  }
}

main().catch(err => { console.error("online e2e FAILED:", err.message || err); process.exit(1); });
