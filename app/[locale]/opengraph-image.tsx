import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { institute } from "@/lib/config";
import { routing } from "@/lib/i18n/routing";

// The picture shown when a page is shared (WhatsApp, Facebook): drawn once per language at
// build time, with the same self-hosted Tamil font as the site.
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
export const alt = `${institute.name.ta} – ${institute.name.en}`;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

// Read from disk at build time (Next's documented way); bundling a .woff is not supported.
const font = (subset: string) => readFile(path.join(process.cwd(), "node_modules/@fontsource/noto-sans-tamil/files", `noto-sans-tamil-${subset}-700-normal.woff`));

export default async function OpenGraphImage() {
  const [tamil, latin] = await Promise.all([font("tamil"), font("latin")]);
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        padding: 80,
        background: "linear-gradient(135deg, #1e3a8a, #1d4ed8)",
        color: "white",
        fontFamily: "Noto Latin, Noto Tamil",
      }}
    >
      <div style={{ fontSize: 76, fontWeight: 700 }}>{institute.name.ta}</div>
      <div style={{ fontSize: 44, marginTop: 12, color: "#d9eaff" }}>{institute.name.en}</div>
      <div style={{ fontSize: 36, marginTop: 48, color: "#f59e0b" }}>TNPSC Group I · II · II-A · IV — TNUSRB SI · Constable</div>
    </div>,
    {
      ...size,
      fonts: [
        { name: "Noto Latin", data: latin, weight: 700, style: "normal" },
        { name: "Noto Tamil", data: tamil, weight: 700, style: "normal" },
      ],
    },
  );
}
