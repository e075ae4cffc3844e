import createMiddleware from "next-intl/middleware";
import { routing } from "@/lib/i18n/routing";

// Locale routing only. Every protected page, action and handler checks the session itself.
export default createMiddleware(routing);

export const config = {
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)"],
};
