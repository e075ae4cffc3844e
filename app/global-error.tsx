"use client";

import { publicRoutes } from "@/lib/routes";

// Last resort when the root layout itself fails: no translations are available here.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="ta">
      <body style={{ fontFamily: "system-ui, sans-serif", padding: "2rem" }}>
        <h1>Unexpected Application Error!</h1>
        <p>{error.message}</p>
        <a href={publicRoutes.home}>முகப்பு / Home</a>
      </body>
    </html>
  );
}
