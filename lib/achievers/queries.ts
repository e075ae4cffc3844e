import { institute } from "@/lib/config";
import { db } from "@/lib/db";
import { activeStudent } from "@/lib/students/active";

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

/**
 * The home page's figures (issue 38): the institute's own count where it has rows (achievers,
 * students with an account), the configured figure where it has none yet; the configured ones
 * while `next build` prerenders, with no database to read.
 */
export async function homeFigures(): Promise<{ happyStudents: number; successStories: number }> {
  if (process.env.NEXT_PHASE === "phase-production-build") return institute.stats;
  const [students, achievers] = await Promise.all([db().studentProfile.count({ where: activeStudent.where }), db().achiever.count()]);
  return { happyStudents: students || institute.stats.happyStudents, successStories: achievers || institute.stats.successStories };
}
