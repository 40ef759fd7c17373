import { describe, expect, it } from 'vitest';
import { draftOf, emptyCommservDraft, isDomain, splitList, toCommservInput, validateCommserv } from './commserv-model';

describe('communication service form', () => {
  const draft = { ...emptyCommservDraft(), name: 'Data', domains: 'a.example.com\nb.example.com' };
  it('passes a valid draft and builds the API body', () => {
    expect(validateCommserv(draft)).toEqual({});
    expect(toCommservInput(draft)).toEqual({
      name: 'Data',
      type: 'data',
      priority: 5,
      directional: false,
      whitelist: [],
      domains: ['a.example.com', 'b.example.com'],
    });
  });
  it('checks priority 1-10, QoS rates, URL and domains', () => {
    const e = validateCommserv({
      ...draft,
      priority: '11',
      qosEnabled: 'yes',
      uplinkKbps: '0',
      redirect: 'ftp://x',
      domains: 'ok.example.com, bad_domain',
    });
    expect(Object.keys(e).sort()).toEqual(['domains', 'downlinkKbps', 'priority', 'redirect', 'uplinkKbps']);
    expect(e.domains?.values).toEqual({ value: 'bad_domain' });
    const many = Array.from({ length: 33 }, (_, i) => `d${i}.example.com`).join('\n');
    expect(validateCommserv({ ...draft, domains: many }).domains?.key).toBe('operator.commserv.rules.tooManyDomains');
  });
  it('splits lists on new lines, commas and semicolons', () => {
    expect(splitList(' a.com ,b.com;\nc.com ')).toEqual(['a.com', 'b.com', 'c.com']);
    expect(isDomain('x.example.com')).toBe(true);
    expect(isDomain('localhost')).toBe(false);
  });
  it('round-trips a stored service through the form', () => {
    const c = {
      commservId: '1',
      name: 'Q',
      type: 'voice' as const,
      priority: 3,
      directional: true,
      status: 2 as const,
      qos: { uplinkKbps: 5, downlinkKbps: 6 },
      whitelist: ['1.2.3.4'],
      domains: ['a.example.com'],
      createdAt: '',
      updatedAt: '',
    };
    expect(toCommservInput(draftOf(c))).toEqual({
      name: 'Q',
      type: 'voice',
      priority: 3,
      directional: true,
      qos: { uplinkKbps: 5, downlinkKbps: 6 },
      whitelist: ['1.2.3.4'],
      domains: ['a.example.com'],
    });
  });
});
