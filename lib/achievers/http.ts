import "server-only";
import { revalidatePage } from "@/lib/i18n/revalidate";
import type { RouteTarget } from "@/lib/records/http";
import { resources } from "@/lib/records/specs";
import { achieverAdapter } from "./adapter";

export const achieverTarget = (): RouteTarget => ({ adapter: achieverAdapter, spec: resources.achievers, refresh: () => revalidatePage("/Achivement") });
