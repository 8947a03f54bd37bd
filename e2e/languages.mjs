// The three whole games that make test leaves out for its time (issue
// 27): a brisk 3-player Chinatown game in German, Hong's base game on a
// phone in French, and a 3-player KiezKönig game in German on a tablet,
// each language chosen in Settings by touch, each failing on a word shown
// in English for want of a translation. With make test's own, every title
// is then played whole in both languages. make test-languages; .ci/run
// runs it after make test. Alone: node e2e/languages.mjs [dist/web].
import { chinatown } from "./chinatown.mjs";
import { hongBaseGame } from "./hong.mjs";
import { kiezkoenig } from "./kiezkoenig.mjs";
import { speak, spokeEveryWord, standalone } from "./lib.mjs";

standalone("languages", 8621, async t => {
  const report = {};
  let started = Date.now();
  await speak(t.page, t.cdp, t.tapTarget, t.waitFor, "de");
  await chinatown({ ...t, report }, 3, true);
  await spokeEveryWord(t.page, "Chinatown in German");
  report.chinatownSeconds = Math.round((Date.now() - started) / 1000);
  started = Date.now();
  // Hong's base game ends on the menu; its viewport is the phone's.
  await speak(t.page, t.cdp, t.tapTarget, t.waitFor, "fr");
  report.hongBase = await hongBaseGame(t);
  await spokeEveryWord(t.page, "Hong's base game in French");
  report.hongBaseSeconds = Math.round((Date.now() - started) / 1000);
  started = Date.now();
  // KiezKönig's game speaks German (kiezkoenig.mjs chooses it again) and
  // closes the page at its end.
  await kiezkoenig({ ...t, report, games: "3:de", everySize: false, openGame: async () => ({ page: t.page, cdp: t.cdp }) });
  report.kiezkoenigSeconds = Math.round((Date.now() - started) / 1000);
  return report;
});
