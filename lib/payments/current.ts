import { env, testPaymentsAllowed, type Env } from "@/lib/env";
import { razorpayGateway, testGateway, type PaymentGateway } from "./gateway";

let cached: PaymentGateway | undefined;

/** The gateway the settings ask for: Razorpay with RAZORPAY_* keys, the test gateway without. */
export function paymentGateway(): PaymentGateway {
  cached ??= gatewayFor(env(), process.env.AUTH_SECRET);
  return cached;
}

/**
 * The choice itself. The settings check already refuses free registrations on a public address;
 * this refuses them again, so a way round that check still cannot open the test checkout.
 */
export function gatewayFor(settings: Env, authSecret: string | undefined): PaymentGateway {
  if (settings.RAZORPAY_KEY_ID && settings.RAZORPAY_KEY_SECRET && settings.RAZORPAY_WEBHOOK_SECRET) {
    return razorpayGateway({
      keyId: settings.RAZORPAY_KEY_ID,
      keySecret: settings.RAZORPAY_KEY_SECRET,
      webhookSecret: settings.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: settings.RAZORPAY_API_URL,
    });
  }
  if (!testPaymentsAllowed(settings)) {
    throw new Error("no Razorpay keys, and the test payment gateway runs only with PAYMENTS_TEST_MODE=true or, when that is unset, a loopback SITE_URL");
  }
  if (!authSecret) throw new Error("AUTH_SECRET is not set (npm start generates one for the embedded default)");
  return testGateway(authSecret);
}
