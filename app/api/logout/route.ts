export { logout as POST } from "@/lib/auth/http";
