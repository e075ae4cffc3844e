// Reached only for paths the locale middleware does not handle (e.g. a missing static file).
export default function RootNotFound() {
  return (
    <html lang="ta">
      <body style={{ fontFamily: "system-ui, sans-serif", padding: "2rem" }}>
        <h1>இந்தப் பக்கம் இல்லை / Page not found</h1>
        <p>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- outside every layout (no locale, no router state): a full page load */}
          <a href="/">முகப்பு / Home</a>
        </p>
      </body>
    </html>
  );
}
