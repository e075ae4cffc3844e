import { z } from "@/lib/zod";

// Forms that carry a photo are posted as FormData (React sends them as multipart); the rest as
// plain values. `withPhoto` reads the text fields with the form's own schema and the file under
// `photo` (none chosen arrives as an empty file: null), so field errors keep the form's names.

const photo = z
  .instanceof(File, { message: "imageType" })
  .nullish()
  .transform((file) => (file && file.size > 0 ? file : null));

export function withPhoto<Shape extends z.core.$ZodShape>(schema: z.ZodObject<Shape>) {
  return z.preprocess(
    (input) => (input instanceof FormData ? { ...Object.fromEntries([...input.entries()].filter(([, value]) => typeof value === "string")), photo: input.get("photo") } : input),
    schema.extend({ photo }),
  );
}
