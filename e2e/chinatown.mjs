// The Chinatown table in the browser, by touch: a whole game (the person
// and easy computers: 3 seats, or QUARTET_E2E_CHINATOWN_SEATS=5) to the end
// screen, with a deal the person proposes and a computer accepts, a
// counter-offer, and a computer's offer answered. It times the way to a
// first deal (taps and seconds from the start of trading to an accepted
// deal), measures the frame rate while income is counted and while the
// computers negotiate against the menu's, and saves screenshots of the
// city, the desk, income and the end.
//
// run.mjs calls chinatown(h) with its helpers; `node e2e/chinatown.mjs
// [dist/web]` runs it alone (with chinatownLayouts), on port 8601.
import path from "node:path";
import { fitsTheScreen, isMain, standalone, toSetup } from "./lib.mjs";

const sleep = ms => new Promise(r => setTimeout(r, ms));

// shot saves a screenshot; on a machine too slow to take one in time it is
// skipped, not a failure.
async function shot(page, shots, name) {
  try {
    await page.screenshot({ path: path.join(shots, name), timeout: 60000 });
  } catch (e) {
    if (!/Timeout/.test(e.message)) throw e;
    console.log(`screenshot ${name} skipped: ${e.message.split("\n")[0]}`);
  }
}

const has = (s, id) => s.targets?.some(t => t.id === id && t.enabled);

