import { createHmac, randomBytes } from "node:crypto";
import Razorpay from "razorpay";
import { paymentSignature, paymentSignatureValid, webhookSignature, webhookSignatureValid } from "./signature";

/**
 * The one interface the registration code talks to. Razorpay when its keys are set; otherwise the
 * test gateway, which signs with a local secret and goes through the very same verification.
 */
export interface PaymentGateway {
  name: "razorpay" | "test";
  /** The public key id the browser's checkout needs ("test" for the test gateway). */
  keyId: string;
  createOrder(order: { amountPaise: number; currency: string; receipt: string }): Promise<{ orderId: string }>;
  /** The checkout's success signature: HMAC of "order_id|payment_id" with the key secret. */
  verifyPayment(orderId: string, paymentId: string, signature: unknown): boolean;
  /** A webhook delivery's signature: HMAC of the raw body with the webhook secret. */
  verifyWebhook(rawBody: string, signature: unknown): boolean;
  /** The captured payment of an order, if any (for reconciling orders whose browser went away). */
  capturedPayment(orderId: string): Promise<{ paymentId: string; amountPaise: number } | null>;
}

interface RazorpayPaymentEntity {
  id: string;
  amount: number | string;
  status: string;
}

export function razorpayGateway(keys: { keyId: string; keySecret: string; webhookSecret: string; apiUrl?: string }): PaymentGateway {
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  // The SDK's axios instance: no request may hang a registration for ever.
  const http = (client as unknown as { api: { rq: { defaults: { baseURL?: string; timeout?: number } } } }).api.rq;
  http.defaults.timeout = 15_000;
  if (keys.apiUrl) http.defaults.baseURL = keys.apiUrl;
  return {
    name: "razorpay",
    keyId: keys.keyId,
    async createOrder({ amountPaise, currency, receipt }) {
      // Captured at once: a student is never created for money that is only authorised.
      const order = await client.orders.create({ amount: amountPaise, currency, receipt, payment_capture: true });
      return { orderId: String(order.id) };
    },
    verifyPayment: (orderId, paymentId, signature) => paymentSignatureValid(keys.keySecret, orderId, paymentId, signature),
    verifyWebhook: (rawBody, signature) => webhookSignatureValid(keys.webhookSecret, rawBody, signature),
    async capturedPayment(orderId) {
      const { items } = (await client.orders.fetchPayments(orderId)) as unknown as { items: RazorpayPaymentEntity[] };
      const captured = items.find((p) => p.status === "captured");
      return captured ? { paymentId: captured.id, amountPaise: Number(captured.amount) } : null;
    },
  };
}

/** A payment the test gateway "took": what its checkout hands the browser, signed as Razorpay would. */
export interface TestPayment {
  orderId: string;
  paymentId: string;
  signature: string;
}

export interface TestGateway extends PaymentGateway {
  name: "test";
  /** The test checkout's "Pay" button: a signed payment for the order, and the webhook body that follows it. */
  pay(orderId: string, amountPaise: number): { payment: TestPayment; webhook: { body: string; signature: string; eventId: string } };
}

/** No money moves. Secrets derive from the site's session secret, so signatures survive restarts. */
export function testGateway(secret: string): TestGateway {
  const derive = (purpose: string) => createHmac("sha256", secret).update(`test-gateway:${purpose}`).digest("hex");
  const keySecret = derive("key");
  const webhookSecret = derive("webhook");
  const id = (prefix: string) => `${prefix}_test${randomBytes(8).toString("hex")}`;
  return {
    name: "test",
    keyId: "test",
    async createOrder() {
      return { orderId: id("order") };
    },
    verifyPayment: (orderId, paymentId, signature) => paymentSignatureValid(keySecret, orderId, paymentId, signature),
    verifyWebhook: (rawBody, signature) => webhookSignatureValid(webhookSecret, rawBody, signature),
    // The test gateway remembers nothing: its webhook is what completes an abandoned checkout.
    capturedPayment: async () => null,
    pay(orderId, amountPaise) {
      const paymentId = id("pay");
      const eventId = id("evt");
      const body = JSON.stringify({
        entity: "event",
        event: "payment.captured",
        payload: { payment: { entity: { id: paymentId, order_id: orderId, amount: amountPaise, currency: "INR", status: "captured" } } },
        created_at: Math.floor(Date.now() / 1000),
      });
      return {
        payment: { orderId, paymentId, signature: paymentSignature(keySecret, orderId, paymentId) },
        webhook: { body, signature: webhookSignature(webhookSecret, body), eventId },
      };
    },
  };
}

export const isTestGateway = (gateway: PaymentGateway): gateway is TestGateway => gateway.name === "test";
