"use client";

// Last resort when the root layout itself fails: no translations are available here.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="ta">
      <body style={{ fontFamily: "system-ui, sans-serif", padding: "2rem" }}>
        <h1>Unexpected Application Error!</h1>
        <p>{error.message}</p>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the root layout failed: a full page load, not the client router */}
        <a href="/">முகப்பு / Home</a>
      </body>
    </html>
  );
}
