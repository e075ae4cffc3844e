import "server-only";
import { revalidatePage } from "@/lib/i18n/revalidate";
import type { RouteTarget } from "@/lib/records/http";
import type { AchieverFields } from "@/lib/records/schemas";
import { resources } from "@/lib/records/specs";
import { publicRoutes } from "@/lib/routes";
import { achieverAdapter } from "./service";

export const achieverTarget = (): RouteTarget<AchieverFields> => ({ adapter: achieverAdapter, spec: resources.achievers, refresh: () => revalidatePage(publicRoutes.achievement) });
