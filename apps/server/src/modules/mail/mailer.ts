import { randomUUID } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../../app/config';

/*
 * The one way e-mail leaves sciscope. Without a relay (the default) every message is composed
 * by nodemailer exactly as it would be sent and written to the outbox folder as an .eml file
 * (RFC 5322, openable by any mail client); with `SCISCOPE_SMTP_URL` it goes to that relay.
 * Modules build the texts; this file only delivers them.
 */

/** One message. `text` is required (every reader can show it); `html` is optional and must be escaped by the caller. */
export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. `List-Unsubscribe`. */
  headers?: Record<string, string>;
  /** Files attached to the message. */
  attachments?: Array<{ filename: string; content: Buffer; contentType?: string }>;
  /**
   * A Message-ID the sender chose (`<digest-12@example.org>`), with the message's `date`: the
   * same message sent again keeps both, so a relay and mail clients see one message, and the
   * outbox keeps one file (named from them; an existing file is not written again). For senders
   * that may send a message a second time after a crash (digests).
   */
  messageId?: string;
  date?: Date;
}

export interface SentMail {
  messageId: string;
  /** The .eml file written to the outbox; null when a relay took the message. */
  file: string | null;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}

/**
 * An outbox file name that sorts by time and never collides: `20261125T041200123Z-<uuid>.eml`,
 * or `<stamp>-<message id as a file name>.eml` for a message with its own id and date.
 */
function outboxFileName(now: Date, messageId?: string): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  const unique = messageId
    ? messageId
        .replace(/^<|>$/g, '')
        .replace(/[^A-Za-z0-9.@_-]+/g, '_')
        .slice(0, 150)
    : randomUUID();
  return `${stamp}-${unique}.eml`;
}

/** Builds the mailer the configuration asks for. */
export function createMailer({ config, now = () => new Date() }: { config: MailConfig; now?: () => Date }): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: config.from, ...message });
        return { messageId: String(info.messageId), file: null };
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const date = message.date ?? now();
      await mkdir(config.outboxDir, { recursive: true });
      const file = join(config.outboxDir, outboxFileName(date, message.messageId));
      if (message.messageId && (await exists(file))) return { messageId: message.messageId, file };
      const info = await transport.sendMail({ from: config.from, ...message, date });
      // Written under a temporary name and renamed, so a reader of the outbox never sees half a message.
      const partial = `${file}.partial`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
      return { messageId: String(info.messageId), file };
    },
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
