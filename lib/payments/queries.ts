import { db } from "@/lib/db";
import type { PaymentStatus } from "@/lib/generated/prisma/client";
import { paginate, searchTerm } from "@/lib/db/paginate";

export const PAYMENT_PAGE_SIZE = 50;
export const paymentStatuses = ["CREATED", "PAID", "FAILED", "REFUND_DUE"] as const satisfies readonly PaymentStatus[];

/** Payment records for the console: newest first, by status, searchable by order or payment id. */
export function listPayments(options: { page?: number; status?: PaymentStatus; query?: string }) {
  const term = searchTerm(options.query);
  const where = {
    ...(options.status ? { status: options.status } : {}),
    ...(term ? { OR: [{ orderId: { contains: term } }, { paymentId: { contains: term } }, { user: { username: { contains: term, mode: "insensitive" as const } } }] } : {}),
  };
  return paginate(
    options.page,
    PAYMENT_PAGE_SIZE,
    () => db().payment.count({ where }),
    (skip, take) =>
      db().payment.findMany({
        where,
        orderBy: { id: "desc" },
        skip,
        take,
        select: {
          id: true,
          gateway: true,
          orderId: true,
          paymentId: true,
          amountPaise: true,
          currency: true,
          status: true,
          problem: true,
          createdAt: true,
          user: { select: { id: true, username: true, student: { select: { registerNo: true } } } },
        },
      }),
  );
}
