export { startHandler as POST } from "@/lib/mock-tests/http";
