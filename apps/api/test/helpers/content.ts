/* eslint-disable @typescript-eslint/no-explicit-any */
import { DEMO, loginToken } from './accounts.js';
import type { TestApp } from './app.js';

// The content editor's tests: the demo staff member's and a shopper's headers, and one call.

export type Headers = Record<string, string>;

/** Logs in the demo staff member and Mario (a shopper), from two addresses of their own. */
export async function staffAndShopper(
  t: TestApp,
  ipBase = 210,
): Promise<{ staff: Headers; customer: Headers }> {
  return {
    staff: {
      'x-ebsn-client': 'site',
      'x-ebsn-session': await loginToken(t, DEMO.staff, DEMO.password, `203.0.113.${ipBase + 1}`),
    },
    customer: {
      'x-ebsn-client': 'site',
      'x-ebsn-session': await loginToken(t, DEMO.mario, DEMO.password, `203.0.113.${ipBase + 2}`),
    },
  };
}

/** A JSON call; the answer's status, parsed body and headers. */
export function contentCaller(t: TestApp) {
  return async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers = {},
    payload?: unknown,
  ) => {
    const res = await t.inject({
      method,
      url,
      headers,
      ...(payload !== undefined && { payload: payload as any }),
    });
    return { status: res.statusCode, body: res.json() as any, headers: res.headers };
  };
}

/** A multipart body with some fields and one `file` part, as a browser sends it. */
export function multipart(
  fields: Record<string, string>,
  file: { name: string; content: Buffer; type?: string },
): { payload: Buffer; type: string } {
  const boundary = `----spesa${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

// A real 1x1 PNG and a real (tiny) PDF: recognised by their content.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
// The start of a Linux program (ELF) and of a Windows one (MZ), named as pictures.
export const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
