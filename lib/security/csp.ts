import { authRoutes, consoleRoutes, courseRoutes, portalRoutes, publicRoutes } from "../routes";

// The Content-Security-Policy of every page (set by middleware.ts). Plain data and functions:
// middleware, next.config.ts and the tests import it.
//
// Pages rendered for each request (the console, the student portal, registration, password reset)
// get a fresh nonce: Next puts it on every script it writes, 'strict-dynamic' lets those scripts
// load their chunks (and Razorpay's checkout on /Student-Register), and nothing else runs.
// Prerendered pages are one file for everybody and are rebuilt when content changes, so they can
// carry neither a nonce nor a fixed list of hashes (Next inlines the page's data as scripts). They
// allow inline scripts but load scripts only from this site and connect nowhere else; they show
// no text typed by visitors, and React escapes what staff type.

/** Razorpay's Standard Checkout: its script, and the frames and calls it makes. */
const razorpay = {
  script: "https://checkout.razorpay.com",
  frame: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
  connect: ["https://api.razorpay.com", "https://lumberjack.razorpay.com"],
};

/** The registration page, the only one that loads Razorpay's checkout. */
const checkoutPage = authRoutes.studentRegister;

const perRequestRoots = [
  consoleRoutes.adminHome,
  consoleRoutes.audit,
  consoleRoutes.outbox,
  consoleRoutes.staffHome,
  courseRoutes.root,
  // Every page of the student portal is drawn for its student.
  ...Object.values(portalRoutes),
  consoleRoutes.quiz,
  consoleRoutes.questions.view,
  checkoutPage,
  authRoutes.adminRegister,
  authRoutes.resetPassword,
  ...[consoleRoutes.achievers, consoleRoutes.tests, consoleRoutes.staff, consoleRoutes.students, consoleRoutes.mockTests].map((screens) => screens.view),
  consoleRoutes.students.payments,
];

/** A page's path in either language: the /en prefix and a trailing slash dropped. */
export const pagePath = (pathname: string) => pathname.replace(/^\/en(?=\/|$)/, "").replace(/(.)\/$/, "$1") || publicRoutes.home;

/**
 * Whether a page is rendered for each request, so it can carry a nonce.
 * tests/e2e/security-headers.desktop.spec.ts checks this against the build's list of prerendered
 * pages, so a page that changes kind cannot keep the wrong policy.
 */
export function isPerRequestPage(pathname: string): boolean {
  const path = pagePath(pathname);
  return perRequestRoots.some((root) => path === root || path.startsWith(`${root}/`));
}

export function isCheckoutPage(pathname: string): boolean {
  return pagePath(pathname) === checkoutPage;
}

interface PolicyOptions {
  nonce?: string;
  /** Allows Razorpay's checkout script, frames and calls (with a nonce only). */
  checkout?: boolean;
  development?: boolean;
}

export function contentSecurityPolicy({ nonce, checkout = false, development = false }: PolicyOptions): string {
  const pay = Boolean(nonce && checkout);
  const script = nonce ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(pay ? [razorpay.script] : [])] : ["'self'", "'unsafe-inline'"];
  // React's development build evaluates source maps and refreshes modules.
  if (development) script.push("'unsafe-eval'");
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": script,
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(pay ? razorpay.connect : [])],
    "frame-src": ["'self'", ...(pay ? razorpay.frame : [])],
    // pdf.js's worker (components/ui/pdf-pages.tsx), from this site only: 'strict-dynamic' would
    // otherwise leave no source for workers.
    "worker-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** A nonce for one response: 128 random bits, base64. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** Headers on every response (next.config.ts). HSTS is ignored by browsers over plain http. */
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), browsing-topics=()" },
];

/** The headers every answer carries (next.config.ts, and lib/http/direct.ts for what npm start answers itself); HSTS only in production. */
export const responseHeaders = (production = process.env.NODE_ENV === "production") => securityHeaders.filter((h) => production || h.key !== "Strict-Transport-Security");

/**
 * Every answer of /api/files (next.config.ts): a stored file opened on its own runs nothing and
 * loads nothing, whatever it holds. Chromium's PDF viewer still shows such a PDF opened directly
 * (tests/e2e/documents.desktop.spec.ts). The site's own viewer draws PDFs with pdf.js
 * (components/ui/pdf-pages.tsx), so pages keep object-src 'none'.
 */
export const storedFilePolicy = "sandbox; default-src 'none'";
