import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Lower-case header names, unfolded values. */
  headers: Record<string, string>;
  text: string;
  envelopeTo: string[];
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Enough of RFC 5322 for the plain-text messages the site sends. */
export function parseMail(raw: string, envelopeTo: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let text = raw.slice(split + 4).replace(/\r\n\.?\r?\n?$/, '');
  if (/quoted-printable/i.test(headers['content-transfer-encoding'] ?? '')) text = decodeQuotedPrintable(text);
  if (/base64/i.test(headers['content-transfer-encoding'] ?? '')) text = Buffer.from(text, 'base64').toString('utf8');
  return { headers, text: text.replace(/\r\n/g, '\n'), envelopeTo };
}

export interface TestSmtp {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Makes the server refuse recipients: 'temporary' (451) or 'permanent' (550); undefined accepts. */
  refuse(mode: 'temporary' | 'permanent' | undefined): void;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtp(port = 0): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  let refusal: 'temporary' | 'permanent' | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusal) return callback();
      const error = Object.assign(new Error(refusal === 'permanent' ? 'Mailbox unavailable' : 'Try again later'), {
        responseCode: refusal === 'permanent' ? 550 : 451,
      });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(
          parseMail(
            Buffer.concat(chunks).toString('latin1'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  // A client killed mid-session (the kill -9 test does that) resets its connection; that is not a test failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    messages,
    refuse: (mode) => (refusal = mode),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
