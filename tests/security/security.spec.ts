// The security suite: bad input and probes against the production build over plain HTTP (and one
// browser check). Authorization per role, cross-site handler calls and IDOR on student PDFs and
// test-series files are in the authorization table (tests/e2e/authz.spec.ts); this adds what an
// attacker would try beyond it.
import { readFileSync } from "node:fs";
import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "../e2e/fixtures";
import fc from "fast-check";
import { actionReferences, callAction, type ActionArgs } from "../e2e/actions";
import { MEMBER_FILE_ID, PUBLIC_FILE_ID, STUDENT_ID } from "../e2e/accounts";
import { apiCaller } from "../e2e/session";
import { staffInput, studentInput } from "../forms";

const stackTrace = /\bat \S+ \(|node_modules|\.tsx?:\d+|Error: /;

/** What an admin can see that nobody else may: the student list (counted) and the staff list. */
async function adminView(admin: APIRequestContext): Promise<string> {
  const students = await (await admin.get("/en/Students")).text();
  const staff = await (await admin.get("/en/Staff-Members")).text();
  return `${students.match(/e2e-student/g)?.length ?? 0} students, staff ${staff.match(/e2e-staff/g)?.length ?? 0}`;
}

/** Arguments no form would send: wrong types, missing parts, huge strings, deep objects, ids that are not ids. */
const malformedValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
  fc.constantFrom(null, true, false, 0, -1, 1.5, "", "0", "<script>alert(1)</script>", "../../etc/passwd", "' OR 1=1 --"),
  fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 8 }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 6 }),
  fc.jsonValue({ maxDepth: 6 }),
);
const malformedArgs = fc.array(malformedValue, { maxLength: 4 });

test.describe.configure({ mode: "serial" });

test("every server action answers malformed, oversized and wrong-typed arguments with a refusal: never a 500, never a trace, nothing changed", async () => {
  test.setTimeout(240_000);
  const admin = await apiCaller("ADMIN");
  const before = await adminView(admin);
  const actions = actionReferences();
  expect(actions.length).toBeGreaterThan(8);
  for (const who of ["anonymous", "STUDENT", "ADMIN"] as const) {
    const context = who === "ADMIN" ? admin : await apiCaller(who);
    for (const action of actions) {
      await fc.assert(
        fc.asyncProperty(malformedArgs, async (args) => {
          const answer = await callAction(context, action, args);
          const where = `${who} ${action.key}(${JSON.stringify(args).slice(0, 120)}): ${answer.status} ${answer.body.slice(0, 200)}`;
          expect(answer.status, where).toBe(200);
          expect(answer.threw, where).toBe(false);
          expect(answer.body, where).toMatch(/"(serverError|validationErrors)":/);
          expect(answer.body, where).not.toMatch(stackTrace);
        }),
        { numRuns: 12, seed: 20261123 },
      );
    }
  }
  expect(await adminView(admin)).toBe(before);
});

