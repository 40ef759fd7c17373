import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BlacklistKind } from '../shared/data/entities/blacklist.entity.ts';
import { createBlacklistCheck } from './blacklist-check.ts';
import type { BlacklistEntry, BlacklistRecord } from './blacklist.repository.ts';
import { identityHash, normaliseEnterpriseName } from './identity-seal.ts';

const key = randomBytes(32).toString('base64');
const at = '2026-11-27T01:00:00.000Z';
const entry = (e: Partial<BlacklistEntry> & Pick<BlacklistEntry, 'kind' | 'entryId' | 'name'>): BlacklistEntry => ({
  reason: 'Fraud',
  createdAt: at,
  createdBy: 'admin',
  updatedAt: at,
  updatedBy: 'admin',
  ...e,
});
const entries = [
  entry({
    kind: 'enterprise',
    entryId: 'B000000000001',
    name: 'Shady Trading',
    nameKey: normaliseEnterpriseName('Shady Trading'),
    orgCode: '91310000MA1FL8XQ3C',
  }),
  entry({
    kind: 'person',
    entryId: 'B000000000002',
    name: 'Wang Wu',
    idHash: identityHash('44030119851203421X', key),
    idMasked: '440****9851203421X',
  }),
];

function setup() {
  const records: BlacklistRecord[] = [];
  let keyReads = 0;
  const check = createBlacklistCheck({
    entries: {
      byNumber: async (kind: BlacklistKind, match: string) =>
        entries.filter((e) => e.kind === kind && (kind === 'enterprise' ? e.orgCode === match : e.idHash === match)),
      byName: async (nameKey: string) => entries.filter((e) => e.nameKey === nameKey),
      record: async (r: BlacklistRecord) => void records.push(r),
    },
    secretKey: () => {
      keyReads++;
      return key;
    },
    clock: () => new Date(at),
    newId: () => 'R1',
  });
  return { check, records, keyReads: () => keyReads };
}

describe('the blacklist check', () => {
  it('finds a person by any spelling of the number and records the hit, the number only masked', async () => {
    const { check, records } = setup();
    expect(
      await check.blocked({ personIdNumber: '440301 19851203421x' }, { place: 'realName', by: 'admin', subject: '8986' }),
    ).toEqual({
      kind: 'person',
      entryId: 'B000000000002',
    });
    expect(records).toEqual([
      expect.objectContaining({
        action: 'hit',
        kind: 'person',
        entryId: 'B000000000002',
        number: '440****9851203421X',
        by: 'admin',
        place: 'realName',
        subject: '8986',
      }),
    ]);
    expect(JSON.stringify(records)).not.toContain('44030119851203421');
  });

  it('finds an enterprise by organisation code or by name (case and spacing aside)', async () => {
    const { check, records } = setup();
    expect(await check.blocked({ orgCode: '91310000-ma1fl8xq3c' })).toMatchObject({ entryId: 'B000000000001' });
    expect(
      await check.blocked({ enterpriseName: '  SHADY   trading ' }, { place: 'registration', by: 'applicant' }),
    ).toMatchObject({
      kind: 'enterprise',
    });
    expect(records.map((r) => [r.by, r.place])).toEqual([
      ['system', undefined],
      ['applicant', 'registration'],
    ]);
  });

  it('answers null and records nothing for anyone else, reading the key only for a person', async () => {
    const { check, records, keyReads } = setup();
    expect(await check.blocked({ enterpriseName: 'Honest Trading', orgCode: '91310000XXXXXXXX' })).toBeNull();
    expect(keyReads()).toBe(0);
    expect(await check.blocked({ personIdNumber: '110101199003077777' })).toBeNull();
    expect(keyReads()).toBe(1);
    expect(await check.blocked({})).toBeNull();
    expect(records).toEqual([]);
  });
});
