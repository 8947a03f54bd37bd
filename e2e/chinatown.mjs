// The Chinatown table in the browser, by touch: a whole 3-player game
// (the person and two easy computers) to the end screen, with a deal the
// person proposes and a computer accepts, a counter-offer the person sends
// back on a computer's offer, and a computer's offer accepted. It measures
// the frame rate while income is counted and while the computers negotiate,
// against the menu's, and saves screenshots at phone, tablet and desktop
// sizes, a 5-player table on the phone included.
//
// run.mjs calls chinatown(h) with its helpers.
import path from "node:path";

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

export async function chinatown(h) {
  const { page, cdp, shots, report, state, waitFor, tapTarget, framesPerSecond, check } = h;
  const t0 = Date.now();
  const out = { proposedAccepted: 0, countered: 0, offersAnswered: 0, answers: [] };
  report.chinatown = out;

  const quit = async () => {
    await tapTarget(page, cdp, "menu");
    await waitFor(page, "the pause menu", s => s.overlay === "pause");
    await tapTarget(page, cdp, "pause-Quit to menu");
    await tapTarget(page, cdp, "confirm");
    await waitFor(page, "the menu", s => s.scene === "menu" && !s.transition);
  };
  const start = async (players, levels) => {
    await tapTarget(page, cdp, "title-chinatown");
    await waitFor(page, "setup", s => s.scene === "setup" && !s.transition);
    await tapTarget(page, cdp, `players-${players - 3}`);
    await tapTarget(page, cdp, "seat0-0");
    for (let i = 0; i < levels.length; i++) await tapTarget(page, cdp, `seat${i + 1}-${levels[i]}`);
    await tapTarget(page, cdp, "start");
    await waitFor(page, "the Chinatown table", s => s.scene === "chinatown" && !s.transition, 180000);
  };
  const keep = async s => {
    for (const c of s.dealt.slice(0, s.keepNeed)) await tapTarget(page, cdp, `card-${c}`);
    await tapTarget(page, cdp, "keep");
    await waitFor(page, "the cards kept", s2 => s2.moves > s.moves || s2.phase !== "keeping");
  };
  const ready = s => s.over || (s.canAct && !s.animating);

  out.fpsMenu = report.fpsMenu ?? Math.round(await framesPerSecond(page, 2000) * 10) / 10;
  console.log("chinatown: menu fps", out.fpsMenu);
  await start(3, [1, 1]);
  const incomeFps = chinatownIncomeFps(h).catch(() => null);
  await shot(page, shots, "chinatown-start.png");

  let year = 0, tries = 0, proposals = 0, placed = 0;
  for (let step = 0; step < 2000; step++) {
    const s = await waitFor(page, "the person's turn", ready, 180000);
    if (s.over) break;
    if (s.year !== year) {
      year = s.year; tries = 0; placed = 0;
      console.log(`chinatown: ${year} after ${Math.round((Date.now() - t0) / 1000)} s`, JSON.stringify({ ...out, answers: out.answers.length }));
    }
    if (s.phase === "keeping") { await keep(s); continue; }
    if (s.phase === "placing") {
      const tile = Object.keys(s.hand || {})[0];
      if (placed < 3 && tile) {
        await tapTarget(page, cdp, `tile-${tile}`);
        const lit = (await state(page)).targets.find(t => t.id.startsWith("lot-") && t.enabled);
        if (lit) {
          await tapTarget(page, cdp, lit.id);
          await waitFor(page, "the tile built", s2 => s2.moves > s.moves);
          placed++;
          continue;
        }
      }
      await tapTarget(page, cdp, "pass");
      await waitFor(page, "the pass", s2 => s2.moves > s.moves);
      continue;
    }
    // Trading. How long a first deal takes by touch, from the desk's
    // first sight: Suggest, Send, the answer.
    out.tradingSeenAt ??= Date.now();
    // A computer's offer first: the first is sent back changed
    // (a counter-offer asking $1,000 more), later ones accepted.
    const offer = s.deals.find(d => d.waitingMe);
    if (offer) {
      if (!out.countered) {
        await tapTarget(page, cdp, `change-${offer.id}`);
        await waitFor(page, "the desk", s2 => s2.desk);
        await tapTarget(page, cdp, "pay-1");
        await tapTarget(page, cdp, "send");
        const s2 = await waitFor(page, "the counter-offer sent", s2 => s2.moves > s.moves);
        out.countered++;
        out.answers.push(...s2.answers.map(a => `${a.kind}: ${a.reason}`));
        if (out.countered === 1) await shot(page, shots, "chinatown-counter.png");
      } else {
        await tapTarget(page, cdp, `accept-${offer.id}`);
        const s2 = await waitFor(page, "the offer answered", s2 => s2.moves > s.moves || s2.refusal);
        // An offer the person cannot pay is refused by the rules: decline it.
        if (s2.moves === s.moves) await tapTarget(page, cdp, `decline-${offer.id}`);
        out.offersAnswered++;
      }
      continue;
    }
    if (tries < 2 && !s.done) {
      tries++;
      await tapTarget(page, cdp, "suggest");
      const s2 = await waitFor(page, "a suggestion", s2 => s2.desk || /suggest/i.test(s2.message), 10000);
      if (s2.desk) {
        if (proposals === 0) await shot(page, shots, "chinatown-desk.png");
        // A little money on top the first time a deal was refused.
        if (tries === 2) await tapTarget(page, cdp, "pay+5");
        await tapTarget(page, cdp, "send");
        const s3 = await waitFor(page, "the answer", s3 => s3.moves > s2.moves && !s3.desk);
        proposals++;
        for (const a of s3.answers) {
          out.answers.push(`${a.kind}: ${a.reason}`);
          if (a.kind === "accepted") {
            out.proposedAccepted++;
            out.firstDealMs ??= Date.now() - out.tradingSeenAt;
          }
        }
        if (proposals === 1) await shot(page, shots, "chinatown-answer.png");
        continue;
      }
    }
    if (s.done) {
      // Done already: wait for trading to end, or for an offer.
      await waitFor(page, "the others to finish trading", s2 => s2.over || s2.phase !== "trading" || !s2.done || s2.deals.some(d => d.waitingMe), 180000);
      continue;
    }
    await tapTarget(page, cdp, "done");
    await waitFor(page, "done trading", s2 => s2.moves > s.moves);
    // The computers negotiate among themselves now.
    if (out.fpsNegotiating === undefined) {
      out.fpsNegotiating = Math.round(await framesPerSecond(page, 2000) * 10) / 10;
      console.log("chinatown: fps while the computers negotiate", out.fpsNegotiating);
    }
    // Income comes after building; catch it once to measure.
  }
  const end = await waitFor(page, "the end screen", s => s.endScreen, 120000);
  await shot(page, shots, "chinatown-end.png");
  if (end.summary.players.some(p => p.money === null)) throw new Error("Chinatown: money still hidden at the end");
  out.winner = end.winner;
  out.money = end.summary.players.map(p => p.money);
  out.deals = [end.summary.dealsProposed, end.summary.dealsExecuted];
  out.gameMs = Date.now() - t0;
  out.fpsIncome = await incomeFps;
  if (!out.proposedAccepted) throw new Error("Chinatown: no deal the person proposed was accepted: " + out.answers.join(" | "));
  if (!out.countered) throw new Error("Chinatown: no computer offer came to send a counter-offer on");
  await tapTarget(page, cdp, "to-menu");
  await waitFor(page, "the menu after Chinatown", s => s.scene === "menu" && !s.transition);
  check("the Chinatown game");
  return out;
}

