import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { Readable } from "node:stream";
import { assertKey, type Storage } from "./types";

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle?: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);
}

/** Any S3-compatible bucket; bodies stream both ways and are never buffered whole. */
export function s3Storage({ bucket, ...config }: S3Options): Storage {
  // Checksums only where S3 requires them: the default sends streamed bodies as aws-chunked
  // with a trailer, which several S3-compatible servers store verbatim, corrupting the file.
  // An endpoint that does not answer fails a request after 5 s instead of holding it.
  const client = new S3Client({
    ...config,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: 5_000 },
  });

  return {
    driver: "s3",
    async put(key, body, { contentType, size }) {
      assertKey(key);
      // The SDK pipes the body into the request, and a failing body would leave it waiting for
      // the missing bytes forever: abort the request instead.
      const abort = new AbortController();
      if (body instanceof Readable) body.once("error", (error) => abort.abort(error));
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType, ContentLength: size }), {
        abortSignal: abort.signal,
      });
    },
    async get(key, range) {
      assertKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
        // ContentRange is "bytes start-end/total" for a ranged read.
        const total = out.ContentRange ? Number(out.ContentRange.split("/")[1]) : out.ContentLength;
        return { body: out.Body as Readable, size: total ?? 0, contentType: out.ContentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async size(key) {
      assertKey(key);
      try {
        return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async *list(prefix) {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token, Prefix: prefix === undefined ? undefined : `${prefix}/` }));
        for (const object of page.Contents ?? []) if (object.Key) yield { key: object.Key, size: object.Size ?? 0, modified: object.LastModified ?? new Date(0) };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
