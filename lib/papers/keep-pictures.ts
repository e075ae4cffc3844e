import { contentHash, reencodeImage } from "@/lib/files/image";
import type { PaperPicture, ParsedPaper, SourceRef } from "./types";

// The pictures a paper's reader found (issue 35), made ready to be questions' pictures, in the
// reading's bounded child: each picture a question holds is checked by content and re-encoded as an
// uploaded photo is (lib/files/image.ts); the same picture twice in one question (its Tamil and its
// English half each showing the diagram) is kept once; one the site cannot show (a Word drawing
// saved as EMF, say) is the question's problem for staff to see. Pictures in no question are dropped.

export interface KeptPicture {
  /** The re-encoded JPEG that will be stored. */
  jpeg: Uint8Array;
  source: SourceRef;
}

/** The pictures to store; each question's `pictures` become indexes into them. */
export async function keepPictures(paper: ParsedPaper, pictures: PaperPicture[]): Promise<KeptPicture[]> {
  const kept: KeptPicture[] = [];
  const hashes: string[] = [];
  /** A reader's picture → its index in `kept`, or null when it is not a picture the site can show. */
  const keptAt = new Map<number, number | null>();
  for (const question of paper.questions) {
    const mine: number[] = [];
    for (const raw of question.pictures) {
      if (!keptAt.has(raw)) {
        const image = pictures[raw] ? await reencodeImage(pictures[raw].bytes) : null;
        keptAt.set(raw, image?.ok ? kept.push({ jpeg: image.data, source: pictures[raw].source }) - 1 : null);
        if (image?.ok) hashes.push(contentHash(image.data));
      }
      const at = keptAt.get(raw)!;
      if (at === null) question.problems.push({ code: "badPicture", detail: pictures[raw]?.contentType ?? "" });
      else if (!mine.some((m) => hashes[m] === hashes[at])) mine.push(at);
    }
    question.pictures = mine;
  }
  return kept;
}
