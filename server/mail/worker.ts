import { getDb } from '../db/client';
import { outsideKeyedWrite } from '../idempotency/ambient';
import { deliverDueMail, type MailTransport } from './sender';

const INTERVAL_MS = 30_000;
const KEY = Symbol.for('musubi.mailWorker');
type WorkerState = { transport: MailTransport; timer: NodeJS.Timeout; running: Promise<void> | null };
type G = typeof globalThis & { [KEY]?: WorkerState };

async function smtpTransport(url: string): Promise<MailTransport> {
  const nodemailer = await import('nodemailer');
  return nodemailer.createTransport(url);
}

async function runOnce(state: WorkerState): Promise<void> {
  if (state.running) return state.running;
  state.running = (async () => {
    try {
      const db = await getDb();
      // Drain in batches; failures wait for their backoff.
      for (let i = 0; i < 10; i++) {
        const { sent } = await deliverDueMail(db, state.transport);
        if (sent === 0) break;
      }
    } catch (e) {
      console.error('[mail] delivery failed', e);
    } finally {
      state.running = null;
    }
  })();
  return state.running;
}

/**
 * With SMTP_URL set, delivers the outbox now and every 30 s from this process.
 * Without it mail stays in the outbox (nothing is lost; a later sender delivers it).
 */
export function kickMailSender(): Promise<void> {
  // Not inside a keyed write's transaction (server/idempotency/ambient): only committed mail is sent,
  // and the 30 s timer made here belongs to no request.
  return outsideKeyedWrite(startMailSender);
}

async function startMailSender(): Promise<void> {
  const url = process.env.SMTP_URL;
  if (!url) return;
  const g = globalThis as G;
  if (!g[KEY]) {
    const transport = await smtpTransport(url);
    const timer = setInterval(() => void runOnce(g[KEY]!), INTERVAL_MS);
    timer.unref();
    g[KEY] = { transport, timer, running: null };
  }
  void runOnce(g[KEY]!);
}
