// s3rver ships no type declarations; this is the part of its API the local stack uses.
declare module 's3rver' {
  import { EventEmitter } from 'node:events';
  interface S3rverOptions {
    port?: number;
    address?: string;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs?: string[] }[];
  }
  export default class S3rver extends EventEmitter {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}

// smtp-server and mailparser ship no type declarations; these are the parts the local mail server uses.
declare module 'smtp-server' {
  import type { Readable } from 'node:stream';
  interface Address {
    address: string;
  }
  interface Session {
    envelope: { mailFrom: Address | false; rcptTo: Address[] };
  }
  interface SMTPServerOptions {
    secure?: boolean;
    authOptional?: boolean;
    disabledCommands?: string[];
    logger?: boolean;
    banner?: string;
    size?: number;
    onData?: (stream: Readable, session: Session, callback: (error?: Error | null) => void) => void;
  }
  export class SMTPServer {
    constructor(options: SMTPServerOptions);
    listen(port: number, host: string, callback?: () => void): void;
    close(callback?: () => void): void;
    once(event: 'error', listener: (error: Error) => void): this;
  }
}

declare module 'mailparser' {
  interface ParsedMail {
    subject?: string;
    text?: string;
    html?: string | false;
    headerLines: { key: string; line: string }[];
  }
  export function simpleParser(source: Buffer | string): Promise<ParsedMail>;
}
