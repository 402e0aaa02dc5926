import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { BLOB_CONTENT_TYPES, blobKey, type BlobFormat, type BlobStore } from "./blob-store.js";

export interface S3Settings {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Blobs in an S3-compatible bucket; readers get presigned GET URLs straight from the bucket. */
export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      // Self-hosted S3 servers (MinIO, s3rver) address buckets by path, not by subdomain.
      forcePathStyle: settings.endpoint !== undefined,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    });
  }

  async put(bytes: Uint8Array, format: BlobFormat, owner: string | null): Promise<string> {
    const key = blobKey(bytes, format, owner);
    // An unanswered check is taken as absent: the bytes are put again, which changes nothing.
    if (!(await this.exists(key).catch(() => false))) {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: bytes, ContentType: BLOB_CONTENT_TYPES[format] }),
      );
    }
    return key;
  }

  async get(key: string): Promise<Uint8Array> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    return object.Body!.transformToByteArray();
  }

  exists(key: string): Promise<boolean> {
    return this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key })).then(
      () => true,
      (error: { $metadata?: { httpStatusCode?: number } }) => {
        if (error.$metadata?.httpStatusCode === 404) return false;
        throw error;
      },
    );
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  /** The bucket exists and the credentials may use it. */
  async assertReachable(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
  }

  /** Signed with the wall clock: the bucket checks the expiry against its own. */
  signedUrl(key: string, ttlSeconds: number): Promise<string> {
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }), { expiresIn: ttlSeconds });
  }
}
