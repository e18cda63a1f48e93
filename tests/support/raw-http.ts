import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  port: number;
  /** Sent exactly as given: no normalisation or escaping of the path. */
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /**
   * The loopback address to connect from (127.0.0.2, 127.0.0.3, …): a client whose socket address really differs,
   * as opposed to one that only claims another address in a header.
   */
  localAddress?: string;
}

/** One HTTP/1.1 request to the server on 127.0.0.1, answered body and all (gzip is left undecoded). */
export function rawRequest({ port, path, method = 'GET', headers = {}, body, localAddress }: RawRequest) {
  return new Promise<RawResponse>((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path, method, headers, localAddress, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