// measureIncome watches a game until income is being counted and measures
// the frame rate then. It is started alongside the game loop.
export async function chinatownIncomeFps(h) {
  const { page, state, framesPerSecond } = h;
  for (let i = 0; i < 3000; i++) {
    const s = await state(page);
    if (s?.scene === "chinatown" && s.income) {
      const fps = Math.round(await framesPerSecond(page, 1500) * 10) / 10;
      console.log("chinatown: fps while income is counted", fps);
      return fps;
    }
    await new Promise(r => setTimeout(r, 50));
  }
  return null;
}

// chinatownLayouts opens a 5-player table at phone, and the 3-player one at
// desktop sizes, checks every target fits and is 44 px, and saves pictures.
export async function chinatownLayouts(h) {
  const { page, cdp, shots, waitFor, tapTarget } = h;
  const sizes = [[390, 844, "phone", 5], [1920, 1080, "desktop-1080", 3], [1280, 720, "desktop", 5]];
  for (const [w, hgt, name, players] of sizes) {
    await page.setViewportSize({ width: w, height: hgt });
    await new Promise(r => setTimeout(r, 500));
    await tapTarget(page, cdp, "title-chinatown");
    await waitFor(page, "setup", s => s.scene === "setup" && !s.transition);
    await shot(page, shots, `chinatown-setup-${name}.png`);
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
    await shot(page, shots, `chinatown-trading-${name}.png`);
    await tapTarget(page, cdp, "new-deal");
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

function checkTargets(s, w, h, name) {
  for (const t of s.targets) {
    if (t.id.startsWith("lot-")) continue; // lots are tapped on the map, which zooms
    if (t.w < 43.5 || t.h < 43.5) throw new Error(`Chinatown ${name}: target ${t.id} is ${t.w}x${t.h}, under 44 px`);
    if (t.x < -0.5 || t.y < -0.5 || t.x + t.w > w + 0.5 || t.y + t.h > h + 0.5) throw new Error(`Chinatown ${name}: target ${t.id} is off screen`);
  }
}
