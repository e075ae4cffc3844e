import { db } from "@/lib/db";

export interface PublicAchiever {
  id: number;
  name: string;
  batch: string;
  department: string;
  photoId: number | null;
}

/** How many achievers the public grid shows; the newest first. */
export const PUBLIC_ACHIEVERS = 120;

/** The Achievement page's cards. While `next build` prerenders there is no database to read. */
export async function publicAchievers(): Promise<PublicAchiever[]> {
  if (process.env.NEXT_PHASE === "phase-production-build") return [];
  return db().achiever.findMany({ orderBy: { id: "desc" }, take: PUBLIC_ACHIEVERS, select: { id: true, name: true, batch: true, department: true, photoId: true } });
}
