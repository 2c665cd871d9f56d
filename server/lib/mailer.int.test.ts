import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { outbox } from '../db/schema/system';
import {
  createTestDatabase,
  memoryMailer,
  TEST_ENCRYPTION_KEY,
  TEST_SESSION_SECRET,
  testEnv,
} from '../test/harness';
import { createMailer, eraseExpiredOutboxBodies } from './mailer';

/** A local SMTP server that accepts every message and keeps its raw DATA, for the real nodemailer to talk to. */
async function startSmtpServer(): Promise<{ url: string; received: string[]; close(): Promise<void> }> {
  const received: string[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let data = '';
    socket.setEncoding('utf8');
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            data = '';
            socket.write('250 OK queued\r\n');
          } else {
            data += `${line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => {});
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no SMTP test port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('outbox', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const rowsTo = async (to: string) =>
    database.pool
      .query<{
        subject: string;
        text: string | null;
        html: string | null;
        sent_at: Date | null;
        body_erased_at: Date | null;
      }>('SELECT subject, text, html, sent_at, body_erased_at FROM outbox WHERE "to" = $1', [to])
      .then((result) => result.rows);

  it('keeps no body of a message SMTP accepted: recipient, subject and sent time only', async () => {
    const smtp = await startSmtpServer();
    try {
      const mailer = createMailer(database.db, { smtpUrl: smtp.url, from: 'noreply@example.com' });
      expect(mailer.mode).toBe('smtp');
      const link = 'http://localhost:5000/reset-password?token=secret-token-123';
      await mailer.send({
        to: 'smtp-person@example.com',
        subject: 'Reset',
        text: `Open ${link}`,
        html: `<a>${link}</a>`,
      });

      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('secret-token-123');
      const rows = await rowsTo('smtp-person@example.com');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ subject: 'Reset', text: null, html: null });
      expect(rows[0]?.sent_at).toBeInstanceOf(Date);
      expect(rows[0]?.body_erased_at).toEqual(rows[0]?.sent_at);
      const { rows: leaks } = await database.pool.query(
        `SELECT id FROM outbox WHERE outbox::text LIKE '%secret-token-123%'`,
      );
      expect(leaks).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  it('keeps a waiting message’s body for 24 hours, then erases it and keeps the subject', async () => {
    const mailer = createMailer(database.db, { from: 'noreply@example.com' });
    expect(mailer.mode).toBe('outbox');
    await mailer.send({ to: 'fresh@example.com', subject: 'Fresh', text: 'link-fresh' });
    await database.db.insert(outbox).values([
      { to: 'hour-old@example.com', subject: 'Hour old', text: 'link-hour', createdAt: hoursAgo(1) },
      {
        to: 'day-old@example.com',
        subject: 'Day old',
        text: 'link-day',
        html: '<p>link-day</p>',
        createdAt: hoursAgo(25),
      },
    ]);

    expect(await eraseExpiredOutboxBodies(database.db)).toBe(1);

    expect(await rowsTo('fresh@example.com')).toMatchObject([{ text: 'link-fresh', body_erased_at: null }]);
    expect(await rowsTo('hour-old@example.com')).toMatchObject([{ text: 'link-hour', body_erased_at: null }]);
    const [old] = await rowsTo('day-old@example.com');
    expect(old).toMatchObject({ subject: 'Day old', text: null, html: null, sent_at: null });
    expect(old?.body_erased_at).toBeInstanceOf(Date);
    // Already erased: nothing left to do.
    expect(await eraseExpiredOutboxBodies(database.db)).toBe(0);
  });

  it('erases old outbox bodies when the app starts', async () => {
    await database.db.insert(outbox).values([
      { to: 'start-old@example.com', subject: 'Old', text: 'link-start-old', createdAt: hoursAgo(25) },
      { to: 'start-new@example.com', subject: 'New', text: 'link-start-new', createdAt: hoursAgo(1) },
    ]);
    const app = await buildApp({
      env: testEnv(),
      database,
      sessionSecret: TEST_SESSION_SECRET,
      encryptionKey: TEST_ENCRYPTION_KEY,
      clientDir: null,
      mailer: memoryMailer(),
    });
    try {
      await app.ready();
      expect(await rowsTo('start-old@example.com')).toMatchObject([{ subject: 'Old', text: null }]);
      expect(await rowsTo('start-new@example.com')).toMatchObject([
        { subject: 'New', text: 'link-start-new' },
      ]);
    } finally {
      await app.close();
    }
  });
});

function hoursAgo(hours: number): Date {
  return new Date(Date.now() - hours * 60 * 60 * 1000);
}
