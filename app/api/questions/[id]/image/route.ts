import { questionImage } from "@/lib/questions/http";

type Context = RouteContext<"/api/questions/[id]/image">;

/** A question's picture (staff and admins): POST sets it, DELETE removes it. */
export async function POST(request: Request, { params }: Context) {
  return questionImage(request, (await params).id);
}

export async function DELETE(request: Request, { params }: Context) {
  return questionImage(request, (await params).id);
}
