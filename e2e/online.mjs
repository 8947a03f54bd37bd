// Online play in the browser, by touch, through a real Quartet server:
// one person on a phone creates a room, a friend on a tablet opens the
// room's link, and the two play the whole game against each other: Hong
// Kong, with the server restarted mid-game (the game goes on, no move
// lost), then Hong; then a Chinatown room of three, the third seat the
// server's computer, in which the two keep their cards and strike a deal by
// touch. It needs a running server: make test-online (part of make test)
// starts one of its own and runs it with Hong Kong and Chinatown; by hand,
//
//   make server && make wasm && node e2e/online.mjs [dist/web]
//
// QUARTET_E2E_SERVER is the server's address (default http://127.0.0.1:7350);
// QUARTET_E2E_GAMES lists the games to play (default hongkong,hong,chinatown);
// kiezkoenig plays a whole KiezKönig game between the two, and
// chinatown-game plays the Chinatown room on from its deal to the end.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checks, fitsTheScreen, flags, openPage, sleep, spokeEveryWord, state, tapper } from "./lib.mjs";
import { seeBoardAndBack } from "./newcomer.mjs";
import { keptGameSteps } from "./replays.mjs";
import { checkTargets } from "./chinatown.mjs";

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
  const { watch, check, waitFor, allow } = checks();
  const tapTarget = tapper(waitFor);
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: flags });
  try {
    for (let i = 0; i < 100; i++) {
      try { if ((await fetch(base + "/index.html")).ok) break; } catch { await sleep(200); }
    }
    // Mia's browser speaks German and Jonas's French (navigator.languages,
    // from which the game takes its language), so that every room is
    // played in both; the checks read ids and states, and the words only
    // where they check the language.
    const open = async (width, height, label, query = "", locale = "de-DE") => {
      const context = await browser.newContext({ viewport: { width, height }, hasTouch: true, deviceScaleFactor: 1, locale });
      await context.addInitScript(() => localStorage.setItem("quartet.settings.json", JSON.stringify({ master: 0, animationSpeed: 4 })));
      return openPage(context, base, watch, label, async () => {}, query);
    };
    const games = (process.env.QUARTET_E2E_GAMES || "hongkong,hong,chinatown").split(",");
    // Each step's seconds, for keeping make test within its time.
    const seconds = since => Math.round((Date.now() - since) / 100) / 10;
    for (const title of games.filter(t => !t.startsWith("chinatown"))) {
      const t0 = Date.now();
      const moves = await playRoom(title);
      console.log(`${title}: ${moves} moves in ${seconds(t0)} s`);
    }
    if (games.includes("chinatown")) {
      const t0 = Date.now();
      await chinatownDeal(false);
      console.log(`chinatown: the deal in ${seconds(t0)} s`);
    }
    if (games.includes("chinatown-game")) {
      const t0 = Date.now();
      await chinatownDeal(true);
      console.log(`chinatown: the deal and the game in ${seconds(t0)} s`);
    }

    // chinatownDeal: Mia makes a room of three on her phone, the third
    // seat the server's computer; Jonas joins by the link on a tablet;
    // each keeps their cards, and Mia offers Jonas $1,000 for one of his
    // lots at the desk, which he accepts on the offer's card: both tables
    // show the lot hers. With whole, the two play on to the game's end,
    // building nothing and declining every offer, the shortest game the
    // rules allow.
    async function chinatownDeal(whole) {
      const t0 = Date.now();
      const mia = await open(390, 844, "mia-chinatown");
      await waitFor(mia.page, "the menu", s => s.scene === "menu" && !s.transition);
      await tapTarget(mia.page, mia.cdp, "online");
      await waitFor(mia.page, "the online page", s => s.scene === "online" && !s.transition);
      await tapTarget(mia.page, mia.cdp, "online-title-3");
      await tapTarget(mia.page, mia.cdp, "online-players-0");
      await tapTarget(mia.page, mia.cdp, "online-seat2");
      await mia.page.screenshot({ path: path.join(shots, "online-page-chinatown-phone.png") });
      await tapTarget(mia.page, mia.cdp, "online-create");
      const waiting = await waitFor(mia.page, "the room's code", s => s.code && s.seats?.length === 3, 30000);
      if (waiting.seats[2].kind !== "computer") throw new Error(`the third seat is ${JSON.stringify(waiting.seats[2])}`);
      console.log(`chinatown: room ${waiting.code}`);
      const jonas = await open(1024, 768, "jonas-chinatown", `room=${waiting.code}`, "fr-FR");
      await waitFor(jonas.page, "the invitation", s => s.scene === "online" && !s.transition && s.invited && s.targets?.some(t => t.id === "online-join"), 60000);
      await tapTarget(jonas.page, jonas.cdp, "online-join");
      // Every target at the phone's and the tablet's size is on screen and
      // 44 px or more (e2e/chinatown.mjs checks the upright tablet).
      const fits = (p, s, what) => { const v = p.page.viewportSize(); checkTargets(s, v.width, v.height, `online ${v.width}x${v.height} ${what}`); };
      for (const p of [mia, jonas]) {
        const s = await waitFor(p.page, "the cards to keep", s => s.scene === "chinatown" && !s.transition && s.canAct && s.phase === "keeping", 60000);
        fits(p, s, "keeping");
        for (const c of s.dealt.slice(0, s.keepNeed)) await tapTarget(p.page, p.cdp, `card-${c}`);
        await tapTarget(p.page, p.cdp, "keep");
        await waitFor(p.page, "the cards kept", s2 => s2.moves > s.moves, 30000);
      }
      const trading = s => s.phase === "trading" && s.canAct && !s.animating;
      const [a, b] = [await waitFor(mia.page, "trading", trading, 120000), await waitFor(jonas.page, "trading", trading, 120000)];
      fits(mia, a, "trading");
      fits(jonas, b, "trading");
      await tapTarget(mia.page, mia.cdp, "new-deal");
      const d = await waitFor(mia.page, "the desk", s => s.desk === true, 10000);
      fits(mia, d, "desk");
      const has = (s, id) => s.targets?.some(t => t.id === id && t.enabled);
      const lot = d.summary.players[1].lots.find(l => has(d, `lot-${l}`));
      if (!lot) throw new Error(`none of Jonas's lots ${d.summary.players[1].lots} can be asked for`);
      await tapTarget(mia.page, mia.cdp, `lot-${lot}`);
      await tapTarget(mia.page, mia.cdp, "pay+1");
      await tapTarget(mia.page, mia.cdp, "send");
      await waitFor(mia.page, "the offer to reach the server", s => s.moves > a.moves && !s.desk, 30000);
      let offer;
      const card = await waitFor(jonas.page, "the offer's card", s => {
        offer = s.deals?.find(x => x.waitingMe && x.by === 0);
        return offer && has(s, `accept-${offer.id}`);
      }, 60000);
      await jonas.page.screenshot({ path: path.join(shots, "online-chinatown-offer-tablet.png") });
      await tapTarget(jonas.page, jonas.cdp, `accept-${offer.id}`);
      for (const p of [mia, jonas]) {
        await waitFor(p.page, "the deal struck", s => s.summary.players[0].lots.includes(lot), 60000);
      }
      await mia.page.screenshot({ path: path.join(shots, "online-chinatown-struck-phone.png") });
      console.log(`chinatown: Mia bought lot ${lot} from Jonas by touch, at move ${card.moves + 1}`);
      if (whole) await chinatownToEnd(mia, jonas, t0);
      for (const p of [mia, jonas]) await spokeEveryWord(p.page, "the online Chinatown room");
      await mia.page.close();
      await jonas.page.close();
    }

    // chinatownToEnd plays the Chinatown room on to its end: each keeps
    // the first cards dealt, declines what is offered, is done trading at
    // once and builds nothing.
    async function chinatownToEnd(mia, jonas, t0) {
      const has = (s, id) => s.targets?.some(t => t.id === id && t.enabled);
      let taps = 0, year = 0;
      for (let step = 0; ; step++) {
        if (step > 3000) throw new Error("the Chinatown game never ends");
        const [a, b] = [await state(mia.page), await state(jonas.page)];
        if (a.over && b.over) {
          for (const p of [mia, jonas]) await waitFor(p.page, "the end screen", s => s.endScreen, 120000);
          if (a.moves !== b.moves) throw new Error(`the two ended at ${a.moves} and ${b.moves} moves`);
          await mia.page.screenshot({ path: path.join(shots, "online-end-chinatown-phone.png") });
          await jonas.page.screenshot({ path: path.join(shots, "online-end-chinatown-tablet.png") });
          console.log(`chinatown: the whole game, ${a.moves} moves, ${taps} taps by the two, in ${Math.round((Date.now() - t0) / 1000)} s; winner ${a.winner}`);
          return;
        }
        if (a.year && a.year !== year) { year = a.year; console.log(`chinatown: ${year} at move ${a.moves}, ${Math.round((Date.now() - t0) / 1000)} s`); }
        let acted = false;
        for (const p of [mia, jonas]) {
          // Read afresh: the other's taps took time, in which this table
          // may have moved on.
          const s = await state(p.page);
          if (s.over || !s.canAct || s.animating || s.desk) continue;
          let id = null;
          if (s.phase === "keeping" && s.dealt?.length) {
            for (const c of s.dealt.slice(0, s.keepNeed)) if (!s.kept?.includes(c)) { await tapTarget(p.page, p.cdp, `card-${c}`); taps++; }
            id = "keep";
          } else if (s.phase === "placing") {
            id = "pass";
          } else if (s.phase === "trading") {
            const offer = s.deals?.find(d => d.waitingMe);
            if (offer) id = has(s, `decline-${offer.id}`) ? `decline-${offer.id}` : has(s, "next-offer") ? "next-offer" : null;
            else if (!s.done) id = "done";
          }
          if (!id || !has(s, id) && id !== "keep") continue;
          await tapTarget(p.page, p.cdp, id);
          taps++;
          acted = true;
          if (id !== "next-offer") {
            try {
              await waitFor(p.page, `${id} to come back from the server`, s2 => s2.moves > s.moves || s2.over, 30000);
            } catch (e) {
              const now = await state(p.page);
              if (now.moves !== s.moves || !now.canAct) continue;
              console.log(`chinatown: ${id} was not taken (${now.message}): trying again`);
            }
          }
        }
        if (!acted) await sleep(200);
      }
    }

    // playRoom plays a whole game of title between two browsers.
    async function playRoom(title) {
      // The one who creates the room, on a phone.
      const mia = await open(390, 844, `mia-${title}`);
      await waitFor(mia.page, "the menu", s => s.scene === "menu" && !s.transition);
      await tapTarget(mia.page, mia.cdp, "online");
      // The page's buttons are the targets of its last tick: on the tick
      // its transition ends they may not be laid out yet (CI: "reads
      // undefined").
      speaks(await waitFor(mia.page, "the online page", s => s.scene === "online" && !s.transition && s.targets?.some(t => t.id === "online-create")), "online-create", "Raum erstellen", "Mia's German");
      if (title === "hong") await tapTarget(mia.page, mia.cdp, "online-title-1");
      if (title === "kiezkoenig") {
        await tapTarget(mia.page, mia.cdp, "online-title-2");
        await tapTarget(mia.page, mia.cdp, "online-players-0");
      }
      await mia.page.screenshot({ path: path.join(shots, `online-page-${title}-phone.png`) });
      await tapTarget(mia.page, mia.cdp, "online-create");
      const waiting = await waitFor(mia.page, "the room's code", s => s.code && s.seats?.length === 2, 30000);
      await mia.page.screenshot({ path: path.join(shots, `online-waiting-${title}-phone.png`) });
      console.log(`${title}: room ${waiting.code}`);
      // The friend opens the room's link on a tablet.
      const jonas = await open(1024, 768, `jonas-${title}`, `room=${waiting.code}`, "fr-FR");
      // The link fills the code in and asks for a name first; Join.
      const invited = await waitFor(jonas.page, "the invitation", s => s.scene === "online" && !s.transition && s.invited && s.targets?.some(t => t.id === "online-join"), 60000);
      speaks(invited, "online-join", "Rejoindre", "Jonas's French");
      if (!invited.notice.includes(waiting.code) || !/invité/.test(invited.notice)) throw new Error(`Jonas is greeted with ${JSON.stringify(invited.notice)}`);
      await tapTarget(jonas.page, jonas.cdp, "online-join");
      for (const p of [mia, jonas]) {
        await waitFor(p.page, "the table", s => s.scene === title && !s.transition, 60000);
      }
      let restarted = false, said = 0;
      let doubled = false, phoneChecked = false;
      for (let turn = 0; ; turn++) {
        if (turn > 2000) throw new Error("the game never ends");
        const [a, b] = [await state(mia.page), await state(jonas.page)];
        const throwing = [a, b].some(s => enabledIn(s, "duel-throw"));
        if (a.over && b.over && !throwing) {
          if (title === "kiezkoenig") for (const p of [mia, jonas]) await waitFor(p.page, "the end screen", s => s.endScreen, 120000);
          if (a.moves !== b.moves) throw new Error(`the two ended at ${a.moves} and ${b.moves} moves`);
          await mia.page.screenshot({ path: path.join(shots, `online-end-${title}-phone.png`) });
          await jonas.page.screenshot({ path: path.join(shots, `online-end-${title}-tablet.png`) });
          if (title === "hongkong") {
            if (!doubled) throw new Error("Mia never had the double move to play");
            await endScreenAndReplays(mia);
          }
          await mia.page.close();
          await jonas.page.close();
          return a.moves;
        }
        if (title === "hongkong" && !restarted && a.moves >= 10) {
          // The server goes down and comes back mid-game: both tables
          // connect again by themselves and the game goes on.
          restarted = true;
          // While it is down the page's requests fail, and the browser
          // says so: expected, not a fault of the game.
          allow(/502 \(Bad Gateway\)|WebSocket connection to .* failed|ERR_CONNECTION_REFUSED/);
          if (spawnSync(path.join(root, "server", "run.sh"), ["restart"], { stdio: "inherit" }).status !== 0) throw new Error("the server did not restart");
        }
        if (title === "kiezkoenig") {
          // A duel's die waits for its thrower's tap, no move of the rules.
          const dice = enabledIn(a, "duel-throw") ? mia : enabledIn(b, "duel-throw") ? jonas : null;
          if (dice) { await tapTarget(dice.page, dice.cdp, "duel-throw"); await sleep(150); continue; }
        }
        const who = a.humanTurn ? mia : b.humanTurn ? jonas : null;
        if (!who) { await sleep(150); continue; }
        let now = a.humanTurn ? a : b;
        if (title === "hongkong" && who === mia && !phoneChecked) {
          // Hong Kong's table on an upright phone keeps every target at
          // least 44 px and on screen (run.mjs checks the upright tablet).
          phoneChecked = true;
          fitsTheScreen(now, 390, 844, "Hong Kong on a phone", { skip: "plot-" });
          await mia.page.screenshot({ path: path.join(shots, "hongkong-phone-portrait.png") });
        }
        if (title === "hongkong" && who === mia && !doubled && now.moves >= 2 && now.targets.some(t => t.id === "piece-double" && t.enabled)) {
          // Once, Mia plays her double move through the Double button: a
          // fast block first, then the piece the loop below lays.
          doubled = true;
          await tapTarget(mia.page, mia.cdp, "piece-double");
          // The piece chosen changes to the fast block, by whatever name
          // Mia's language gives it.
          await waitFor(mia.page, "the double move", s => s.piece !== now.piece, 15000);
          await tapTarget(mia.page, mia.cdp, "plot-" + (await state(mia.page)).legal[0]);
          await waitFor(mia.page, "the fast block", s => s.pending >= 0, 15000);
          now = await state(mia.page);
        }
        if (now.moves >= said + 50) { said = now.moves; console.log(`${title}: move ${said}`); }
        // A press a loaded machine stretches past half a second is a long
        // press, which no button takes: the person taps again, as a
        // person would (the same move is still to make).
        for (let again = 0; ; again++) {
          let ticks;
          if (title === "hong") ticks = await hongMove(who, now);
          else if (title === "kiezkoenig") {
            const id = kiezChoice(now);
            ticks = await tapTarget(who.page, who.cdp, id);
            // A fight's target or bet is a step of choosing, no move yet.
            if (id.startsWith("target-") || id.startsWith("bet-")) break;
          }
          else if (now.targets.some(t => t.id === "pass" && t.enabled)) ticks = await tapTarget(who.page, who.cdp, "pass");
          else ticks = await tapTarget(who.page, who.cdp, "plot-" + now.legal[(now.moves * 7) % now.legal.length]);
          try {
            await waitFor(who.page, "the move to come back from the server", s => s.moves > now.moves || s.over, again < 2 ? 15000 : 60000);
            break;
          } catch (e) {
            const s = await state(who.page);
            if (again >= 2 || !s.humanTurn || s.moves !== now.moves) throw e;
            console.log(`${title}: a tap held ${ticks} ticks was not taken: tapping again`);
          }
        }
      }
    }

    // endScreenAndReplays: the finished game's end screen, its board seen
    // and back, the menu, and the replay viewer listing the game kept (under
    // make test, the browser tests' only Hong Kong game played to its end:
    // run.mjs leaves its own to this one).
    async function endScreenAndReplays(p) {
      await waitFor(p.page, "the end screen", s => s.endScreen, 60000);
      await seeBoardAndBack({ page: p.page, cdp: p.cdp, waitFor, tapTarget, shots });
      await tapTarget(p.page, p.cdp, "to-menu");
      await waitFor(p.page, "the menu after the game", s => s.scene === "menu" && !s.transition);
      // The replay viewer, stepped by touch, lists the finished game.
      await keptGameSteps({ page: p.page, cdp: p.cdp, shots, state, waitFor, tapTarget, check, finished: "finished-hongkong.json" });
      await spokeEveryWord(p.page, "the online Hong Kong game");
    }

    // kiezChoice is the simplest decision a person takes in KiezKönig:
    // throw, buy, accept, never start a fight.
    function kiezChoice(s) {
      const ids = s.choices.map(c => c.id);
      const has = p => ids.find(id => id.startsWith(p));
      if (s.lit?.length && !ids.some(i => i.startsWith("drive-"))) return "space-" + s.lit[(s.moves * 7) % s.lit.length];
      return has("target-") || has("bet-") || ids.filter(i => i.startsWith("corrupt-")).pop() ||
        has("roll") || has("buy-") || has("rob") || has("accept") || has("support-none") ||
        ids.filter(i => i.startsWith("drive-")).pop() || has("draw") || has("sell-") || has("lose-") || has("decline") || ids.find(i => i !== "fight") || ids[0];
    }

    // hongMove lays a tile by touch: a lit cell shows it, Place lays it.
    async function hongMove(who, now) {
      const cell = now.hongMoves?.[0]?.split(" ")[1] ?? now.lit[(now.moves * 7) % now.lit.length];
      await tapTarget(who.page, who.cdp, "cell-" + cell);
      await waitFor(who.page, "the tile shown", s => s.ghost === cell, 10000);
      return tapTarget(who.page, who.cdp, "place");
    }
    check("the online games");
    console.log("online e2e passed");
  } finally {
    await browser.close();
    web.kill();
  }
}

// speaks checks that the page is in the browser's language: the button id
// is labelled label.
function speaks(s, id, label, what) {
  const got = s.targets?.find(t => t.id === id)?.label;
  if (got !== label) throw new Error(`${what}: ${id} reads ${JSON.stringify(got)}, not ${JSON.stringify(label)}`);
}

function enabledIn(s, id) { return s?.targets?.some(t => t.id === id && t.enabled); }

main().catch(err => { console.error("online e2e FAILED:", err.message || err); process.exit(1); });
