"use client";

import { useTranslations } from "next-intl";
import { useCallback, useRef, useState } from "react";
import { Modal } from "@/components/ui/modal";
import { formatPaise } from "@/lib/payments/fee";
import type { Checkout } from "@/lib/payments/registration";
import { apiRoutes } from "@/lib/routes";

/** How a checkout ended: a payment signed by the gateway, or why not ("cancelled", "failed", "sdkMissing"). */
export type CheckoutAnswer = { ok: true; orderId: string; paymentId: string; signature: string } | { ok: false; reason: "cancelled" | "failed" | "sdkMissing" };

interface RazorpayResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}
interface RazorpayInstance {
  open(): void;
  on(event: "payment.failed", handler: () => void): void;
}
declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayInstance;
  }
}

const RAZORPAY_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

/** Razorpay's checkout script, fetched only when someone pays (never on page load). */
function loadRazorpay(): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  return new Promise((resolve) => {
    const script = document.createElement("script");
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.onload = () => resolve(Boolean(window.Razorpay));
    script.onerror = () => {
      script.remove();
      resolve(false);
    };
    document.body.appendChild(script);
  });
}

/**
 * Opens the checkout an order asks for: Razorpay's, or the test gateway's clearly labelled dialog.
 * Both answer with a payment the server then verifies by its signature.
 */
export function useCheckout(brand: string) {
  const t = useTranslations("payment");
  const [testOrder, setTestOrder] = useState<Checkout | null>(null);
  const [testBusy, setTestBusy] = useState(false);
  const settle = useRef<((answer: CheckoutAnswer) => void) | null>(null);

  const open = useCallback(
    async (checkout: Checkout): Promise<CheckoutAnswer> => {
      if (checkout.gateway === "test") {
        setTestOrder(checkout);
        return new Promise((resolve) => (settle.current = resolve));
      }
      if (!(await loadRazorpay()) || !window.Razorpay) return { ok: false, reason: "sdkMissing" };
      return new Promise((resolve) => {
        // A declined card may be retried inside the same checkout, so a failure is only final when
        // the student closes it.
        let failed = false;
        const rzp = new window.Razorpay!({
          key: checkout.keyId,
          amount: checkout.amountPaise,
          currency: checkout.currency,
          order_id: checkout.orderId,
          name: brand,
          description: t("description"),
          prefill: checkout.prefill,
          theme: { color: "#1e3a8a" },
          handler: (r: RazorpayResponse) => resolve({ ok: true, orderId: r.razorpay_order_id, paymentId: r.razorpay_payment_id, signature: r.razorpay_signature }),
          modal: { ondismiss: () => resolve({ ok: false, reason: failed ? "failed" : "cancelled" }) },
        });
        rzp.on("payment.failed", () => (failed = true));
        rzp.open();
      });
    },
    [brand, t],
  );

  const finishTest = (answer: CheckoutAnswer) => {
    setTestOrder(null);
    setTestBusy(false);
    settle.current?.(answer);
    settle.current = null;
  };
  const payTest = async (outcome: "pay" | "fail") => {
    if (!testOrder) return;
    setTestBusy(true);
    try {
      const response = await fetch(apiRoutes.testCheckout, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ orderId: testOrder.orderId, outcome }),
      });
      const body = await response.json();
      finishTest(response.ok && !body.failed ? { ok: true, orderId: body.orderId, paymentId: body.paymentId, signature: body.signature } : { ok: false, reason: "failed" });
    } catch {
      finishTest({ ok: false, reason: "failed" });
    }
  };

  const amount = testOrder ? formatPaise(testOrder.amountPaise, testOrder.currency) : "";
  const dialog = (
    <Modal open={testOrder !== null} onClose={() => !testBusy && finishTest({ ok: false, reason: "cancelled" })} title={t("testTitle")} closeLabel={t("cancel")}>
      <p className="rounded-lg bg-amber-100 p-3 text-sm font-semibold text-amber-950" data-testid="test-mode-banner">
        {t("testBanner")}
      </p>
      <p className="mt-3 text-slate-800">{t("testAmount", { amount })}</p>
      <p className="mt-1 break-all text-xs text-slate-600">{t("testOrder", { orderId: testOrder?.orderId ?? "" })}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <button type="button" disabled={testBusy} onClick={() => payTest("pay")} className="min-h-11 rounded-lg bg-green-700 px-4 font-semibold text-white disabled:opacity-60">
          {testBusy ? t("testPaying") : t("testPay", { amount })}
        </button>
        <button type="button" disabled={testBusy} onClick={() => payTest("fail")} className="min-h-11 rounded-lg bg-red-700 px-4 font-semibold text-white disabled:opacity-60">
          {t("testFail")}
        </button>
        <button
          type="button"
          disabled={testBusy}
          onClick={() => finishTest({ ok: false, reason: "cancelled" })}
          className="min-h-11 rounded-lg px-4 font-semibold text-slate-700 ring-1 ring-slate-300"
        >
          {t("cancel")}
        </button>
      </div>
    </Modal>
  );
  return { open, dialog };
}
