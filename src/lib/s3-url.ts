/**
 * MEDIA_S3_URL: an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2, …) in one address, path style:
 * `https://<access key id>:<secret access key>@<endpoint>/<bucket>[/<prefix>][?region=<region>]`, the key and the
 * secret percent-encoded (a secret's `/` and `+` as `%2F` and `%2B`). The region defaults to `us-east-1`, which MinIO
 * and R2 (`auto`) accept as well.
 */
export interface S3Location {
  /** `https://<endpoint>/<bucket>`, without a trailing slash. */
  bucketUrl: string;
  /** Prepended to every key (`site/` for `/bucket/site`), or empty. */
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The bucket MEDIA_S3_URL names, or a message saying what is wrong with it. */
export function parseS3Url(text: string): S3Location | string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'must be an address such as https://KEY:SECRET@s3.eu-central-1.amazonaws.com/bucket';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must start with https:// (or http:// on loopback)';
  if (url.protocol === 'http:' && !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    return 'must use https:// unless the bucket is on this machine (127.0.0.1, localhost)';
  if (!url.username || !url.password) return 'must hold the access key id and the secret: https://KEY:SECRET@…';
  const [bucket, ...rest] = url.pathname.split('/').filter(Boolean);
  if (!bucket) return 'must name the bucket after the endpoint: https://KEY:SECRET@endpoint/bucket';
  let accessKeyId: string, secretAccessKey: string;
  try {
    accessKeyId = decodeURIComponent(url.username);
    secretAccessKey = decodeURIComponent(url.password);
  } catch {
    return 'the access key id or the secret is not percent-encoded correctly';
  }
  return {
    bucketUrl: `${url.origin}/${bucket}`,
    prefix: rest.length ? `${rest.join('/')}/` : '',
    region: url.searchParams.get('region') || 'us-east-1',
    accessKeyId,
    secretAccessKey,
  };
}
