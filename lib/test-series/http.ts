import "server-only";
import type { RouteTarget } from "@/lib/records/http";
import type { TestPostFields } from "@/lib/records/schemas";
import { resources } from "@/lib/records/specs";
import { testPostAdapter } from "./adapter";

// The students' /Test-Series page is rendered per request, so there is nothing to rebuild.
export const testPostTarget = (): RouteTarget<TestPostFields> => ({ adapter: testPostAdapter, spec: resources.tests, refresh: () => undefined });
