import "server-only";
import { revalidatePage } from "@/lib/i18n/revalidate";
import type { RouteTarget } from "@/lib/records/http";
import type { DocumentFields } from "@/lib/records/schemas";
import { resources } from "@/lib/records/specs";
import { categoryBySlug } from "./categories";
import { documentAdapter } from "./adapter";

/** The category named in the URL; after a change its exam page is rebuilt. */
export function documentTarget({ category: slug }: Record<string, string>): RouteTarget<DocumentFields> | null {
  const category = categoryBySlug(slug);
  if (!category) return null;
  return { adapter: documentAdapter(category), spec: resources.documents, refresh: () => revalidatePage(category.publicPath) };
}
