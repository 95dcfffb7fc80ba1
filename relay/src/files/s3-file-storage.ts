import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type FileStorage } from './file-storage';

/** Where an S3-compatible bucket is and how to sign in to it (S3_* in the relay's environment). */
export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible server (MinIO, s3rver, R2…); without it, AWS's own endpoint for the region. */
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `bucket` in the path instead of the host name: what MinIO and most stand-ins need. */
  forcePathStyle: boolean;
}

/**
 * Files in a bucket, for relays that share no disk. Keys are the same opaque keys as in the local
 * folder; a missing object reads as null and a delete of one succeeds, as the interface promises.
 */
export function createS3FileStorage(options: S3StorageOptions): FileStorage & { close(): void } {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 demands them: many S3-compatible servers reject or mangle the
    // default CRC32 trailers that newer SDKs add to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const Bucket = options.bucket;

  async function read(key: string, range?: string): Promise<Buffer | null> {
    assertSafeKey(key);
    let answer: GetObjectCommandOutput;
    try {
      answer = await client.send(
        new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: range } : {}) }),
      );
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    if (!answer.Body) return Buffer.alloc(0);
    return Buffer.from(await answer.Body.transformToByteArray());
  }

  return {
    async put(key, bytes) {
      assertSafeKey(key);
      // One PUT is atomic in S3: a reader sees the old object or the new one, never half of it.
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentLength: bytes.byteLength }),
      );
    },
    get: (key) => read(key),
    getRange: (key, start, end) => read(key, `bytes=${start}-${end}`),
    async delete(key) {
      assertSafeKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    close: () => client.destroy(),
  };
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}
