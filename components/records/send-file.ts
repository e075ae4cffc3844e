/**
 * Sends a file as the raw body of a request with XMLHttpRequest, which (unlike fetch) reports
 * upload progress. Fields go in the query string. Resolves with the status and JSON answer;
 * rejects only when the server could not be reached.
 */
export function sendFile(url: string, method: "POST" | "PUT", file: File | null, onProgress: (percent: number) => void): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, file ? `${url}&name=${encodeURIComponent(file.name)}` : url);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: (xhr.response as Record<string, unknown>) ?? {} });
    xhr.onerror = () => reject(new Error("network"));
    if (file) xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    xhr.send(file);
  });
}

export function fieldQuery(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}
