// Runs before the e2e server starts (see playwright.config.ts): a fresh embedded database with one
// account per role. Student accounts normally come from paid registration, not built yet.
import { rm } from "node:fs/promises";
import { createDatabase } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
import { accounts, PASSWORD } from "./accounts";

const dataDir = process.env.DATA_DIR!;
await rm(dataDir, { recursive: true, force: true });
const database = createDatabase({ dataDir });
await database.migrate();
const passwordHash = await hashPassword(PASSWORD);
for (const [role, { username }] of Object.entries(accounts)) {
  await database.prisma.user.create({
    data: {
      role: role as keyof typeof accounts,
      username,
      email: `${username}@example.com`,
      passwordHash,
      student:
        role === "STUDENT"
          ? {
              create: {
                registerNo: "E2E-0001", fatherName: "தந்தை", dob: new Date("2001-01-01"), qualification: "B.A.", phoneNumber: "9000000009",
                whatsappNumber: "9000000009", fatherPhoneNumber: "9000000008", aadhaarNumber: "111122223333", community: "MBC",
                bloodGroup: "A_POS", address: "மதுரை", paymentId: "pay_e2e",
              },
            }
          : undefined,
    },
  });
}
await database.close();
