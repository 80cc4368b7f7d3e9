// Draws the site's icons and share image with Chromium into public/. Run again after a change of logo:
//   npx tsx scripts/make-icons.ts
import fs from "node:fs";
import { chromium } from "@playwright/test";

const BLUE = "#0b5fcc";
const FONT = "'Noto Sans CJK JP', 'Noto Sans JP', sans-serif";

const mark = (size: number, radius: number) => `<!doctype html><meta charset="utf-8"><body style="margin:0">
<div style="width:${size}px;height:${size}px;border-radius:${radius}px;background:${BLUE};color:#fff;display:grid;place-items:center;font:700 ${Math.round(size * 0.62)}px/1 ${FONT}">案</div>`;

const shareImage = `<!doctype html><meta charset="utf-8"><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;background:linear-gradient(135deg,${BLUE},#084a9e);color:#fff;font-family:${FONT};display:flex;flex-direction:column;justify-content:center;gap:28px">
  <div style="display:flex;align-items:center;gap:24px">
    <div style="width:96px;height:96px;border-radius:20px;background:#fff;color:${BLUE};display:grid;place-items:center;font:700 62px/1 ${FONT}">案</div>
    <div style="font:700 72px/1.2 ${FONT}">案件ファインダー</div>
  </div>
  <div style="font:700 44px/1.5 ${FONT}">フリーランスエンジニア・クリエイターの<br>案件をまとめて検索</div>
  <div style="font:400 30px/1.5 ${FONT};opacity:.9">複数のエージェントの案件を、スキル・単価・リモート可否で探せます</div>
</div>`;

/** An .ico that holds PNG images, which every current browser reads. */
function ico(images: Array<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
async function draw(html: string, width: number, height = width): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(html);
  const png = await page.screenshot({ omitBackground: true });
  await page.close();
  return png;
}

fs.writeFileSync(
  "public/favicon.ico",
  ico([
    { size: 16, png: await draw(mark(16, 3), 16) },
    { size: 32, png: await draw(mark(32, 6), 32) },
  ]),
);
// Apple and the manifest's maskable icon fill the square; the system rounds the corners.
fs.writeFileSync("public/apple-touch-icon.png", await draw(mark(180, 0), 180));
fs.writeFileSync("public/icon-192.png", await draw(mark(192, 0), 192));
fs.writeFileSync("public/icon-512.png", await draw(mark(512, 0), 512));
fs.writeFileSync("public/og-image.png", await draw(shareImage, 1200, 630));
await browser.close();
console.log("wrote public/favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png, og-image.png");
