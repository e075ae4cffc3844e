import { publicRoutes } from "@/lib/routes";

// Reached only for paths the locale middleware does not handle (e.g. a missing static file).
// No stylesheet or messages load here, so the Home button is styled inline and speaks both languages.
export default function RootNotFound() {
  return (
    <html lang="ta">
      <body style={{ fontFamily: "system-ui, sans-serif", padding: "2rem" }}>
        <h1>இந்தப் பக்கம் இல்லை / Page not found</h1>
        <p>
          <a
            href={publicRoutes.home}
            style={{
              display: "inline-block",
              minHeight: 44,
              lineHeight: "44px",
              padding: "0 1.5rem",
              borderRadius: 9999,
              background: "#1e40af",
              color: "#fff",
              fontWeight: 600,
              textDecoration: "none",
            }}
          >
            முகப்பு / Home
          </a>
        </p>
      </body>
    </html>
  );
}
