import { itemHandlers } from "@/lib/records/http";
import { testPostTarget } from "@/lib/test-series/http";

export const { PUT, DELETE } = itemHandlers(testPostTarget);
