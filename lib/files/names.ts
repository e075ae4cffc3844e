import { extensionOf, type SniffedType } from "./sniff";

/** The name the user gave the file, kept for downloads: no path parts, no control characters. */
export function cleanFileName(name: string, extension: string): string {
  const base = name
    .split(/[\\/]/)
    .pop()!
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 200);
  return base || `file.${extension}`;
}

/** `name` ending in `.extension`, replacing another or a missing one ("paper.exe" → "paper.pdf", "notes" → "notes.pdf"). */
export function withExtension(name: string, extension: string, fallback = "file"): string {
  const base = name.replace(/\.[a-z0-9]{1,8}$/i, "").trim();
  return `${base || fallback}.${extension}`;
}

/**
 * The name a stored file downloads under: the name staff gave, with the extension of what the file
 * really is, so a PDF uploaded as "paper.exe" is never saved as a program.
 */
export function downloadName(fileName: string, contentType: string): string {
  const extension = extensionOf[contentType as SniffedType] as string | undefined;
  return extension ? withExtension(fileName, extension) : fileName;
}
