import { env } from "@/lib/env";
import { razorpayGateway, testGateway, type PaymentGateway } from "./gateway";

let cached: PaymentGateway | undefined;

/** The gateway the settings ask for: Razorpay with RAZORPAY_* keys, the test gateway without. */
export function paymentGateway(): PaymentGateway {
  if (cached) return cached;
  const settings = env();
  if (settings.RAZORPAY_KEY_ID && settings.RAZORPAY_KEY_SECRET && settings.RAZORPAY_WEBHOOK_SECRET) {
    cached = razorpayGateway({
      keyId: settings.RAZORPAY_KEY_ID,
      keySecret: settings.RAZORPAY_KEY_SECRET,
      webhookSecret: settings.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: settings.RAZORPAY_API_URL,
    });
  } else {
    const secret = process.env.AUTH_SECRET;
    if (!secret) throw new Error("AUTH_SECRET is not set (npm start generates one for the embedded default)");
    cached = testGateway(secret);
  }
  return cached;
}
