export { marksHandler as POST } from "@/lib/mock-tests/http";
