// What a newcomer tripped on at the Hong Kong table (issue 11), checked in
// the browser by touch: the rules page shows its text and scrolls, a
// refused tap's reason goes with the next legal move, and the end screen's
// See board has a way back.
import { inflateSync } from "node:zlib";
import path from "node:path";
import { toSetup } from "./lib.mjs";

// png decodes a screenshot (8-bit RGB or RGBA, as Chromium writes them)
// into rows of RGBA pixels.
function png(buf) {
  let pos = 8, width = 0, height = 0, type = 0;
  const idat = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos), kind = buf.toString("ascii", pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + len);
    if (kind === "IHDR") { width = data.readUInt32BE(0); height = data.readUInt32BE(4); type = data[9]; }
    if (kind === "IDAT") idat.push(data);
    pos += 12 + len;
  }
  const bpp = type === 6 ? 4 : 3, stride = width * bpp;
  const raw = inflateSync(Buffer.concat(idat));
  const out = Buffer.alloc(width * height * 4);
  let prev = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)], line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? line[i - bpp] : 0, b = prev[i], c = i >= bpp ? prev[i - bpp] : 0;
      let p = 0;
      if (f === 1) p = a; else if (f === 2) p = b; else if (f === 3) p = (a + b) >> 1;
      else if (f === 4) { const q = a + b - c, pa = Math.abs(q - a), pb = Math.abs(q - b), pc = Math.abs(q - c); p = pa <= pb && pa <= pc ? a : pb <= pc ? b : c; }
      line[i] = (line[i] + p) & 255;
    }
    for (let x = 0; x < width; x++) {
      out[(y * width + x) * 4] = line[x * bpp]; out[(y * width + x) * 4 + 1] = line[x * bpp + 1];
      out[(y * width + x) * 4 + 2] = line[x * bpp + 2]; out[(y * width + x) * 4 + 3] = 255;
    }
    prev = line;
  }
  return { width, height, data: out };
}

// ink is the share of a region's pixels dark enough to be text on paper.
async function ink(page, clip) {
  const img = png(await page.screenshot({ clip }));
  let n = 0;
  for (let i = 0; i < img.data.length; i += 4) if (img.data[i] + img.data[i + 1] + img.data[i + 2] < 330) n++;
  return { share: n / (img.width * img.height), bytes: img.data };
}

// rulesAndRefusal starts a game between two people at the page's size: a
// tap on the centre is refused with the rules' reason, which the next
// legal move clears; then the pause menu's Rules page shows text and
// scrolls under a finger.
export async function rulesAndRefusal(h, name) {
  const { page, cdp, state, waitFor, tapTarget, touch, shots } = h;
  await toSetup(page, cdp, tapTarget, waitFor, "hongkong");
  await tapTarget(page, cdp, "seat0-0");
  await tapTarget(page, cdp, "seat1-0");
  await tapTarget(page, cdp, "start");
  // A description can come before the board's targets are listed: wait
  // for the one to tap, or the tap below reads an undefined target (CI).
  let s = await waitFor(page, "the first turn", s => s.scene === "hongkong" && !s.transition && s.humanTurn &&
    s.targets.some(t => t.id === "plot-c3"));
  const c3 = s.targets.find(t => t.id === "plot-c3");
  await touch(page, cdp, c3.x + c3.w / 2, c3.y + c3.h / 2);
  s = await waitFor(page, "the refusal", s => s.refusal !== "", 10000);
  if (!/centre/.test(s.refusal) || s.message !== s.refusal || s.moves !== 0) throw new Error(`${name}: the refused tap shows ${JSON.stringify(s.message)}`);
  await page.screenshot({ path: path.join(shots, `refused-${name}.png`) });
  await tapTarget(page, cdp, "plot-a1");
  s = await waitFor(page, "the legal move", s => s.moves === 1, 10000);
  if (s.refusal !== "" || /centre/.test(s.message)) throw new Error(`${name}: the refusal stayed after a legal move: ${JSON.stringify(s.message)}`);

  await tapTarget(page, cdp, "menu");
  await waitFor(page, "the pause menu", s => s.overlay === "pause");
  await tapTarget(page, cdp, "pause-Rules");
  s = await waitFor(page, "the rules page", s => s.overlay === "rules" && s.targets.some(t => t.id === "close-rules"));
  const close = s.targets.find(t => t.id === "close-rules");
  const body = { x: close.x, y: 90, width: close.w, height: close.y - 110 };
  const before = await ink(page, body);
  await page.screenshot({ path: path.join(shots, `rules-${name}.png`) });
  if (before.share < 0.02) throw new Error(`${name}: the rules page is blank (${before.share.toFixed(3)} inked)`);
  // Drag the page up by a finger's sweep.
  const x = body.x + body.width / 2, y0 = body.y + body.height - 30;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y: y0, id: 1 }] });
  for (let i = 1; i <= 10; i++) {
    await new Promise(r => setTimeout(r, 40));
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y: y0 - i * 30, id: 1 }] });
  }
  await new Promise(r => setTimeout(r, 200));
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await new Promise(r => setTimeout(r, 300));
  const after = await ink(page, body);
  if (after.share < 0.02 || Buffer.compare(before.bytes, after.bytes) === 0) throw new Error(`${name}: the rules page did not scroll`);
  await tapTarget(page, cdp, "close-rules");
  await tapTarget(page, cdp, "pause-Quit to menu");
  await tapTarget(page, cdp, "confirm");
  await waitFor(page, "the menu", s => s.scene === "menu" && !s.transition);
}

// seeBoardAndBack, at the end screen: See board hides the dialog and puts
// Result where Undo was; Result brings the dialog back.
export async function seeBoardAndBack(h) {
  const { page, cdp, waitFor, tapTarget, shots } = h;
  await tapTarget(page, cdp, "board");
  const s = await waitFor(page, "the final board", s => s.boardSeen && !s.endScreen, 10000);
  if (s.targets.some(t => t.id === "undo")) throw new Error("Undo is offered on the finished game's board");
  // (In English, German or French: the online game is played in both.)
  if (/\bplot\b|\bFeld\b|\bcase\b/.test(s.message)) throw new Error(`the finished game still asks for a plot: ${s.message}`);
  await page.screenshot({ path: path.join(shots, "hongkong-see-board.png") });
  await tapTarget(page, cdp, "show-result");
  await waitFor(page, "the result again", s => s.endScreen && !s.boardSeen, 10000);
}
