import type { PrismaClient } from "@/lib/generated/prisma/client";
import { Prisma } from "@/lib/generated/prisma/client";
import type { PaymentGateway } from "./gateway";
import { completePayment } from "./registration";
import { log } from "@/lib/ops/log";

export interface ReconcileReport {
  checked: number;
  completed: number;
  expired: number;
  errors: number;
}

/**
 * Asks the gateway about orders still open after `settleMinutes` (a closed browser and a lost
 * webhook): a captured payment completes the registration. Orders with nothing paid after
 * `expireHours` are closed and their stored form, with its password hash, is dropped.
 */
export async function reconcilePayments(db: PrismaClient, gateway: PaymentGateway, { settleMinutes = 5, expireHours = 24, now = new Date() } = {}): Promise<ReconcileReport> {
  const report: ReconcileReport = { checked: 0, completed: 0, expired: 0, errors: 0 };
  const settled = new Date(now.getTime() - settleMinutes * 60_000);
  const stale = new Date(now.getTime() - expireHours * 3_600_000);
  // Orders of another gateway (the site switched between test and live) cannot be asked about;
  // once stale they are closed like any other.
  const others = await db.payment.updateMany({
    where: { status: "CREATED", gateway: { not: gateway.name }, createdAt: { lt: stale } },
    data: { status: "FAILED", problem: "expired", registration: Prisma.DbNull },
  });
  report.expired += others.count;
  let cursor = 0;
  for (;;) {
    const batch = await db.payment.findMany({
      where: { status: "CREATED", gateway: gateway.name, createdAt: { lt: settled }, id: { gt: cursor } },
      orderBy: { id: "asc" },
      take: 100,
      select: { id: true, orderId: true, createdAt: true },
    });
    if (batch.length === 0) return report;
    for (const order of batch) {
      cursor = order.id;
      report.checked++;
      try {
        const captured = await gateway.capturedPayment(order.orderId);
        if (captured) {
          const completion = await completePayment(db, { orderId: order.orderId, ...captured });
          if (completion.ok) report.completed++;
          // Anything else (a clash, a wrong amount) has left the order REFUND_DUE, not open.
        } else if (order.createdAt < stale) {
          const closed = await db.payment.updateMany({
            where: { id: order.id, status: "CREATED" },
            data: { status: "FAILED", problem: "expired", registration: Prisma.DbNull },
          });
          report.expired += closed.count;
        }
      } catch (error) {
        report.errors++;
        log.warn({ orderId: order.orderId, reason: (error as Error).message }, "payments: reconcile of an order failed");
      }
    }
  }
}
