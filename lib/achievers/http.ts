import "server-only";
import { revalidatePage } from "@/lib/i18n/revalidate";
import type { RouteTarget } from "@/lib/records/http";
import { resources } from "@/lib/records/specs";
import type { AchieverFields } from "@/lib/records/schemas";
import { publicRoutes } from "@/lib/routes";
import { achieverAdapter } from "./adapter";

export const achieverTarget = (): RouteTarget<AchieverFields> => ({
  adapter: achieverAdapter,
  spec: resources.achievers,
  refresh: () => {
    revalidatePage(publicRoutes.achievement);
    // The home page counts them.
    revalidatePage(publicRoutes.home);
  },
});