// With brisk, the game is played for its words rather than its trading:
// the person keeps the first cards, builds two tiles a year, answers each
// offer shown (accepting what they can pay) and is done trading at once,
// and nothing is measured or photographed but the end (e2e/languages.mjs's
// game in German; make test's own is in French).
export async function chinatown(h, seats = Number(process.env.QUARTET_E2E_CHINATOWN_SEATS || 3), brisk = false) {
  const { page, cdp, shots, report, state, waitFor, tapTarget, framesPerSecond, check } = h;
  const t0 = Date.now();
  const out = { seats, proposedAccepted: 0, countered: 0, offersAnswered: 0, answers: [], taps: 0 };
  report[(seats === 3 ? "chinatown" : `chinatown${seats}`) + (brisk ? "Brisk" : "")] = out;
  // A touch the game saw down 30 ticks or more was a long press before
  // the table took those as taps: counted, to see how loaded the run was.
  const tap = async id => {
    out.taps++;
    if (await tapTarget(page, cdp, id) >= 30) out.longPresses = (out.longPresses ?? 0) + 1;
  };
  const name = n => (seats === 3 ? "chinatown" : `chinatown${seats}`) + (brisk ? "-brisk" : "") + `-${n}.png`;

  const start = async levels => {
    out.taps++;
    await toSetup(page, cdp, tapTarget, waitFor, "chinatown");
    await tap(`players-${levels.length + 1 - 3}`);
    await tap("seat0-0");
    for (let i = 0; i < levels.length; i++) await tap(`seat${i + 1}-${levels[i]}`);
    await tap("start");
    await waitFor(page, "the Chinatown table", s => s.scene === "chinatown" && !s.transition, 180000);
  };
  // A finger quicker than a frame: touchstart and touchend back to back,
  // both between two of the game's frames (a quick tap on a busy phone).
  const quickTap = async id => {
    const s = await waitFor(page, `target ${id}`, s => has(s, id), 30000);
    const t = s.targets.find(t => t.id === id);
    const at = { x: t.x + t.w / 2, y: t.y + t.h / 2, id: 1, radiusX: 4, radiusY: 4, force: 1 };
    out.taps++;
    await Promise.all([
      cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [at] }),
      cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] }),
    ]);
  };
  let quickDone = brisk;
  const keep = async s => {
    let cards = s.dealt.slice(0, s.keepNeed);
    if (!quickDone) {
      quickDone = true;
      await quickTap(`card-${cards[0]}`);
      await waitFor(page, "a card kept by a quick tap", s2 => s2.kept?.includes(cards[0]), 20000);
      cards = cards.slice(1);
    }
    for (const c of cards) await tap(`card-${c}`);
    await tap("keep");
    await waitFor(page, "the cards kept", s2 => s2.moves > s.moves || s2.phase !== "keeping");
  };
  const ready = s => s.over || (s.canAct && !s.animating);
  // doneTrading taps Done trading, or once the person is done waits for
  // the others; it says whether the person was done only now.
  const doneTrading = async s => {
    if (s.done) {
      await waitFor(page, "the others to finish trading", s2 => s2.over || s2.phase !== "trading" || !s2.done || s2.deals.some(d => d.waitingMe), 180000);
      return false;
    }
    await tap("done");
    await waitFor(page, "done trading", s2 => s2.moves > s.moves);
    return true;
  };
  const answered = (s2, how) => {
    for (const a of s2.answers) {
      out.answers.push(`${how} ${a.kind}: ${a.reason}`);
      if (a.kind === "countered") out.countered++;
    }
  };

  if (!brisk) out.fpsMenu = report.fpsMenu ?? Math.round(await framesPerSecond(page, 2000) * 10) / 10;
  await start(Array(seats - 1).fill(1));
  const incomeFps = brisk ? null : chinatownIncomeFps(h).catch(() => null);

  let year = 0, placed = 0, lowOffers = 0, shotCity = false;
  let first = null; // the first deal: when trading was first seen, and taps since
  for (let step = 0; step < 3000; step++) {
    const s = await waitFor(page, "the person's turn", ready, 180000);
    if (s.over) break;
    if (s.year !== year) {
      year = s.year; placed = 0; lowOffers = 0;
      console.log(`chinatown ${seats}: ${year} after ${Math.round((Date.now() - t0) / 1000)} s`, JSON.stringify({ ...out, answers: out.answers.length }));
    }
    if (s.phase === "keeping") { await keep(s); continue; }
    if (s.phase === "placing") {
      const tile = Object.keys(s.hand || {})[0];
      if (placed < (brisk ? 2 : 4) && tile) {
        await tap(`tile-${tile}`);
        const lit = (await state(page)).targets.find(t => t.id.startsWith("lot-") && t.enabled);
        if (lit) {
          await tap(lit.id);
          await waitFor(page, "the tile built", s2 => s2.moves > s.moves);
          placed++;
          continue;
        }
        await tap(`tile-${tile}`);
      }
      await tap("pass");
      await waitFor(page, "the pass", s2 => s2.moves > s.moves);
      continue;
    }
    // Trading.
    if (brisk) {
      const offer = s.deals.find(d => d.waitingMe && d.id === s.shownDeal) ?? s.deals.find(d => d.waitingMe);
      if (offer) {
        const card = await waitFor(page, "the offer's card", s2 => has(s2, `decline-${offer.id}`) || s2.moves > s.moves);
        if (card.moves > s.moves) continue;
        const id = has(card, `accept-${offer.id}`) ? `accept-${offer.id}` : `decline-${offer.id}`;
        await tap(id);
        const s2 = await waitFor(page, "the offer answered", s2 => s2.moves > s.moves || s2.refusal || s2.shownDeal !== s.shownDeal || !s2.deals.some(d => d.id === offer.id && d.waitingMe));
        if (s2.moves === s.moves && s2.refusal) await tap(`decline-${offer.id}`);
        out.offersAnswered++;
        continue;
      }
      await doneTrading(s);
      continue;
    }
    if (!first) {
      first = { at: Date.now(), taps: out.taps };
      await shot(page, shots, name("city"));
    }
    // The computers negotiate from the moment trading opens.
    if (out.fpsNegotiating === undefined && year > 1965) {
      out.fpsNegotiating = Math.round(await framesPerSecond(page, 1500) * 10) / 10;
      console.log(`chinatown ${seats}: fps while the computers negotiate`, out.fpsNegotiating);
    }
    // The offer on the card: one is shown at a time, the others queued
    // behind it (an offer arriving as a counter-offer is shown keeps the
    // card).
    const offer = s.deals.find(d => d.waitingMe && d.id === s.shownDeal) ?? s.deals.find(d => d.waitingMe);
    const moved = s2 => s2.shownDeal !== s.shownDeal || !s2.deals.some(d => d.id === offer.id && d.waitingMe);
    if (offer) {
      const mine = offer.by === s.me;
      if (!mine && offer.changes === 0 && !out.countered) {
        // A computer's offer, sent back changed: the person asks $1,000
        // more (a counter-offer), and the computer answers at once.
        await tap(`change-${offer.id}`);
        // A tap acts only on the button it began on: if the card changed
        // under the finger (another offer shown, this one answered), the
        // tap did nothing and the card is read again.
        const opened = await waitFor(page, "the desk", s2 => s2.desk || moved(s2));
        if (!opened.desk) { out.cardChanged = (out.cardChanged ?? 0) + 1; continue; }
        await tap("pay-1");
        await tap("send");
        const s2 = await waitFor(page, "the counter-offer answered", s2 => s2.moves > s.moves && !s2.desk);
        out.countered++;
        out.offersAnswered++;
        answered(s2, "my counter:");
        await shot(page, shots, name("counter"));
        continue;
      }
      // A computer's offer or its counter to mine: accepted with one tap.
      // One the person cannot pay has its Accept greyed, and is declined.
      const card = await waitFor(page, "the offer's card", s2 => has(s2, `decline-${offer.id}`) || s2.moves > s.moves);
      if (card.moves > s.moves) continue;
      if (!has(card, `accept-${offer.id}`)) {
        await tap(`decline-${offer.id}`);
        await waitFor(page, "the offer declined", s2 => s2.moves > s.moves || moved(s2));
        if (!mine) out.offersAnswered++;
        continue;
      }
      await tap(`accept-${offer.id}`);
      const s2 = await waitFor(page, "the offer answered", s2 => s2.moves > s.moves || s2.refusal || moved(s2));
      if (s2.moves === s.moves && !s2.refusal) { out.cardChanged = (out.cardChanged ?? 0) + 1; continue; }
      if (s2.moves === s.moves) await tap(`decline-${offer.id}`);
      else if (mine || offer.changes > 0) out.proposedAccepted++;
      if (!mine) out.offersAnswered++;
      continue;
    }
    // The suggestion's buttons light a moment after its card comes: a
    // card on screen is waited for, unless it goes meanwhile.
    if (s.targets?.some(t => t.id === "send-suggested") && out.proposedAccepted < 3) {
      const lit = await waitFor(page, "the suggestion to light", s2 => has(s2, "send-suggested") || !s2.targets?.some(t => t.id === "send-suggested"), 10000);
      if (!has(lit, "send-suggested")) continue;
      if (!out.firstDeal) await shot(page, shots, name("suggested"));
      await tap("send-suggested");
      const s2 = await waitFor(page, "the answer", s2 => s2.moves > s.moves && !s2.desk);
      answered(s2, "suggested:");
      if (s2.answers.some(a => a.kind === "accepted")) {
        out.proposedAccepted++;
        out.firstDeal ??= { taps: out.taps - first.taps, seconds: Math.round((Date.now() - first.at) / 100) / 10 };
        if (out.proposedAccepted === 1) await shot(page, shots, name("accepted"));
      }
      continue;
    }
    // From the second year, a low offer for a computer's lot, to hear its
    // price (a counter-offer, taken with one tap above).
    if (year > 1965 && lowOffers < 1 && out.countered < 2 && !s.done) {
      lowOffers++;
      const other = s.summary.players.findIndex((p, i) => i !== s.me && p.lots.length > 0);
      await tap("new-deal");
      const d = await waitFor(page, "the desk", s2 => s2.desk);
      if (!out.deskShot) { out.deskShot = true; }
      const lot = d.summary.players[other].lots.find(l => has(d, `lot-${l}`));
      if (lot) {
        await tap(`lot-${lot}`);
        await tap("pay+1");
        await shot(page, shots, name("desk"));
        await tap("send");
        // A person with no money left is refused ("You cannot pay"): the
        // desk is closed and play goes on (CI: $0 left in 1967).
        // (In French where run.mjs plays it: "ne peut pas payer".)
        const s2 = await waitFor(page, "the answer", s2 => (s2.moves > d.moves && !s2.desk) || (s2.desk && /cannot pay|pas payer|nicht (be)?zahlen/.test(s2.message)));
        if (s2.desk) { await tap("desk-cancel"); continue; }
        answered(s2, "low offer:");
        await shot(page, shots, name("answer"));
      } else {
        await tap("desk-cancel");
      }
      continue;
    }
    if (!await doneTrading(s)) continue;
    // The computers negotiate among themselves now.
    if (out.fpsNegotiating === undefined) {
      const s3 = await state(page);
      if (s3.phase === "trading") {
        out.fpsNegotiating = Math.round(await framesPerSecond(page, 2000) * 10) / 10;
        console.log(`chinatown ${seats}: fps while the computers negotiate`, out.fpsNegotiating);
      }
    }
  }
  const end = await waitFor(page, "the end screen", s => s.endScreen, 120000);
  await shot(page, shots, name("end"));
  if (end.summary.players.some(p => p.money === null)) throw new Error("Chinatown: money still hidden at the end");
  out.winner = end.winner;
  out.money = end.summary.players.map(p => p.money);
  out.deals = [end.summary.dealsProposed, end.summary.dealsExecuted];
  out.gameSeconds = Math.round((Date.now() - t0) / 1000);
  out.fpsIncome = await incomeFps;
  out.answers = out.answers.slice(0, 12);
  console.log(`chinatown ${seats}${brisk ? " brisk" : ""}:`, JSON.stringify(out));
  if (brisk) {
    await tap("to-menu");
    await waitFor(page, "the menu after Chinatown", s => s.scene === "menu" && !s.transition);
    check("the brisk Chinatown game");
    return out;
  }
  if (!out.proposedAccepted) throw new Error("Chinatown: no deal the person proposed was accepted: " + out.answers.join(" | "));
  if (!out.countered) throw new Error("Chinatown: no counter-offer in the whole game: " + out.answers.join(" | "));
  if (seats === 3 && !out.offersAnswered) throw new Error("Chinatown: no computer's offer came to the person");
  await tap("to-menu");
  await waitFor(page, "the menu after Chinatown", s => s.scene === "menu" && !s.transition);
  check("the Chinatown game");
  return out;
}

