/**
 * Notification e-mail. nodemailer composes the message (MIME, encodings, headers) and sends it:
 * locally over SMTP to the stack's mail server (SMTP_URL, infra/src/local/smtp-local.ts); in the
 * cloud as a raw message to Amazon SES (SendRawEmail over our own signed transport, with the
 * function's role credentials: no SMTP password to keep). docs/decisions.md "E-mail".
 */
import { createTransport } from 'nodemailer';
import { config } from '../platform/config.ts';
import { withRetries } from '../shared/aws/json-service.ts';
import { AwsServiceError } from '../shared/aws/json-service.ts';
import { type AwsService, type Connection, signedRequest } from '../shared/aws/signed-request.ts';

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Sends the message; resolves with the server's message id, throws when it was not accepted. */
  send(message: MailMessage): Promise<{ messageId: string }>;
}

/** Amazon SES (v1 Query API, which has SendRawEmail: IAM action `ses:SendRawEmail`). */
export const sesService: AwsService = { signingName: 'ses', endpointEnv: 'SES', hostPrefix: 'email' };

const xmlValue = (xml: string, tag: string): string | undefined => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1];

/** Sends a composed message through SES; SES's errors come back as `AwsServiceError`s (throttling retried). */
export async function sendRawEmail(raw: Buffer, conn: Connection = {}): Promise<{ messageId: string }> {
  const body = new URLSearchParams({
    Action: 'SendRawEmail',
    Version: '2010-12-01',
    'RawMessage.Data': raw.toString('base64'),
  }).toString();
  return withRetries(3, async () => {
    const res = await signedRequest(
      sesService,
      { method: 'POST', path: '/', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body },
      conn,
    );
    const xml = res.body.toString('utf8');
    if (res.status >= 300) {
      const code = xmlValue(xml, 'Code') ?? `HTTP${res.status}`;
      throw new AwsServiceError(code, xmlValue(xml, 'Message') ?? code, res.status, {});
    }
    return { messageId: xmlValue(xml, 'MessageId') ?? '' };
  });
}

/** The mailer of the environment: SMTP when SMTP_URL is set (local stack, tests), else SES. */
export function createMailer(
  o: { smtpUrl?: string; from?: string; ses?: (raw: Buffer) => Promise<{ messageId: string }> } = {},
): Mailer {
  const from = o.from ?? config('mailFrom');
  const smtpUrl = o.smtpUrl ?? config('smtpUrl');
  const fields = (m: MailMessage) => ({ from, to: m.to, subject: m.subject, text: m.text, ...(m.html ? { html: m.html } : {}) });
  if (smtpUrl) {
    const transport = createTransport(smtpUrl);
    return {
      async send(m) {
        const info = await transport.sendMail(fields(m));
        if (info.rejected?.length) throw new Error(`SMTP refused ${info.rejected.join(', ')}`);
        return { messageId: String(info.messageId ?? '') };
      },
    };
  }
  const compose = createTransport({ streamTransport: true, buffer: true });
  const ses = o.ses ?? ((raw: Buffer) => sendRawEmail(raw));
  return {
    async send(m) {
      const info = await compose.sendMail(fields(m));
      return ses(info.message as Buffer);
    },
  };
}
