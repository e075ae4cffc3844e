import "server-only";
import { db } from "@/lib/db";
import { facultyTeam } from "./service";

/** The Faculty page's team. While `next build` prerenders there is no database to read. */
export async function publicFaculty(): Promise<Awaited<ReturnType<typeof facultyTeam>>> {
  if (process.env.NEXT_PHASE === "phase-production-build") return [];
  return facultyTeam(db());
}
