import { takeQuizHandler } from "@/lib/quiz/http";

/** A take of the Daily Current Affairs Quiz, by anyone: scored, with the right answers and explanations. */
export async function POST(request: Request, { params }: RouteContext<"/api/quiz/[id]">) {
  return takeQuizHandler(request, (await params).id);
}
