import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { testGateway } from "@/lib/payments/gateway";
import { hmacHex, signatureMatches } from "@/lib/security/hmac";
import { csvLine } from "@/lib/files/csv";
import { studentCsvLine } from "@/lib/students/csv";
import type { StudentRow } from "@/lib/students/queries";
import { studentPdfToken, studentPdfTokenValid } from "@/lib/students/pdf-link";

describe("payment signatures", () => {
  const signature = hmacHex("secret", "order_1|pay_1");

  it("accepts Razorpay's HMAC-SHA256 hex, in either case", () => {
    // Razorpay's documented example: HMAC-SHA256 of "order_id|payment_id" with the key secret.
    assert.equal(hmacHex("secret", "order_1|pay_1").length, 64);
    assert.ok(signatureMatches("secret", "order_1|pay_1", signature));
    assert.ok(signatureMatches("secret", "order_1|pay_1", signature.toUpperCase()));
  });

  it("refuses any other payload, secret, length or type", () => {
    assert.ok(!signatureMatches("secret", "order_1|pay_2", signature));
    assert.ok(!signatureMatches("other", "order_1|pay_1", signature));
    assert.ok(!signatureMatches("secret", "order_1|pay_1", signature.slice(0, 63)));
    assert.ok(!signatureMatches("secret", "order_1|pay_1", `${signature}00`));
    assert.ok(!signatureMatches("secret", "order_1|pay_1", undefined));
    assert.ok(!signatureMatches("secret", "order_1|pay_1", 42));
  });

  it("the test gateway's payments and webhooks verify only with its own secret", () => {
    const gateway = testGateway("a".repeat(32));
    const other = testGateway("b".repeat(32));
    const { payment, webhook } = gateway.pay("order_t", 50_000);
    assert.ok(gateway.verifyPayment(payment.orderId, payment.paymentId, payment.signature));
    assert.ok(!other.verifyPayment(payment.orderId, payment.paymentId, payment.signature));
    assert.ok(gateway.verifyWebhook(webhook.body, webhook.signature));
    assert.ok(!gateway.verifyWebhook(webhook.body.replace("50000", "1"), webhook.signature), "a changed body fails");
    assert.equal(JSON.parse(webhook.body).payload.payment.entity.order_id, "order_t");
  });
});

describe("student PDF links", () => {
  process.env.AUTH_SECRET ??= "unit-test-secret-unit-test-secret-0000";

  it("open the student's own PDF for 30 minutes only", () => {
    const now = Date.now();
    const token = studentPdfToken(7, now);
    assert.ok(studentPdfTokenValid(7, token, now + 29 * 60_000));
    assert.ok(!studentPdfTokenValid(7, token, now + 31 * 60_000), "expired");
    assert.ok(!studentPdfTokenValid(8, token, now), "another student's id");
    const [expires, mac] = token.split(".");
    assert.ok(!studentPdfTokenValid(7, `${Number(expires) + 3_600_000}.${mac}`, now), "a stretched expiry");
    assert.ok(!studentPdfTokenValid(7, null, now));
    assert.ok(!studentPdfTokenValid(7, "garbage", now));
  });
});

describe("student CSV", () => {
  it("quotes every field, doubles quotes and defuses spreadsheet formulas", () => {
    assert.equal(csvLine(['say "hi"']), '"say ""hi"""');
    assert.equal(csvLine(['=HYPERLINK("x")']), '"\'=HYPERLINK(""x"")"');
    assert.equal(csvLine(["+91 94430"]), '"\'+91 94430"');
    assert.equal(csvLine([-1.5, "-Ravi", "a,b", "two\nlines"]), '"-1.5","\'-Ravi","a,b","two\nlines"');
    assert.equal(csvLine(["மதுரை, 625001"]), '"மதுரை, 625001"');
  });

  it("writes a row in the spec's column order", () => {
    const row: StudentRow = {
      id: 3,
      name: "கவிதா",
      registerNo: "VP2026-00003",
      fatherName: "முருகன்",
      dob: "2001-04-14",
      qualification: "B.Sc.",
      phoneNumber: "9443012345",
      whatsappNumber: "9443012345",
      fatherPhoneNumber: "9443012346",
      email: "k@example.com",
      aadhaar: "XXXX XXXX 0123",
      community: "MBC",
      bloodGroup: "B+",
      exServiceman: false,
      destituteWidow: true,
      pstm: ["tenth", "ug"],
      address: "மதுரை",
      paymentId: "pay_1",
    };
    assert.equal(
      studentCsvLine(row),
      '"3","கவிதா","VP2026-00003","முருகன்","2001-04-14","B.Sc.","9443012345","9443012345","9443012346","k@example.com","XXXX XXXX 0123","MBC","B+","No","Yes","tenth ug","மதுரை","pay_1"',
    );
  });
});
