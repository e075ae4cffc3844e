import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { db } from "@/lib/db";
import type { Role } from "@/lib/generated/prisma/client";
import { authRoutes } from "@/lib/routes";
import { checkCredentials, sessionStillValid } from "./login";
import { secureSessionCookie } from "./session";
import { clientIp } from "./request";
import { loginSchema } from "./schema";
import { log } from "@/lib/ops/log";
import { metrics } from "@/lib/ops/metrics";

export class RateLimited extends CredentialsSignin {
  code = "rate_limited";
}

/** The right password of a self-registered staff account no admin has approved yet. */
export class PendingApproval extends CredentialsSignin {
  code = "pending_approval";
}

interface Claims {
  uid: number;
  role: Role;
  sv: number;
}

export const { handlers, auth, signIn, signOut } = NextAuth(() => ({
  secret: process.env.AUTH_SECRET,
  trustHost: true,
  useSecureCookies: secureSessionCookie(),
  session: { strategy: "jwt", maxAge: 12 * 60 * 60 },
  pages: { signIn: authRoutes.studentLogin, error: authRoutes.studentLogin },
  // A wrong password is an expected outcome, not a server error worth a stack trace.
  logger: {
    error(error) {
      if ((error as { type?: string }).type !== "CredentialsSignin") log.error({ err: error }, "sign-in failed");
    },
  },
  providers: [
    Credentials({
      credentials: { role: {}, username: {}, password: {} },
      // Every sign-in path, including next-auth's own endpoint, goes through the same limits.
      async authorize(raw, request) {
        const input = loginSchema.safeParse(raw);
        if (!input.success) return null;
        const result = await checkCredentials(db(), input.data, clientIp(request.headers));
        metrics.logins.inc({ outcome: result.ok ? "ok" : result.reason });
        if (result.ok) {
          const { id, role, username, sessionVersion } = result.user;
          return { id: String(id), name: username, role, sessionVersion };
        }
        if (result.reason === "rateLimited") throw new RateLimited();
        if (result.reason === "pending") throw new PendingApproval();
        return null;
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        const signedIn = user as { id: string; role: Role; sessionVersion: number };
        return { ...token, uid: Number(signedIn.id), role: signedIn.role, sv: signedIn.sessionVersion };
      }
      // A logout, a password change or a disabled account ends every older session at once.
      const claims = token as unknown as Partial<Claims>;
      if (typeof claims.uid !== "number" || typeof claims.sv !== "number") return null;
      const current = await sessionStillValid(db(), claims.uid, claims.sv);
      return current ? { ...token, role: current.role } : null;
    },
    session({ session, token }) {
      const claims = token as unknown as Claims;
      return { ...session, user: { ...session.user, id: String(claims.uid), role: claims.role, sv: claims.sv } };
    },
  },
}));
