import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before } from "node:test";
import S3rver from "s3rver";
import type { Storage } from "@/lib/storage";
import { fsStorage } from "@/lib/storage/fs";
import { s3Storage } from "@/lib/storage/s3";

export interface StoreTarget {
  name: string;
  make(): Promise<{ store: Storage; stop: () => Promise<void> }>;
}

/** Both storage drivers: files in a temp dir, and S3 served by s3rver on loopback. */
export const storeTargets: StoreTarget[] = [
  {
    name: "filesystem",
    async make() {
      const dir = await mkdtemp(path.join(tmpdir(), "coaching-fs-"));
      return { store: fsStorage(dir), stop: () => rm(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: "S3 (s3rver on loopback)",
    async make() {
      const dir = await mkdtemp(path.join(tmpdir(), "coaching-s3-"));
      const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: dir, configureBuckets: [{ name: "uploads" }] });
      const { port } = (await server.run()) as AddressInfo;
      const store = s3Storage({
        bucket: "uploads",
        region: "us-east-1",
        endpoint: `http://127.0.0.1:${port}`,
        forcePathStyle: true,
        credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      });
      return {
        store,
        stop: async () => {
          await server.close();
          await rm(dir, { recursive: true, force: true });
        },
      };
    },
  },
];

/**
 * For a describe block: a storage in a temp dir made before its tests and removed after, and the
 * keys it holds, sorted (what a test of files left behind compares).
 */
export function suiteStore(prefix: string): { readonly store: Storage; objects(): Promise<string[]> } {
  let dir = "";
  let store: Storage | undefined;
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), prefix));
    store = fsStorage(dir);
  });
  after(() => rm(dir, { recursive: true, force: true }));
  const opened = () => {
    if (!store) throw new Error("the suite's storage is made in its before hook");
    return store;
  };
  return {
    get store() {
      return opened();
    },
    async objects() {
      const keys: string[] = [];
      for await (const object of opened().list()) keys.push(object.key);
      return keys.sort();
    },
  };
}