test("server-action requests that cannot be read, or come from another site, get 400/403/413 with a message", async () => {
  const admin = await apiCaller("ADMIN");
  const action = actionReferences().find((a) => a.key.endsWith("#registerAdminAction"))!;
  const post = (data: string, headers: Record<string, string> = {}) =>
    admin.post(action.page, { headers: { "next-action": action.id, "content-type": "text/plain;charset=UTF-8", ...headers }, data });
  for (const body of ["not json", '{"username":"x"}', "[1,2", ""]) {
    const response = await post(body);
    expect(response.status(), body).toBe(400);
    expect(await response.json()).toMatchObject({ error: "badRequest" });
  }
  expect((await post(JSON.stringify(["x".repeat(1_100_000)]))).status()).toBe(413);
  // Multipart (how forms with a photo travel): a body that does not parse is 400, one over the limit 413.
  const unfinished = '--XX\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]\r\n--XX\r\nContent-Disposition: form-data; name="_1_username"\r\n\r\nabc';
  for (const [body, type] of [
    ["garbage", "multipart/form-data; boundary=XX"],
    [unfinished, "multipart/form-data; boundary=XX"],
    ["garbage", "multipart/form-data"],
  ]) {
    const response = await post(body, { "content-type": type });
    expect(response.status(), `${type}: ${body.slice(0, 20)}`).toBe(400);
    expect(await response.json()).toMatchObject({ error: "badRequest" });
  }
  const huge = await admin.post(action.page, {
    headers: { "next-action": action.id },
    multipart: { "0": '["$K1"]', _1_photo: { name: "big.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(7 * 1024 * 1024) } },
  });
  expect(huge.status(), "a form over the limit").toBe(413);
  // A valid call from another site, with the admin's cookie: refused before it runs.
  const crossSite = await post(JSON.stringify([{ username: "csrf-admin", password: "csrf-password-1" }]), { origin: "https://evil.example" });
  expect(crossSite.status()).toBe(403);
  const login = await (await apiCaller("anonymous")).post("/api/login", { data: { role: "ADMIN", username: "csrf-admin", password: "csrf-password-1", locale: "en" } });
  expect(login.status(), "no admin was created by the cross-site call").not.toBe(200);
});

test("TRACE and TRACK get 405 on pages, handlers and files alike", async () => {
  const anonymous = await apiCaller("anonymous");
  for (const method of ["TRACE", "TRACK"]) {
    for (const path of ["/", "/en/Group1", "/Adm", "/api/search?q=ab", `/api/files/${PUBLIC_FILE_ID}`, "/robots.txt", "/_next/static/x.js"]) {
      const response = await anonymous.fetch(path, { method, maxRedirects: 0 });
      expect(response.status(), `${method} ${path}`).toBe(405);
    }
  }
});

test("a NUL byte in an address gets 400 with a message, never a 500", async () => {
  const callers = { anonymous: await apiCaller("anonymous"), STAFF: await apiCaller("STAFF"), ADMIN: await apiCaller("ADMIN") };
  const probes: [keyof typeof callers, string, string][] = [
    ["anonymous", "GET", "/api/search?q=%00"],
    ["anonymous", "GET", "/api/search?q=ab%00cd"],
    ["anonymous", "GET", `/api/files/${PUBLIC_FILE_ID}%00`],
    ["STAFF", "GET", "/en/Courses/group1?q=a%00"],
    ["STAFF", "GET", "/Achievers?q=%00"],
    ["STAFF", "GET", "/en/Test-Papers?q=%00"],
    ["ADMIN", "GET", "/en/Students?q=%00"],
    ["ADMIN", "GET", "/en/Staff-Members?q=%00"],
    ["ADMIN", "GET", "/en/Payments?q=%00"],
    ["ADMIN", "GET", "/api/students/export?q=%00"],
    ["STAFF", "POST", "/api/documents/group1?title=a%00b&paper=p&subject=s&name=x.pdf"],
    ["STAFF", "PUT", "/api/achievers/1?name=a%00&batch=b&department=c"],
  ];
  for (const [who, method, path] of probes) {
    const response = await callers[who].fetch(path, { method, data: method === "GET" ? undefined : Buffer.from("%PDF-1.4\n"), maxRedirects: 0 });
    expect(response.status(), `${who} ${method} ${path}`).toBe(400);
    expect(await response.json()).toMatchObject({ error: "badRequest" });
  }
});

test("ids past PostgreSQL's integer range are unknown ids (404, or not found in an action), a NUL in a gateway id is refused: never a 500", async () => {
  const admin = await apiCaller("ADMIN");
  for (const id of ["2147483648", "99999999999999999999", "1e3"]) {
    const calls: [string, string][] = [
      ["GET", `/api/files/${id}`],
      ["GET", `/api/files/${id}?download=1`],
      ["GET", `/api/students/${id}/pdf`],
      ["PUT", `/api/documents/group1/${id}?title=a&paper=b&subject=c`],
      ["DELETE", `/api/documents/group1/${id}`],
      ["PUT", `/api/achievers/${id}?name=a&batch=b&department=c`],
      ["DELETE", `/api/achievers/${id}`],
      ["PUT", `/api/tests/${id}?examType=TNPSC&department=GROUP_I&subject=s&paperType=QUESTION`],
      ["DELETE", `/api/tests/${id}`],
    ];
    for (const [method, path] of calls) expect((await admin.fetch(path, { method, maxRedirects: 0 })).status(), `${method} ${path}`).toBe(404);
  }
  // Staff-View's actions take ids as numbers: past the range they are "not found", not "unexpected".
  for (const [name, args] of [
    ["deleteStaffAction", [2147483648]],
    ["setStaffDisabledAction", [2147483648, true]],
    ["decideStaffRequestAction", [2147483648, false]],
  ] as const) {
    const { body } = await callAction(
      admin,
      actionReferences().find((a) => a.key.endsWith(`#${name}`))!,
      [...args],
    );
    expect(body, name).toContain('"serverError":"notFound"');
  }
  // Gateway ids go straight into a query: a NUL in one is refused before it.
  const anonymous = await apiCaller("anonymous");
  expect((await anonymous.post("/api/payments/test-checkout", { data: { orderId: "order_\u0000x", outcome: "pay" } })).status()).toBe(400);
  const confirm = await callAction(
    anonymous,
    actionReferences().find((a) => a.key.endsWith("#confirmPayment"))!,
    [{ orderId: "order_\u0000", paymentId: "pay_\u0000", signature: "0" }],
  );
  expect(confirm.body).toContain('"serverError":"paymentFailed"');
});

/** Every route of the build (its route table), [locale] as /en and each other dynamic segment filled by `fill`. */
function everyRoute(fill: (segment: string) => string): string[] {
  const table = JSON.parse(readFileSync(".next/app-path-routes-manifest.json", "utf8")) as Record<string, string>;
  return [...new Set(Object.values(table))].map((route) => route.replace(/^\/\[locale\]/, "/en").replace(/\[[^\]]+\]/g, fill) || "/");
}

test("every route of the build answers a path that is not UTF-8 with 400, and an id past PostgreSQL's range without a 500", async () => {
  const notUtf8 = "%E0%A4";
  const anonymous = await apiCaller("anonymous");
  const probes = everyRoute(() => notUtf8).map((path) => (path.includes(notUtf8) ? path : `${path.replace(/\/$/, "")}/${notUtf8}`));
  probes.push("/%ff", "/_next/%E0", "/api/files/%E0");
  for (const path of probes) {
    const response = await anonymous.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
    expect(await response.json(), path).toMatchObject({ error: "badRequest" });
  }
  // Each role that may open the route gets past its guard to the id: a student's result, a test's console page, a file.
  const callers = { anonymous, STUDENT: await apiCaller("STUDENT"), ADMIN: await apiCaller("ADMIN") };
  const other: Record<string, string> = { "[category]": "group1", "[...nextauth]": "session" };
  for (const id of ["2147483648", "99999999999999999999"]) {
    const paths = everyRoute((segment) => (segment === "[id]" ? id : (other[segment] ?? "x"))).filter((path) => path.includes(id));
    expect(paths.length).toBeGreaterThan(10);
    for (const [who, caller] of Object.entries(callers)) {
      for (const path of paths) {
        const response = await caller.get(path, { maxRedirects: 0 });
        expect(response.status(), `${who} GET ${path}`).toBeLessThan(500);
        // A page that streams (a loading.tsx above it) has sent its 200 before the not-found it then renders.
        const notFound = response.status() !== 200 || (await response.text()).includes("NEXT_HTTP_ERROR_FALLBACK;404");
        expect(notFound, `${who} GET ${path} is a not-found`).toBe(true);
      }
    }
  }
});

test("a NUL byte in a server action's text field is a field error in the user's language, never 'unexpected'", async () => {
  const anonymous = await apiCaller("anonymous");
  const admin = await apiCaller("ADMIN");
  const action = (name: string) => actionReferences().find((a) => a.key.endsWith(`#${name}`))!;
  const student = { ...studentInput(901), username: "nul\u0000student", fatherName: "தந்தை\u0000", address: "மதுரை\u0000" };
  const staff = { ...staffInput(901), username: "nul\u0000staff", department: "தமிழ்\u0000" };
  const calls: [APIRequestContext, string, ActionArgs, string[]][] = [
    [anonymous, "registerStaffAction", { form: staff }, ["username", "department"]],
    [anonymous, "beginRegistration", [student], ["username", "fatherName", "address"]],
    [admin, "addStudentAction", [student], ["username", "fatherName", "address"]],
    [admin, "registerAdminAction", [{ username: "nul\u0000admin", password: "admin-password" }], ["username"]],
  ];
  for (const [context, name, args, fields] of calls) {
    const answer = await callAction(context, action(name), args);
    const where = `${name}: ${answer.status} ${answer.body.slice(-300)}`;
    expect(answer.status, where).toBe(200);
    expect(answer.threw, where).toBe(false);
    expect(answer.body, where).not.toContain('"unexpected"');
    for (const field of fields) expect(answer.body, where).toContain(`"${field}":["invalidCharacters"]`);
  }
  // The key the forms translate exists in both languages.
  for (const locale of ["ta", "en"]) expect(JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")).form.errors.invalidCharacters, locale).toEqual(expect.any(String));
});

test("route handlers answer malformed input with 4xx and a message, never a 500", async () => {
  test.setTimeout(120_000);
  const staff = await apiCaller("STAFF");
  const paths = [
    "/api/search?q=",
    "/api/documents/group1",
    "/api/documents/nope/1",
    "/api/achievers/abc",
    "/api/tests/-1",
    "/api/files/1e9",
    "/api/students/NaN/pdf",
    "/api/payments/webhook",
    "/api/payments/test-checkout",
    "/api/login",
  ];
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...paths),
      fc.constantFrom("POST", "PUT", "DELETE", "GET"),
      fc.oneof(
        fc.string({ maxLength: 300 }),
        fc.jsonValue().map((v) => JSON.stringify(v)),
      ),
      fc.string({ maxLength: 30 }),
      async (path, method, body, query) => {
        const response = await staff.fetch(`${path}${path.includes("?") ? "" : "?"}q=${encodeURIComponent(query)}&name=${encodeURIComponent(query)}`, {
          method,
          data: method === "GET" ? undefined : body,
          headers: { "content-type": "application/json" },
        });
        const text = await response.text();
        const where = `${method} ${path} ${JSON.stringify(body).slice(0, 80)}: ${response.status()} ${text.slice(0, 160)}`;
        expect(response.status(), where).toBeLessThan(500);
        expect(text, where).not.toMatch(stackTrace);
      },
    ),
    { numRuns: 120, seed: 20261123 },
  );
});

