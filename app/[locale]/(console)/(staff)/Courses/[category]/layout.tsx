import { notFound } from "next/navigation";
import { categoryBySlug } from "@/lib/documents/categories";

// Only the registry's categories exist. Checked here, above the loading screen (loading.tsx), so
// /Courses/<anything else> is a real 404; a notFound() from the page would come after a 200 began.
export default async function CategoryLayout({ children, params }: LayoutProps<"/[locale]/Courses/[category]">) {
  if (!categoryBySlug((await params).category)) notFound();
  return children;
}
