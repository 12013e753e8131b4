import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type nodemailerType from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise each message is written as an RFC 822 .eml file in DATA_DIR/mail. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl } = options;
  if (smtpUrl) {
    const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl));
    return {
      async send(message) {
        await (await transport()).sendMail({ from: options.from, ...message });
      },
    };
  }
  const dir = path.join(options.dataDir, 'mail');
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send(message) {
      const info = await (await transport()).sendMail({ from: options.from, ...message });
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      writeFileSync(file, info.message as Buffer);
      options.log.info({ to: message.to, file }, `mail written: ${message.subject}`);
    },
  };
}

type Nodemailer = typeof nodemailerType;

/**
 * The transport, made on the first message: nodemailer (39 modules) is loaded then rather than when the
 * server starts, since most instances send mail rarely (a sign-up, a reset) and never right away.
 */
function lazyTransport<T extends Transporter>(make: (nodemailer: Nodemailer) => T): () => Promise<T> {
  let transport: Promise<T> | undefined;
  return () => {
    transport ??= import('nodemailer').then((module) => make(module.default));
    return transport;
  };
}
