// `npm run payments:reconcile`: settles open registration-fee orders with the gateway (a captured
// payment becomes a student; unpaid orders over a day old are closed). `npm start` already does
// this every 10 minutes; run it from cron when the site runs on PostgreSQL with many instances.
import { appDatabase, closeAppDatabase } from "@/lib/db";
import { env } from "@/lib/env";
import { ensureAuthSecret } from "@/lib/auth/secret";
import { paymentGateway } from "@/lib/payments/current";
import { reconcilePayments } from "@/lib/payments/reconcile";
import { loadEnvFiles } from "./load-env";

loadEnvFiles();
ensureAuthSecret(env());
const database = appDatabase();
try {
  await database.migrate();
  const report = await reconcilePayments(database.prisma, paymentGateway());
  console.log(`checked ${report.checked}, completed ${report.completed}, expired ${report.expired}, errors ${report.errors}`);
  process.exitCode = report.errors ? 1 : 0;
} finally {
  await closeAppDatabase();
}
