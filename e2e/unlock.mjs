// The first taps while the browser is still starting the game's sound: Oto
// unlocks audio on a tap and answers each tap until the browser says the
// sound runs, so a second tap before that called a Go callback already
// freed ("call to released function" in the console). A slow start (a
// phone, a busy machine) is made here by holding back the browser's answer.
import { sleep, touch } from "./lib.mjs";

export async function tapsWhileSoundStarts({ context, base, watch, check }) {
  const page = await context.newPage();
  watch(page, "taps while the sound starts");
  await page.addInitScript(() => {
    const resume = AudioContext.prototype.resume;
    window.quartetResumes = { asked: 0, answered: 0 };
    AudioContext.prototype.resume = function () {
      window.quartetResumes.asked++;
      return resume.call(this).then(() => new Promise(r => setTimeout(r, 3000)))
        .finally(() => { window.quartetResumes.answered++; });
    };
  });
  const cdp = await context.newCDPSession(page);
  await page.goto(base + "/?test=1");
  await page.waitForSelector("#start", { state: "visible", timeout: 120000 });
  const box = await page.locator("#start").boundingBox();
  await touch(page, cdp, box.x + box.width / 2, box.y + box.height / 2);
  await touch(page, cdp, 40, 40);
  await touch(page, cdp, 60, 40);
  const n = await page.evaluate(() => window.quartetResumes.asked);
  if (n < 2) throw new Error(`only ${n} request to start the sound: the test's taps did not come while it was starting`);
  for (let i = 0; i < 100; i++) {
    const r = await page.evaluate(() => window.quartetResumes);
    if (r.answered >= r.asked) break;
    await sleep(100);
  }
  await sleep(300);
  check("taps while the sound starts");
  await page.close();
}
