import { describe, expect, it } from 'vitest';
import { SMS_SEND_MAX, checkSend, isUnsettled, stateTone } from './sms-model';

const iccid = (i: number) => `8986${String(i).padStart(16, '0')}`;

describe('SMS send form', () => {
  it('takes ICCIDs separated by lines, commas or spaces, once each', () => {
    expect(checkSend(`${iccid(1)}\n${iccid(2)}, ${iccid(1)}`, 'hi')).toEqual({ iccids: [iccid(1), iccid(2)] });
  });
  it('names what is wrong: not an ICCID, none, too many, no content', () => {
    expect(checkSend('123 abc', 'hi').problem).toEqual({ key: 'invalid', values: ['123', 'abc'] });
    expect(checkSend('  ', 'hi').problem).toEqual({ key: 'none' });
    const many = Array.from({ length: SMS_SEND_MAX + 1 }, (_, i) => iccid(i)).join('\n');
    expect(checkSend(many, 'hi').problem).toEqual({ key: 'tooMany' });
    expect(checkSend(iccid(1), '   ').problem).toEqual({ key: 'contentRequired' });
    expect(checkSend(iccid(1), 'x'.repeat(161)).problem).toEqual({ key: 'contentRequired' });
  });
  it('colours states', () => {
    expect(stateTone('sent')).toBe('green');
    expect(stateTone('failed')).toBe('red');
  });
  it('keeps the list re-reading only for a submitted SMS (the server settles it on read)', () => {
    expect(isUnsettled({ state: 'submitted' })).toBe(true);
    for (const state of ['sending', 'sent', 'failed'] as const) expect(isUnsettled({ state })).toBe(false);
  });
});
