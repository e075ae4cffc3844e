import { buffer } from "node:stream/consumers";
import sharp from "sharp";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { optionSets, type OptionSet } from "@/lib/mock-tests/key";
import type { Storage } from "@/lib/storage";
import { answerBubble, BUBBLE_RADIUS, NUMBER_LABEL, REGISTER, registerBubble, SCALE, sheetFits } from "./layout";
import { unreadProblems } from "./service";

// What staff see of a scanned sheet on the review screen (issue 20): the straightened page, or one
// question's row of bubbles (or the register grid) cut from it, so a doubt is settled at a glance.

export type SheetPart = { question: number } | { register: true } | null;

/** The part's box on the straightened picture, in pixels; null when the page was never straightened. */
function box(part: Exclude<SheetPart, null>, options: OptionSet) {
  const pad = BUBBLE_RADIUS + 3;
  if ("register" in part) {
    const [first, last] = [registerBubble(0, 0), registerBubble(REGISTER.digits - 1, 9)];
    return { left: first.x - pad, top: first.y - pad, right: last.x + pad, bottom: last.y + pad };
  }
  const letters = optionSets[options];
  const [first, last] = [answerBubble(part.question, letters[0]), answerBubble(part.question, letters.at(-1)!)];
  return { left: first.x - NUMBER_LABEL, top: first.y - pad, right: last.x + pad, bottom: last.y + pad };
}

export async function sheetPicture(db: PrismaClient, store: Storage, testId: number | null, sheetId: number | null, part: SheetPart): Promise<{ bytes: Uint8Array; type: string } | null> {
  if (testId === null || sheetId === null) return null;
  const sheet = await db.omrSheet.findFirst({
    where: { id: sheetId, testId },
    select: { problem: true, image: { select: { key: true } }, test: { select: { questions: true, options: true } } },
  });
  const object = sheet?.image ? await store.get(sheet.image.key) : null;
  if (!sheet || !object) return null;
  const whole = await buffer(object.body);
  if (!part) return { bytes: whole, type: "image/jpeg" };
  const unread = sheet.problem !== null && unreadProblems.includes(sheet.problem);
  if (unread || ("question" in part && (!sheetFits({ questions: part.question }) || part.question > sheet.test.questions))) return null;
  const b = box(part, sheet.test.options as OptionSet);
  const region = { left: Math.round(b.left * SCALE), top: Math.round(b.top * SCALE), width: Math.round((b.right - b.left) * SCALE), height: Math.round((b.bottom - b.top) * SCALE) };
  return { bytes: await sharp(whole).extract(region).png().toBuffer(), type: "image/png" };
}
