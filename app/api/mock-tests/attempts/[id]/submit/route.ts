export { submitHandler as POST } from "@/lib/mock-tests/http";
