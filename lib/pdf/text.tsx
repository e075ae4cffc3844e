import { Text as PdfText } from "@react-pdf/renderer";
import type { ComponentProps } from "react";

/**
 * react-pdf's Text with line breaks only between words. A Tamil word followed by punctuation is
 * two font runs (the Tamil and Latin files), and react-pdf would otherwise break between them
 * and insert a hyphen the Tamil font lacks (a box in the PDF). 10000 is its "never" penalty.
 */
export function Text(props: ComponentProps<typeof PdfText>) {
  return <PdfText hyphenationPenalty={10_000} {...props} />;
}
