// s3rver ships no types; these are the parts the tests use.
declare module "s3rver" {
  import type { AddressInfo } from "node:net";
  import type { Server } from "node:http";

  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs?: string[] }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    httpServer: Server | undefined;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
