import localFont from "next/font/local";

// Self-hosted Noto Sans Tamil, split by script: Tamil pages fetch only the ~15 KB Tamil subset,
// and Latin text uses the small Latin file. Nothing is fetched from outside at build or run time.
// "optional": a font that is not there by the first paint is used from the next page on instead of
// swapped in, so text never reflows (layout shift) as it lands. Only the Tamil files (~30 KB) are
// preloaded: on a slow connection the Latin ones would delay the first paint of a Tamil page.
export const tamil = localFont({
  src: [
    { path: "../node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2", weight: "400" },
    { path: "../node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2", weight: "700" },
  ],
  variable: "--font-tamil",
  display: "optional",
  fallback: ["Latha", "Nirmala UI", "sans-serif"],
});

export const latin = localFont({
  src: [
    { path: "../node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-latin-400-normal.woff2", weight: "400" },
    { path: "../node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-latin-700-normal.woff2", weight: "700" },
  ],
  variable: "--font-latin",
  display: "optional",
  preload: false,
  fallback: ["system-ui", "sans-serif"],
});
