import { apiRoutes } from "@/lib/routes";

/** A bank question's picture (a map, a diagram) where the question is shown; nothing when it has none. */
export function QuestionPicture({ imageId, alt }: { imageId: number | null; alt: string }) {
  if (imageId === null) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- re-encoded at upload (at most 1200 px), served by /api/files with the question's audience
    <img src={apiRoutes.file(imageId)} alt={alt} loading="lazy" className="my-2 h-auto max-h-80 max-w-full rounded-lg border border-slate-200 bg-white" />
  );
}
