// The picture a shared link shows (WhatsApp, Facebook: issue 38, item 6), drawn by Skia through
// @napi-rs/canvas (the canvas pdf.js already draws on here), which shapes Tamil with HarfBuzz:
// next/og's Satori did not, and put ெ, ே and ை after their consonant instead of before it. The
// same self-hosted Noto Sans Tamil as the site; Latin text falls back to its Latin subset.
import { readFileSync } from "node:fs";
import path from "node:path";
import { createCanvas, GlobalFonts, type SKRSContext2D } from "@napi-rs/canvas";

export const OG_SIZE = { width: 1200, height: 630 } as const;

const FAMILY = "'OG Latin', 'OG Tamil'";
let registered = false;

/** Registered once per process, from the project's node_modules (the server runs from the project folder). */
function registerFonts() {
  if (registered) return;
  const file = (subset: string) => readFileSync(path.join(process.cwd(), "node_modules/@fontsource/noto-sans-tamil/files", `noto-sans-tamil-${subset}-700-normal.woff`));
  GlobalFonts.register(file("tamil"), "OG Tamil");
  GlobalFonts.register(file("latin"), "OG Latin");
  registered = true;
}

/** `text` in lines no wider than `width` at the context's font, broken between words; null when it needs more than `most`. */
export function wrap(ctx: SKRSContext2D, text: string, width: number, most: number): string[] | null {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && ctx.measureText(`${last} ${word}`).width <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length <= most && lines.every((line) => ctx.measureText(line).width <= width) ? lines : null;
}

/** The title at the largest of a few sizes at which it fits in `most` lines (the smallest otherwise, cut). */
function fitted(ctx: SKRSContext2D, text: string, width: number, most: number, sizes: number[]) {
  for (const size of sizes) {
    ctx.font = `bold ${size}px ${FAMILY}`;
    const lines = wrap(ctx, text, width, most);
    if (lines) return { size, lines };
  }
  const size = sizes.at(-1)!;
  ctx.font = `bold ${size}px ${FAMILY}`;
  return { size, lines: [text] };
}

export interface Card {
  title: string;
  subtitle?: string;
  footer?: string;
}

/** The card as PNG: the title large (two lines at most), the subtitle under it, the footer in amber. */
export function drawCard({ title, subtitle, footer }: Card): Buffer {
  registerFonts();
  const { width, height } = OG_SIZE;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  const ground = ctx.createLinearGradient(0, 0, width, height);
  ground.addColorStop(0, "#1e3a8a");
  ground.addColorStop(1, "#1d4ed8");
  ctx.fillStyle = ground;
  ctx.fillRect(0, 0, width, height);
  const left = 80;
  const room = width - 2 * left;
  const heading = fitted(ctx, title, room, 2, [76, 64, 56, 48]);
  let y = subtitle || footer ? 220 - (heading.lines.length - 1) * heading.size * 0.6 : 300;
  ctx.fillStyle = "#ffffff";
  ctx.textBaseline = "alphabetic";
  for (const line of heading.lines) {
    ctx.fillText(line, left, y, room);
    y += heading.size * 1.3;
  }
  if (subtitle) {
    ctx.font = `bold 44px ${FAMILY}`;
    ctx.fillStyle = "#d9eaff";
    ctx.fillText(subtitle, left, y + 16, room);
    y += 44 * 1.3 + 16;
  }
  if (footer) {
    ctx.font = `bold 34px ${FAMILY}`;
    ctx.fillStyle = "#f59e0b";
    ctx.fillText(footer, left, Math.max(y + 50, height - 90), room);
  }
  return canvas.toBuffer("image/png");
}

/** A card as the response a metadata image route returns (built once, at build time, and cached). */
export const cardResponse = (card: Card) => new Response(new Uint8Array(drawCard(card)), { headers: { "Content-Type": "image/png" } });
