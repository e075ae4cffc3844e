import { getPriority } from "node:os";
import { answer } from "@/lib/jobs/child";

// A bounded child that answers its own niceness (tests/integration/bounded-work.test.ts).

await answer(() => getPriority());
