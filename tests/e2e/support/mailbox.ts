import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const E2E_PORT = Number(process.env.E2E_PORT ?? 3123);
/** Where the test server's outgoing mail lands, one JSON file per message. */
export const MAIL_DIR = path.join(os.tmpdir(), `musubi-e2e-mail-${E2E_PORT}`);

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * A local SMTP server that keeps every message the app sends (the app's SMTP_URL points at it),
 * so a journey can follow a mailed link as the user would. Nothing leaves the machine.
 */
export async function startMailbox(): Promise<{ url: string; close(): Promise<void> }> {
  fs.rmSync(MAIL_DIR, { recursive: true, force: true });
  fs.mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const captured: CapturedMail = { to, subject: mail.subject ?? '', text: mail.text ?? '' };
          fs.writeFileSync(path.join(MAIL_DIR, `${Date.now()}-${++count}.json`), JSON.stringify(captured));
          callback();
        })
        .catch((e: Error) => callback(e));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The newest message to this address whose subject matches, waiting for the app's sender to deliver it. */
export async function waitForMail(to: string, subject: RegExp, attempts = 100): Promise<CapturedMail> {
  for (let i = 0; i < attempts; i++) {
    const files = fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR).sort().reverse() : [];
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(MAIL_DIR, file), 'utf8')) as CapturedMail;
      if (mail.to.includes(to.toLowerCase()) && subject.test(mail.subject)) return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}
