import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { PassThrough, Readable } from 'node:stream';
import { assertBlobKey, isBlobKey, readToEnd, type BlobStore } from './blob-store';

export interface S3BlobStoreOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, Ceph); unset means AWS. */
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Unset means the SDK's default chain (AWS_* variables, instance roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Prepended to every key, so one bucket can hold several installations. */
  prefix?: string;
}

/**
 * Blobs in an S3-compatible bucket. Uploads stream through a multipart upload, which makes
 * the object visible only when complete: a failed write leaves no half object behind a key.
 */
export function createS3BlobStore(options: S3BlobStoreOptions): BlobStore & { destroy(): void } {
  // The SDK is the slowest library to load of all the server's: it is loaded (and the client
  // made) by the first blob read or written, not at start.
  let loaded: Promise<{ sdk: typeof S3Sdk; client: S3Client }> | undefined;
  let made: S3Client | undefined;
  const s3 = () => {
    loaded ??= import('@aws-sdk/client-s3').then((sdk) => {
      made = new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials: options.credentials,
      });
      return { sdk, client: made };
    });
    return loaded;
  };
  const prefix = options.prefix ?? '';
  const objectKey = (key: string) => {
    assertBlobKey(key);
    return `${prefix}${key}`;
  };
  // The blob key of an object under the prefix; undefined for anything Riser did not write
  // there, which a sweep must never touch.
  const blobKeyOf = (objectName: string | undefined) => {
    const key = objectName?.startsWith(prefix) ? objectName.slice(prefix.length) : undefined;
    return key !== undefined && isBlobKey(key) ? key : undefined;
  };

  async function get(key: string) {
    const { sdk: { GetObjectCommand, NoSuchKey, S3ServiceException }, client } = await s3();
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
      return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return undefined;
      throw error;
    }
  }

  return {
    async put(key, body, contentType) {
      const Key = objectKey(key);
      const [{ client }, { Upload }] = await Promise.all([s3(), import('@aws-sdk/lib-storage')]);
      let size = 0;
      const counted = new PassThrough();
      counted.on('data', (chunk: Buffer) => (size += chunk.length));
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      // A failing source must fail the upload, not leave it waiting for more bytes.
      source.on('error', (error) => counted.destroy(error));
      source.pipe(counted);
      const upload = new Upload({
        client,
        params: { Bucket: options.bucket, Key, Body: counted, ContentType: contentType },
        leavePartsOnError: false,
      });
      await upload.done();
      return { size };
    },

    get,

    async read(key, maxBytes) {
      const blob = await get(key);
      if (!blob || blob.size > maxBytes) return blob;
      return { bytes: await readToEnd(blob.stream) };
    },

    async delete(key) {
      const { sdk: { DeleteObjectCommand }, client } = await s3();
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },

    async *list() {
      const { sdk: { paginateListObjectsV2 }, client } = await s3();
      // The delimiter keeps deeper "folders" (another installation's longer prefix) out.
      for await (const page of paginateListObjectsV2({ client }, { Bucket: options.bucket, Prefix: prefix, Delimiter: '/' })) {
        for (const object of page.Contents ?? []) {
          const key = blobKeyOf(object.Key);
          if (key !== undefined) yield { key, modifiedAt: object.LastModified ?? new Date() };
        }
      }
    },

    // A crash in the middle of a multipart upload leaves its parts stored (and billed) but no object.
    async *listPartialWrites() {
      const { sdk: { AbortMultipartUploadCommand, ListMultipartUploadsCommand, NoSuchUpload, S3ServiceException }, client } = await s3();
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      for (;;) {
        let page;
        try {
          page = await client.send(new ListMultipartUploadsCommand({
            Bucket: options.bucket,
            Prefix: prefix,
            Delimiter: '/',
            KeyMarker,
            UploadIdMarker,
          }));
        } catch (error) {
          // Some S3-compatible services (s3rver among them) cannot list uploads: nothing to report.
          if (error instanceof S3ServiceException && [501, 405].includes(error.$metadata.httpStatusCode ?? 0)) return;
          throw error;
        }
        for (const upload of page.Uploads ?? []) {
          const key = blobKeyOf(upload.Key);
          if (key === undefined || !upload.UploadId) continue;
          const { Key, UploadId } = upload;
          yield {
            name: `${Key} (upload ${UploadId})`,
            modifiedAt: upload.Initiated ?? new Date(),
            discard: async () => {
              try {
                await client.send(new AbortMultipartUploadCommand({ Bucket: options.bucket, Key, UploadId }));
              } catch (error) {
                if (!(error instanceof NoSuchUpload)) throw error;
              }
            },
          };
        }
        if (!page.IsTruncated) return;
        KeyMarker = page.NextKeyMarker;
        UploadIdMarker = page.NextUploadIdMarker;
      }
    },

    destroy() {
      made?.destroy();
    },
  };
}
