import { achieverTarget } from "@/lib/achievers/http";
import { itemHandlers } from "@/lib/records/http";

export const { PUT, DELETE } = itemHandlers(achieverTarget);
