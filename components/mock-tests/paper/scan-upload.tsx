"use client";

import { Form } from "@/components/forms/form";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { sendFile } from "@/components/records/send-file";

// Uploading scans of answer sheets (issue 20): each chosen file is sent as the raw body with its
// progress shown, one after another; what the server refuses is said by file name, and the files it
// took start being read at once (the scans list below follows).

export interface UploadLabels {
  choose: string;
  upload: string;
  /** "{name}" and "{percent}" are filled in. */
  uploading: string;
  /** By refusal key, "{name}" filled in; `failed` when the server could not be reached. */
  errors: Record<string, string>;
}

export function ScanUpload({ url, labels }: { url: string; labels: UploadLabels }) {
  const router = useRouter();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  // A new input after each upload: the browser's file list cannot be emptied otherwise.
  const [round, setRound] = useState(0);

  async function upload() {
    const problems: string[] = [];
    for (const file of files) {
      const say = (template: string, percent = 0) => template.replace("{name}", file.name).replace("{percent}", String(percent));
      setProgress(say(labels.uploading));
      try {
        const { status, body } = await sendFile(`${url}?`, "POST", file, (percent) => setProgress(say(labels.uploading, percent)));
        // A proxy's own refusal of a large body (nginx's 413) comes without the site's JSON.
        const error = status === 413 ? "fileTooLarge" : String(body.error);
        if (status !== 201) problems.push(say(labels.errors[error] ?? labels.errors.failed));
      } catch {
        problems.push(say(labels.errors.failed));
      }
    }
    setProgress(null);
    setErrors(problems);
    setFiles([]);
    setRound((n) => n + 1);
    router.refresh();
  }

  return (
    <Form
      className="mt-3 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void upload();
      }}
    >
      <label className="block text-sm font-medium text-slate-800">
        {labels.choose}
        <input
          type="file"
          multiple
          accept="application/pdf,image/jpeg,image/png"
          key={round}
          onChange={(event) => setFiles([...(event.target.files ?? [])])}
          className="mt-1 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:font-semibold file:text-brand-800"
        />
      </label>
      <button type="submit" disabled={progress !== null || files.length === 0} className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white disabled:opacity-50">
        {labels.upload}
      </button>
      {progress && (
        <p role="status" className="text-sm text-slate-700">
          {progress}
        </p>
      )}
      {errors.length > 0 && (
        <ul role="alert" className="space-y-1 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </Form>
  );
}
