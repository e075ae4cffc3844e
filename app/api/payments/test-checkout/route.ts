import { testCheckout } from "@/lib/payments/http";

/** The test gateway's checkout, only without Razorpay keys. */
export const POST = testCheckout;
