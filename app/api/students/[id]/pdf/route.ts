import { studentPdf } from "@/lib/students/http";

/** A student's details PDF: for admins, the student themself, or the link handed out after payment. */
export async function GET(request: Request, { params }: RouteContext<"/api/students/[id]/pdf">) {
  return studentPdf(request, (await params).id);
}
