/** The name the user gave the file, kept for downloads: no path parts, no control characters. */
export function cleanFileName(name: string, extension: string): string {
  const base = name.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 200);
  return base || `file.${extension}`;
}
