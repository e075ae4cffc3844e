import "server-only";
import { revalidatePath } from "next/cache";
import { routing } from "./routing";

/** A prerendered public page is rebuilt, in every language, on its next visit. */
export function revalidatePage(pathname: string): void {
  for (const locale of routing.locales) revalidatePath(`/${locale}${pathname === "/" ? "" : pathname}`);
}
