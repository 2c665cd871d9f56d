import { describe, expect, it } from 'vitest';
import { boundaryOf, parseMultipart } from './multipart';

describe('boundaryOf', () => {
  it('reads plain and quoted boundaries of multipart/form-data only', () => {
    expect(boundaryOf('multipart/form-data; boundary=----abc123')).toBe('----abc123');
    expect(boundaryOf('multipart/form-data; charset=utf-8; boundary="x y"')).toBe('x y');
    expect(boundaryOf('application/json')).toBeNull();
    expect(boundaryOf('multipart/form-data')).toBeNull();
    expect(boundaryOf(undefined)).toBeNull();
  });
});

describe('parseMultipart', () => {
  const boundary = 'XyZ';
  const part = (headers: string, data: Buffer | string) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
      Buffer.from(data),
      Buffer.from('\r\n'),
    ]);

  it('splits fields and files, keeping binary content exactly (CRLF and dashes included)', () => {
    const binary = Buffer.from([0x89, 0x50, 0x0d, 0x0a, 0x2d, 0x2d, 0x00, 0xff]);
    const body = Buffer.concat([
      part('Content-Disposition: form-data; name="note"', 'hello'),
      part(
        'Content-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png',
        binary,
      ),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const parts = parseMultipart(body, boundary);
    expect(parts.map((p) => [p.fieldName, p.filename, p.contentType])).toEqual([
      ['note', null, null],
      ['avatar', 'me.png', 'image/png'],
    ]);
    expect(parts[0]?.data.toString()).toBe('hello');
    expect(parts[1]?.data.equals(binary)).toBe(true);
  });

  it('gives nothing for a body that is not multipart', () => {
    expect(parseMultipart(Buffer.from('{"avatar":"x"}'), boundary)).toEqual([]);
    expect(parseMultipart(Buffer.from(`--${boundary}\r\nno end`), boundary)).toEqual([]);
  });
});
