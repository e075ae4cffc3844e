-- Self-registered staff wait for an admin's approval (issue 15).
ALTER TABLE "User" ADD COLUMN "pendingApproval" BOOLEAN NOT NULL DEFAULT false;

-- Students may share a name (their username); staff and admin usernames stay unique per role.
DROP INDEX "User_role_username_key";
CREATE UNIQUE INDEX "User_staff_admin_username_key" ON "User"("role", "username") WHERE "role" <> 'STUDENT';
CREATE INDEX "User_role_username_idx" ON "User"("role", "username");
