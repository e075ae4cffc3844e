import { z } from "zod";

// Pages forbid eval (Content-Security-Policy). Left alone, zod probes `new Function` once to decide
// whether to compile its parsers, and the browser reports that probe as a policy violation
// (Lighthouse counts it against best practices). Its plain parsers need no eval.
z.config({ jitless: true });

export { z };