// chinatownIncomeFps watches a game until income is being counted and
// measures the frame rate then. It is started alongside the game loop.
export async function chinatownIncomeFps(h) {
  const { page, state, framesPerSecond } = h;
  for (let i = 0; i < 6000; i++) {
    const s = await state(page);
    if (s?.scene === "chinatown" && s.income) {
      const fps = Math.round(await framesPerSecond(page, 1500) * 10) / 10;
      console.log("chinatown: fps while income is counted", fps);
      return fps;
    }
    await sleep(50);
  }
  return null;
}

// layoutSizes are the sizes chinatownLayouts opens, each with its number
// of players.
export const layoutSizes = [[390, 844, "phone", 5], [768, 1024, "tablet-portrait", 4], [1024, 768, "tablet", 3], [1920, 1080, "desktop-1080", 3]];

// chinatownLayouts opens tables at phone, tablet and desktop sizes, checks
// every target fits and is 44 px, and saves pictures of keeping, trading
// and the desk.
export async function chinatownLayouts(h, sizes = layoutSizes) {
  const { page, cdp, shots, waitFor, tapTarget } = h;
  for (const [w, hgt, name, players] of sizes) {
    await page.setViewportSize({ width: w, height: hgt });
    await sleep(500);
    await toSetup(page, cdp, tapTarget, waitFor, "chinatown");
    await tapTarget(page, cdp, `players-${players - 3}`);
    await tapTarget(page, cdp, "seat0-0");
    for (let i = 1; i < players; i++) await tapTarget(page, cdp, `seat${i}-1`);
    await tapTarget(page, cdp, "start");
    let s = await waitFor(page, "keeping", s => s.scene === "chinatown" && !s.transition && s.canAct && s.phase === "keeping", 60000);
    checkTargets(s, w, hgt, name);
    await shot(page, shots, `chinatown-keeping-${name}.png`);
    for (const c of s.dealt.slice(0, s.keepNeed)) await tapTarget(page, cdp, `card-${c}`);
    await tapTarget(page, cdp, "keep");
    s = await waitFor(page, "trading", s => s.phase === "trading" && s.canAct && !s.animating, 60000);
    checkTargets(s, w, hgt, name + " trading");
    await shot(page, shots, `chinatown-trading-${name}.png`);
    await tapTarget(page, cdp, "new-deal");
    s = await waitFor(page, "the desk", s => s.desk);
    const lot = s.summary.players[1].lots.find(l => has(s, `lot-${l}`));
    if (lot) await tapTarget(page, cdp, `lot-${lot}`);
    s = await waitFor(page, "the desk", s => s.desk);
    checkTargets(s, w, hgt, name + " desk");
    await shot(page, shots, `chinatown-desk-${name}.png`);
    await tapTarget(page, cdp, "desk-cancel");
    await tapTarget(page, cdp, "menu");
    await tapTarget(page, cdp, "pause-Quit to menu");
    await tapTarget(page, cdp, "confirm");
    await waitFor(page, "the menu", s => s.scene === "menu" && !s.transition);
  }
  await page.setViewportSize({ width: 1024, height: 768 });
}

// checkTargets is fitsTheScreen for Chinatown's table: its lots are tapped
// on the map, which zooms, and its panels scale by half pixels.
export function checkTargets(s, w, h, name) {
  fitsTheScreen(s, w, h, `Chinatown ${name}`, { skip: "lot-", slack: 0.5 });
}

// Alone: node e2e/chinatown.mjs [dist/web]; QUARTET_E2E_SIZE=390x844 plays on
// a phone, and QUARTET_E2E_CHINATOWN_LAYOUTS=0 leaves out the layouts.
if (isMain(import.meta.url)) {
  standalone("chinatown", 8601, async t => {
    const report = { fpsMenu: Math.round(await t.framesPerSecond(t.page, 2000) * 10) / 10 };
    const h = { ...t, report };
    // QUARTET_E2E_CHINATOWN_BRISK=1 plays the brisk game (see chinatown).
    await chinatown(h, undefined, process.env.QUARTET_E2E_CHINATOWN_BRISK === "1");
    if (process.env.QUARTET_E2E_CHINATOWN_LAYOUTS !== "0") {
      const started = Date.now();
      await chinatownLayouts(h);
      report.layoutsSeconds = Math.round((Date.now() - started) / 1000);
    }
    return report;
  });
}
