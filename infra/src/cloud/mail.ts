/**
 * Notification e-mail in the cloud (docs/decisions.md "E-mail"): Amazon SES, sent through its API
 * (SendRawEmail) with each sending function's role — no SMTP user or password to keep. The sender's
 * domain becomes an SES domain identity (one resource; verify it with the DKIM records SES lists).
 * Set by the `mailFrom` context (`-c mailFrom='CMP <alarms@example.com>'`); without it no identity is
 * made and no function may send e-mail.
 */
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

/** The address part of `Name <a@b>` or `a@b`. */
export const mailAddress = (from: string): string => (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();

export class Mail extends Construct {
  readonly from: string;
  readonly identity: EmailIdentity;

  constructor(scope: Construct, id: string, props: { from: string }) {
    super(scope, id);
    const domain = mailAddress(props.from).split('@')[1];
    if (!domain) throw new Error(`mailFrom "${props.from}" has no domain`);
    this.from = props.from;
    this.identity = new EmailIdentity(this, 'Identity', { identity: Identity.domain(domain) });
  }
}
