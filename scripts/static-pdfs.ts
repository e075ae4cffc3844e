// Part of `npm run build`: writes the schedule PDFs and the OMR sheet into public/, where the
// site serves them from its root, unless the institute has put real files there already.
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { staticPdfs } from "@/lib/exams/schedule";
import { renderOmrSheet } from "@/lib/pdf/omr";
import { renderSchedule } from "@/lib/pdf/schedule";

const render = { saturday: () => renderSchedule("saturday"), sunday: () => renderSchedule("sunday"), omr: renderOmrSheet };

for (const [name, url] of Object.entries(staticPdfs) as [keyof typeof staticPdfs, string][]) {
  const file = path.join("public", url);
  if (existsSync(file)) continue;
  writeFileSync(file, await render[name]());
  console.log(`Generated ${file}`);
}
