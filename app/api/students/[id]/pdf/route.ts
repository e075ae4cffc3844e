import { Readable } from "node:stream";
import { currentUser } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { parseId } from "@/lib/db/id";
import { renderStudentPdf } from "@/lib/pdf/student";
import { studentPdfTokenValid } from "@/lib/students/pdf-link";

/**
 * A student's details PDF (the old GET /exportToPDF/{id}): for admins, for the student themself,
 * or with the short-lived link handed out right after payment. Anyone else gets 404, so ids
 * cannot be probed.
 */
export async function GET(request: Request, { params }: RouteContext<"/api/students/[id]/pdf">) {
  const id = parseId((await params).id);
  if (id === null) return new Response("Not found", { status: 404 });
  const token = new URL(request.url).searchParams.get("token");
  const viaToken = token !== null && studentPdfTokenValid(id, token);
  if (!viaToken) {
    const user = await currentUser();
    if (!user) return new Response("Sign in first.", { status: 401 });
    if (user.role !== "ADMIN" && !(user.role === "STUDENT" && user.id === id)) return new Response("Not found", { status: 404 });
  }
  const student = await db().user.findFirst({ where: { id, role: "STUDENT" }, select: { username: true, email: true, student: true } });
  if (!student?.student) return new Response("Not found", { status: 404 });
  const stream = await renderStudentPdf({ username: student.username, email: student.email, profile: student.student });
  const fileName = `${student.student.registerNo}.pdf`;
  return new Response(Readable.toWeb(stream as Readable) as ReadableStream, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
