/**
 * The local mail server (docs/decisions.md "E-mail"): a real SMTP server (`smtp-server`) on
 * 127.0.0.1 that the in-process functions send to over SMTP (SMTP_URL), keeping each message under
 * `<dataDir>/mail/` — the raw message (`<id>.eml`) and what the development inbox shows (`<id>.json`,
 * parsed by `mailparser`). The gateway serves the inbox at /dev/inbox (local only, never deployed).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One stored message as the inbox lists it. */
export interface StoredMail {
  id: string;
  receivedAt: string;
  /** SMTP envelope. */
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
}

/** Ids sort by arrival: the time in base 36, padded, then randomness. */
const newId = () => `${Date.now().toString(36).padStart(9, '0')}-${randomBytes(4).toString('hex')}`;
const ID = /^[0-9a-z]{9}-[0-9a-f]{8}$/;

export function mailStore(dir: string) {
  mkdirSync(dir, { recursive: true });
  return {
    dir,
    save(raw: Buffer, mail: Omit<StoredMail, 'id' | 'receivedAt'>): StoredMail {
      const stored = { id: newId(), receivedAt: new Date().toISOString(), ...mail };
      writeFileSync(join(dir, `${stored.id}.eml`), raw);
      writeFileSync(join(dir, `${stored.id}.json`), JSON.stringify(stored, null, 2));
      return stored;
    },
    /** Newest first. */
    list(): StoredMail[] {
      return readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .reverse()
        .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as StoredMail);
    },
    get(id: string): StoredMail | undefined {
      if (!ID.test(id)) return undefined;
      try {
        return JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')) as StoredMail;
      } catch {
        return undefined;
      }
    },
  };
}
export type MailStore = ReturnType<typeof mailStore>;

export async function startSmtpLocal(opts: { port: number; dataDir: string }) {
  const store = mailStore(join(opts.dataDir, 'mail'));
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    banner: 'CMP local mail',
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', callback);
      stream.on('end', async () => {
        try {
          const raw = Buffer.concat(chunks);
          const parsed = await simpleParser(raw);
          const headers: Record<string, string> = {};
          for (const line of parsed.headerLines) headers[line.key] = line.line.slice(line.key.length + 1).trim();
          store.save(raw, {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            headers,
          });
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${opts.port}`,
    store,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The development inbox: GET /dev/inbox (newest first; `Accept: application/json` or `?format=json`
 * for JSON) and /dev/inbox/<id> (one message). Answers false for any other path.
 */
export function serveInbox(store: MailStore, req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  if (req.method !== 'GET' || !/^\/dev\/inbox(\/|$)/.test(url.pathname)) return false;
  const json = url.searchParams.get('format') === 'json' || String(req.headers.accept ?? '').includes('application/json');
  const reply = (status: number, body: unknown, markup: string) => {
    res.writeHead(status, {
      'content-type': json ? 'application/json' : 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(json ? JSON.stringify(body) : markup);
  };
  const page = (title: string, body: string) =>
    `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)}</title><style>body{font:14px system-ui;margin:2em}td,th{padding:4px 12px;text-align:left}pre{white-space:pre-wrap}</style></head><body>${body}</body></html>`;
  const id = url.pathname.replace(/^\/dev\/inbox\/?/, '');
  if (!id) {
    const list = store.list();
    const rows = list
      .map(
        (m) =>
          `<tr><td>${esc(m.receivedAt)}</td><td>${esc(m.to.join(', '))}</td><td><a href="/dev/inbox/${m.id}">${esc(m.subject || '(no subject)')}</a></td></tr>`,
      )
      .join('');
    reply(
      200,
      { messages: list.map(({ text: _t, html: _h, headers: _x, ...m }) => m) },
      page(
        'Inbox',
        `<h1>Local inbox (${list.length})</h1><table><tr><th>Received</th><th>To</th><th>Subject</th></tr>${rows}</table>`,
      ),
    );
    return true;
  }
  const mail = store.get(id);
  if (!mail) {
    reply(404, { message: 'no such message' }, page('Not found', '<p>No such message. <a href="/dev/inbox">Inbox</a></p>'));
    return true;
  }
  reply(
    200,
    mail,
    page(
      mail.subject,
      `<p><a href="/dev/inbox">Inbox</a></p><h1>${esc(mail.subject)}</h1><p>From ${esc(mail.from)} to ${esc(mail.to.join(', '))}, ${esc(mail.receivedAt)}</p>${
        mail.html
          ? `<iframe sandbox srcdoc="${esc(mail.html)}" style="width:100%;height:60vh;border:1px solid #ccc"></iframe>`
          : ''
      }<pre>${esc(mail.text)}</pre>`,
    ),
  );
  return true;
}
