import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ExamType, PaperType, TestDepartment } from "@/lib/generated/prisma/enums";
import { departmentsOf, examTypes, paperTypes, testDepartments, testPostFields } from "@/lib/records/schemas";
import { resources } from "@/lib/records/specs";
import { communities } from "@/lib/students/communities";
import { Community } from "@/lib/generated/prisma/enums";
import en from "@/messages/en.json";
import ta from "@/messages/ta.json";

const lookup = (messages: object, path: string) => path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], messages);
const shared = ["id", "icon", "photo", "view", "download", "edit", "delete"];

describe("the console record specs", () => {
  it("repeat the database's closed lists exactly", () => {
    assert.deepEqual([...examTypes].sort(), Object.values(ExamType).sort());
    assert.deepEqual([...testDepartments].sort(), Object.values(TestDepartment).sort());
    assert.deepEqual([...paperTypes].sort(), Object.values(PaperType).sort());
    assert.deepEqual([...communities].sort(), Object.values(Community).sort());
    assert.deepEqual(Object.values(departmentsOf).flat().sort(), [...testDepartments].sort(), "every department belongs to one exam");
  });

  it("have a message for every field, option and column, in Tamil and English", () => {
    for (const [name, messages] of [
      ["ta", ta],
      ["en", en],
    ] as const) {
      for (const [key, spec] of Object.entries(resources)) {
        const keys = [
          ...spec.fields.map((f) => `${key}.fields.${f.name}`),
          ...spec.fields.flatMap((f) => ("options" in f ? f.options.map((o) => `${key}.options.${f.name}.${o}`) : [])),
          ...spec.columns.map((c) => (shared.includes(c) ? `records.columns.${c}` : `${key}.fields.${c}`)),
          ...["successText", "errorText", "searchPlaceholder", "empty", "updateTitle", "updatedText", "updateFailed", "deletedText", "deleteFailed"].map((m) => `${key}.${m}`),
        ];
        const missing = keys.filter((k) => typeof lookup(messages, k) !== "string");
        assert.deepEqual(missing, [], `${name}: ${key}`);
      }
    }
  });

  it("refuse a department of the other exam body", () => {
    const post = { examType: "TNUSRB", department: "GROUP_II", subject: "பொது அறிவு", paperType: "QUESTION" };
    const result = testPostFields.safeParse(post);
    assert.equal(result.success, false);
    assert.deepEqual(
      result.error!.issues.map((i) => [i.path[0], i.message]),
      [["department", "departmentMismatch"]],
    );
    assert.equal(testPostFields.safeParse({ ...post, department: "TNUSRB" }).success, true);
  });
});
