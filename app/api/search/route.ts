import { searchDocuments } from "@/lib/documents/queries";

/** The header search's document half: syllabus PDFs by words of their title, paper or subject. */
export async function GET(request: Request) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  const hits = await searchDocuments(query);
  return Response.json({ documents: hits }, { headers: { "Cache-Control": "public, max-age=60" } });
}