test("every handler that reads a JSON body refuses one past its limit with 413, and one not of its shape with 400", async () => {
  const callers = { anonymous: await apiCaller("anonymous"), STUDENT: await apiCaller("STUDENT") };
  const handlers: [keyof typeof callers, string][] = [
    ["anonymous", "/api/login"],
    ["anonymous", "/api/payments/test-checkout"],
    ["anonymous", "/api/quiz/1"],
    ["STUDENT", "/api/mock-tests/attempts/1/marks"],
    ["STUDENT", "/api/mock-tests/attempts/1/check"],
  ];
  const big = JSON.stringify({ pad: "x".repeat(2 * 1024 * 1024) });
  for (const [who, path] of handlers) {
    const large = await callers[who].post(path, { data: big, headers: { "content-type": "application/json" } });
    expect(large.status(), `${who} POST ${path} with 2 MB`).toBe(413);
    const wrong = await callers[who].post(path, { data: JSON.stringify({ question: "one", answers: 7, marks: null }), headers: { "content-type": "application/json" } });
    expect(wrong.status(), `${who} POST ${path} off its schema`).toBe(400);
  }
});

test("a spoofed x-middleware-subrequest and .rsc/RSC variants never show a console page to a visitor or a student", async () => {
  const admin = await apiCaller("ADMIN");
  expect(await (await admin.get("/en/Students")).text(), "control: the admin sees the student").toContain("e2e-student");
  const variants: [string, Record<string, string>][] = [
    ["/en/Students", { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" }],
    ["/en/Students", { "x-middleware-subrequest": "src/middleware:src/middleware:src/middleware:src/middleware:src/middleware" }],
    ["/en/Students", { RSC: "1" }],
    ["/en/Students", { RSC: "1", "Next-Router-Prefetch": "1" }],
    ["/en/Students.rsc", {}],
    ["/en/Students?_rsc=1", { RSC: "1" }],
    ["/ta/Students", { RSC: "1" }],
    ["/en/Students/", { RSC: "1" }],
    ["/en/Adm", { RSC: "1", "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" }],
  ];
  for (const who of ["anonymous", "STUDENT"] as const) {
    const context = await apiCaller(who);
    for (const [path, headers] of variants) {
      const response = await context.get(path, { headers, maxRedirects: 0 });
      const body = await response.text();
      expect(body, `${who} ${path} ${JSON.stringify(headers)}: ${response.status()}`).not.toContain("e2e-student@");
      expect(body).not.toMatch(/"username":"e2e-student"|>e2e-student</);
    }
  }
});

test("path traversal: file ids and names cannot reach outside storage", async () => {
  const anonymous = await apiCaller("anonymous");
  for (const path of [
    "/api/files/..%2F..%2Fetc%2Fpasswd",
    "/api/files/1%2F..%2F..%2Fpackage.json",
    "/..%2F..%2Fetc%2Fpasswd",
    "/_next/static/..%2F..%2F..%2Fpackage.json",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/api/documents/..%2F..%2Fgroup1",
  ]) {
    const response = await anonymous.get(path, { maxRedirects: 0 });
    const body = await response.text();
    expect(response.status(), path).not.toBe(200);
    expect(body, path).not.toContain("root:x:0:0");
    expect(body, path).not.toContain('"name": "tamil-coaching-site"');
  }
  // An upload named with a path keeps only its last part, in the download's name too.
  const staff = await apiCaller("STAFF");
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n", "latin1");
  const created = await staff.post(`/api/documents/common?title=${encodeURIComponent("traversal check")}&paper=Paper&subject=Tamil&name=${encodeURIComponent("../../../../etc/evil.pdf")}`, {
    data: pdf,
    headers: { "content-type": "application/pdf" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { row } = (await created.json()) as { row: { file: { id: number } } };
  const download = await anonymous.get(`/api/files/${row.file.id}?download=1`);
  expect(download.status()).toBe(200);
  const disposition = download.headers()["content-disposition"];
  expect(disposition).toContain('filename="evil.pdf"');
  expect(disposition).not.toMatch(/\.\.|%2F|\//i);
});

test("downloads keep the given name with the stored type's extension; every /api/files answer is sandboxed and not sniffed", async () => {
  const staff = await apiCaller("STAFF");
  const anonymous = await apiCaller("anonymous");
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n", "latin1");
  const named = { "paper.exe": "paper.pdf", notes: "notes.pdf", "பாடம்.html": "பாடம்.pdf", "unit 2.PDF": "unit 2.pdf" };
  const fileIds: number[] = [];
  for (const [given, saved] of Object.entries(named)) {
    const created = await staff.post(`/api/documents/common?title=${encodeURIComponent(`name ${given}`)}&paper=Paper&subject=Tamil&name=${encodeURIComponent(given)}`, {
      data: pdf,
      headers: { "content-type": "application/pdf" },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { row } = (await created.json()) as { row: { id: number; file: { id: number } } };
    fileIds.push(row.file.id);
    for (const query of ["?download=1", ""]) {
      const disposition = (await anonymous.get(`/api/files/${row.file.id}${query}`)).headers()["content-disposition"];
      expect(disposition, `${given}${query}`).toContain(`filename*=UTF-8''${encodeURIComponent(saved)}`);
      expect(disposition, `${given}${query}`).toMatch(/filename="[^"]*\.pdf"/);
    }
  }
  const answers = [
    await anonymous.get(`/api/files/${fileIds[0]}`),
    await anonymous.get(`/api/files/${fileIds[0]}?download=1`),
    await anonymous.get(`/api/files/${fileIds[0]}`, { headers: { range: "bytes=0-3" } }),
    await anonymous.get(`/api/files/${fileIds[0]}`, { headers: { range: "bytes=9999-" } }),
    await anonymous.get(`/api/files/${MEMBER_FILE_ID}`),
    await anonymous.get("/api/files/999999"),
    await anonymous.get("/api/files/abc"),
  ];
  expect(answers.map((a) => a.status())).toEqual([200, 200, 206, 416, 401, 404, 404]);
  for (const answer of answers) {
    expect(answer.headers()["content-security-policy"], `${answer.status()} ${answer.url()}`).toBe("sandbox; default-src 'none'");
    expect(answer.headers()["x-content-type-options"], `${answer.status()} ${answer.url()}`).toBe("nosniff");
  }
});

test("HTML and script typed into a text field are shown as text on the public page", async ({ page }) => {
  const staff = await apiCaller("STAFF");
  const title = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`;
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n", "latin1");
  const created = await staff.post(`/api/documents/common?title=${encodeURIComponent(title)}&paper=Paper&subject=Tamil&name=x.pdf`, {
    data: pdf,
    headers: { "content-type": "application/pdf" },
  });
  expect(created.status()).toBe(201);
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  await page.goto("/en/Common");
  await expect(page.getByText(title).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toBe(0);
});

test("a student's details PDF: another student's id, a forged or borrowed token get nothing", async () => {
  const student = await apiCaller("STUDENT");
  expect((await student.get(`/api/students/${STUDENT_ID}/pdf`)).status()).toBe(200);
  const anonymous = await apiCaller("anonymous");
  for (const path of [`/api/students/${STUDENT_ID + 1}/pdf`, `/api/students/1/pdf`, `/api/students/${STUDENT_ID}/pdf?token=9999999999.${"a".repeat(64)}`]) {
    expect([401, 404], `student ${path}`).toContain((await (path.includes("token") ? anonymous : student).get(path)).status());
  }
});
