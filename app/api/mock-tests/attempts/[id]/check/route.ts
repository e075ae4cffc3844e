export { checkHandler as POST } from "@/lib/mock-tests/http";
