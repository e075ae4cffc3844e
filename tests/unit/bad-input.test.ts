import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { ZodType } from "zod";
import { adminRegisterSchema, loginSchema } from "@/lib/auth/schema";
import { staffRegisterSchema } from "@/lib/staff/schema";
import { MAX_ID, parseId } from "@/lib/db/id";
import { escapeLike } from "@/lib/db/paginate";
import { achieverFields, documentFields, testPostFields } from "@/lib/records/schemas";
import { MAX_ACTION_FORM_BYTES, refuseActionRequest } from "@/lib/security/action-request";
import { refuseRequestLine } from "@/lib/security/request-line";
import { studentFields } from "@/lib/students/schema";
import { objectionSchema } from "@/lib/mock-tests/objection-schema";
import { checkRows } from "@/lib/questions/check";
import { textField } from "@/lib/zod";
import { bankRows } from "../questions/fixture";
import en from "@/messages/en.json";
import ta from "@/messages/ta.json";
import { staffInput, studentInput } from "../forms";

// Input PostgreSQL or Next would answer with a 500 is refused where it enters, with a 4xx or a
// field error the form shows in the user's language.

describe("ids in URLs", () => {
  it("are whole numbers within PostgreSQL's integer range", () => {
    assert.equal(parseId("1"), 1);
    assert.equal(parseId("42"), 42);
    assert.equal(parseId(String(MAX_ID)), 2_147_483_647);
    for (const id of ["2147483648", "9999999999", "99999999999999999999", "0", "-1", "01", "1e3", "0x10", "1.0", " 1", "1 ", "", "NaN", "Infinity", undefined]) {
      assert.equal(parseId(id), null, String(id));
    }
  });
});

describe("the request line", () => {
  it("refuses TRACE, TRACK and methods the site never serves with 405", () => {
    for (const method of ["TRACE", "TRACK", "CONNECT", "PROPFIND", "trace", undefined]) assert.equal(refuseRequestLine(method, "/")?.status, 405, String(method));
    for (const method of ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"]) assert.equal(refuseRequestLine(method, "/api/search?q=ab"), null, method);
  });

  it("refuses a NUL byte anywhere in the address with 400", () => {
    for (const url of ["/api/search?q=%00", "/api/search?q=a%00b", "/Courses/group1?q=x%00", "/api/files/1%00", "/x\u0000"]) assert.equal(refuseRequestLine("GET", url)?.status, 400, url);
    assert.equal(refuseRequestLine("GET", "/api/search?q=%2500"), null, "an encoded percent sign is text");
  });

  it("refuses a path whose percent-encoding is not UTF-8 with 400, and serves encoded Tamil", () => {
    for (const url of ["/%ff", "/en/%E0%A4", "/api/files/%E0", "/_next/%E0", "/Courses/group1%", "/a%zz"]) assert.equal(refuseRequestLine("GET", url)?.status, 400, url);
    for (const url of ["/%E0%AE%A4%E0%AE%AE%E0%AE%BF%E0%AE%B4%E0%AF%8D", "/api/search?q=%E0%AE%A4", "/Group1"]) assert.equal(refuseRequestLine("GET", url), null, url);
  });
});

const nul = "ab\u0000cd";
const fieldError = (schema: ZodType, input: object, field: string) => {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
};

describe("text fields", () => {
  const student = studentInput(1);
  const staff = staffInput(1);
  const forms: [string, ZodType, object, string[]][] = [
    ["document", documentFields, { title: "a", paper: "b", subject: "c" }, ["title", "paper", "subject"]],
    ["achiever", achieverFields, { name: "a", batch: "b", department: "c" }, ["name", "batch", "department"]],
    ["test paper", testPostFields, { examType: "TNPSC", department: "GROUP_I", subject: "c", paperType: "QUESTION" }, ["subject"]],
    ["student", studentFields, student, ["username", "fatherName", "qualification", "address"]],
    ["staff", staffRegisterSchema, staff, ["username", "department", "designation"]],
    ["admin", adminRegisterSchema, { username: "admin", password: "admin-password" }, ["username"]],
    ["login", loginSchema, { role: "STAFF", username: "a", password: "b" }, ["username"]],
  ];

  it("accept the valid forms these cases start from", () => {
    for (const [name, schema, valid] of forms) assert.equal(schema.safeParse(valid).success, true, name);
  });

  it("refuse a NUL byte with a field error that exists in Tamil and English", () => {
    for (const [name, schema, valid, fields] of forms) {
      for (const field of fields) assert.equal(fieldError(schema, { ...valid, [field]: nul }, field), "invalidCharacters", `${name}.${field}`);
    }
    assert.equal(typeof ta.form.errors.invalidCharacters, "string");
    assert.equal(typeof en.form.errors.invalidCharacters, "string");
  });
});

describe("bidirectional controls", () => {
  // U+202E turns what follows around on screen: "B" could be read where "A" is stored.
  const turned = "விடை \u202EB\u202C, \u2067A\u2069 அல்ல";
  const plain = "விடை B, A அல்ல";

  it("are dropped from form text, objection reasons and question text before they are stored", () => {
    assert.equal(textField(100).parse(` ${turned} `), plain);
    const reason = objectionSchema.parse({ testId: 1, question: 1, letter: "A", reason: `${turned} என்பதே சரி` }).reason;
    assert.equal(reason, `${plain} என்பதே சரி`);
    const [row] = bankRows(1);
    const checked = checkRows({ rows: [{ line: 2, row: { ...row, question_ta: turned, explanation_en: `\u202D${row.explanation_en}` } }] });
    assert.ok(checked.ok);
    assert.equal(checked.questions[0].input.ta?.stem, plain);
    assert.equal(checked.questions[0].input.en?.explanation, row.explanation_en);
  });
});

describe("search words", () => {
  it("escape LIKE's wildcards and escape character", () => {
    assert.equal(escapeLike("100%_a\\b"), "100\\%\\_a\\\\b");
    assert.equal(escapeLike("குரூப் 4"), "குரூப் 4");
  });
});

describe("server-action requests", () => {
  const action = (body: BodyInit, headers: Record<string, string>) =>
    refuseActionRequest(
      new Request("http://site.test/en/Staff-Register", { method: "POST", body, headers: { "next-action": "00ab", origin: "http://site.test", host: "site.test", ...headers } }),
    );

  it("refuse a multipart body that cannot be read with 400, and pass a readable one", async () => {
    const type = { "content-type": "multipart/form-data; boundary=XX" };
    const unfinished = '--XX\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]\r\n--XX\r\nContent-Disposition: form-data; name="_1_username"\r\n\r\nabc';
    for (const [body, headers] of [
      ["garbage", type],
      [unfinished, type],
      ["garbage", { "content-type": "multipart/form-data" }],
    ] as const) {
      const refused = await action(body, headers);
      assert.equal(refused?.status, 400, body);
      assert.deepEqual(await refused!.json(), { error: "badRequest", message: "The request could not be read." });
    }
    const form = new FormData();
    form.set("0", '["$K1"]');
    form.set("_1_username", "abc");
    assert.equal(await action(form, {}), null);
  });

  it("refuse a multipart body declared larger than Next's limit with 413", async () => {
    const refused = await action("x", { "content-type": "multipart/form-data; boundary=XX", "content-length": String(MAX_ACTION_FORM_BYTES + 1) });
    assert.equal(refused?.status, 413);
  });
});
