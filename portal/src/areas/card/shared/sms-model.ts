/** The SMS area's browser-side rules: what a pasted ICCID list and a content may be before sending. */
import type { ResponseOf, SmsState } from '@cmp/functions/contracts';
export const SMS_SEND_MAX = 1000;
export const SMS_MAX_LENGTH = 160;
export { type SmsState, smsStates } from '@cmp/functions/contracts';

export type SmsRow = ResponseOf<'sms.list'>['items'][number];

export type SmsSendResult = ResponseOf<'sms.send'>;

export const stateTone = (s: SmsState): 'green' | 'red' | 'blue' | 'slate' =>
  s === 'sent' ? 'green' : s === 'failed' ? 'red' : s === 'submitted' ? 'blue' : 'slate';

/**
 * A record the server still settles on read (it asks the operator for the delivery receipt, or expires
 * it after the validity period), so its state moves by itself. A `sending` record is not: the send that
 * wrote it answers with its outcome, and the list reloads then.
 */
export const isUnsettled = (s: Pick<SmsRow, 'state'>): boolean => s.state === 'submitted';

export type SendProblem = { key: 'none' | 'tooMany' | 'contentRequired' } | { key: 'invalid'; values: string[] };

/** ICCIDs of a pasted text (deduplicated, order kept) and the first problem of the form, if any. */
export function checkSend(text: string, content: string): { iccids: string[]; problem?: SendProblem } {
  const tokens = [...new Set(text.split(/[\s,;，；]+/).filter(Boolean))];
  const invalid = tokens.filter((v) => !/^\d{19,20}$/.test(v));
  if (invalid.length) return { iccids: [], problem: { key: 'invalid', values: invalid.slice(0, 5) } };
  if (!tokens.length) return { iccids: [], problem: { key: 'none' } };
  if (tokens.length > SMS_SEND_MAX) return { iccids: tokens, problem: { key: 'tooMany' } };
  if (!content.trim() || content.length > SMS_MAX_LENGTH) return { iccids: tokens, problem: { key: 'contentRequired' } };
  return { iccids: tokens };
}
