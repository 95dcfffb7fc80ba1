import type { RelayConfig } from '../config/config';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createS3FileStorage } from './s3-file-storage';

/**
 * The storage the environment names: an S3 bucket when S3_BUCKET is set (relays that share no
 * disk), else a folder. `close` lets the relay release the bucket's connections on shutdown.
 */
export function fileStorageOf(
  config: Pick<
    RelayConfig,
    | 'S3_BUCKET'
    | 'S3_ENDPOINT'
    | 'S3_REGION'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE'
  >,
  folder: string,
): FileStorage & { close(): void } {
  if (!config.S3_BUCKET) return { ...createLocalFileStorage(folder), close: () => {} };
  return createS3FileStorage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE === '1',
  });
}
