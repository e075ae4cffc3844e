import { z } from "@/lib/zod";

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const postgresUrl = optional.refine((v) => v === undefined || /^postgres(ql)?:\/\/[^\s]+$/.test(v), {
  message: "must be a postgres:// or postgresql:// connection URL",
});

/** localhost, 127.0.0.0/8 or [::1]; the URL parser has already written IPv4 and IPv6 hosts canonically. */
export function isLoopbackUrl(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const host = new URL(url).hostname;
  return host === "localhost" || host === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * The test gateway lets anyone register without paying, so without Razorpay keys it runs only where
 * nobody else can reach the site, or where the operator asked for it by name.
 */
export function testPaymentsAllowed(settings: { SITE_URL: string; PAYMENTS_TEST_MODE?: "true" | "false" }): boolean {
  return settings.PAYMENTS_TEST_MODE === undefined ? isLoopbackUrl(settings.SITE_URL) : settings.PAYMENTS_TEST_MODE === "true";
}

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: postgresUrl,
    DATA_DIR: optional.default(".data"),
    SITE_URL: optional.default("http://localhost:3000").pipe(z.url({ message: "must be an absolute http(s) URL" })),
    PORT: optional
      .default("3000")
      .pipe(z.string().regex(/^\d{1,5}$/, { message: "must be a port number" }))
      .transform(Number),
    AUTH_SECRET: optional.refine((v) => v === undefined || v.length >= 32, { message: "must be at least 32 characters" }),
    S3_BUCKET: optional,
    S3_REGION: optional.default("us-east-1"),
    S3_ENDPOINT: optional.refine((v) => v === undefined || URL.canParse(v), { message: "must be a URL" }),
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    S3_FORCE_PATH_STYLE: optional.pipe(z.enum(["true", "false"]).optional()),
    RAZORPAY_KEY_ID: optional,
    RAZORPAY_KEY_SECRET: optional,
    RAZORPAY_WEBHOOK_SECRET: optional,
    /** Only for tests against a local Razorpay-compatible stub. */
    RAZORPAY_API_URL: optional.refine((v) => v === undefined || URL.canParse(v), { message: "must be a URL" }),
    /** Without Razorpay keys, a site not on a loopback address must say it wants the test gateway. */
    PAYMENTS_TEST_MODE: optional.pipe(z.enum(["true", "false"]).optional()),
    SMTP_URL: optional.refine((v) => v === undefined || /^smtps?:\/\//.test(v), { message: "must start with smtp:// or smtps://" }),
    MAIL_FROM: optional,
    /** The first admin's setup code for every instance; without it npm start makes one in DATA_DIR. */
    ADMIN_SETUP_CODE: optional.refine((v) => v === undefined || v.replace(/[\s-]/g, "").length >= 12, { message: "must be at least 12 characters" }),
    /** How many proxies in front add an X-Forwarded-For entry; 0 (none) uses the connection's address. */
    TRUST_PROXY: optional
      .default("0")
      .pipe(z.string().regex(/^\d{1,2}$/, { message: "must be the number of proxies in front (0 for none)" }))
      .transform(Number),
    SEED_SAMPLE_CONTENT: optional.pipe(z.enum(["true", "false"]).optional()),
    MAX_PDF_MB: optional
      .default("20")
      .pipe(z.string().regex(/^\d{1,4}$/, { message: "must be a whole number of megabytes" }))
      .transform(Number),
    /** How much the JSON log says (lib/ops/log.ts). */
    LOG_LEVEL: optional.pipe(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional()),
    /** The bearer token a Prometheus scraper sends to /api/metrics; without it the path answers 404. */
    METRICS_TOKEN: optional.refine((v) => v === undefined || v.length >= 24, { message: "must be at least 24 characters" }),
    /** When the scheduled backup runs (lib/backup/schedule.ts): cron in the institute's time zone, or "off". */
    BACKUP_SCHEDULE: optional.default("30 2 * * *").pipe(z.string().regex(/^(off|(\S+\s+){4}\S+)$/, { message: 'must be a cron expression of five fields, or "off"' })),
    /** A scanner's PDF of a hall's answer sheets (200 pages at 300 dpi are about 100 MB). */
    MAX_SCAN_MB: optional
      .default("300")
      .pipe(z.string().regex(/^\d{1,4}$/, { message: "must be a whole number of megabytes" }))
      .transform(Number),
  })
  .superRefine((env, ctx) => {
    const razorpay = ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const;
    const set = razorpay.filter((k) => env[k] !== undefined);
    if (set.length > 0 && set.length < razorpay.length) {
      const missing = razorpay.find((k) => env[k] === undefined)!;
      ctx.addIssue({ code: "custom", path: [missing], message: "is required when any RAZORPAY_* variable is set" });
    }
    if (env.DATABASE_URL !== undefined && env.AUTH_SECRET === undefined && env.NODE_ENV === "production") {
      ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "is required with DATABASE_URL, so every instance signs sessions alike" });
    }
    if (set.length === 0 && !testPaymentsAllowed(env)) {
      const keys = "set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET";
      const message =
        env.PAYMENTS_TEST_MODE === "false"
          ? `is required with PAYMENTS_TEST_MODE=false (${keys})`
          : `is required when SITE_URL is not a loopback address (${keys}, or PAYMENTS_TEST_MODE=true to let anyone register without paying)`;
      ctx.addIssue({ code: "custom", path: ["RAZORPAY_KEY_ID"], message });
    }
    if (env.S3_ACCESS_KEY_ID !== undefined && env.S3_SECRET_ACCESS_KEY === undefined) {
      ctx.addIssue({ code: "custom", path: ["S3_SECRET_ACCESS_KEY"], message: "is required with S3_ACCESS_KEY_ID" });
    }
  });

export type Env = z.infer<typeof schema>;

export class EnvError extends Error {
  constructor(
    public readonly variable: string,
    detail: string,
  ) {
    super(`Invalid setting ${variable}: ${detail}`);
    this.name = "EnvError";
  }
}

/** Parses a set of variables; throws an EnvError naming the first bad one. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new EnvError(String(issue.path[0] ?? "environment"), issue.message);
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
