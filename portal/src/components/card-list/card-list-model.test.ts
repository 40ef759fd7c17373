import { describe, expect, it } from 'vitest';
import { checkDraft, detailPath, emptyDraft, stateTone, toFilterBody } from './card-list-model';

const A = '89860012345600000001';
const B = '89860012345600000099';

describe('toFilterBody', () => {
  it('sends nothing for an empty draft', () => {
    expect(toFilterBody(emptyDraft, {})).toEqual({});
  });

  it('sends the label and the data pool when chosen', () => {
    expect(toFilterBody({ ...emptyDraft, labelId: 'L0000000000A1', poolId: 'P0000000000B1' }, {})).toEqual({
      labelId: 'L0000000000A1',
      poolId: 'P0000000000B1',
    });
  });

  it('sends the scope, trimmed values and only the active ICCID/MSISDN mode', () => {
    const draft = {
      ...emptyDraft,
      iccid: ` ${A} `,
      iccidFrom: B,
      msisdnMode: 'range' as const,
      msisdn: '123',
      msisdnFrom: '14401',
      msisdnTo: '14409',
      state: 64 as const,
      operator: 'CMCC',
      networkType: 2 as const,
      activatedFrom: '2026-01-01',
    };
    expect(toFilterBody(draft, { channelCustId: 'C1002', custId: 'S2003' })).toEqual({
      channelCustId: 'C1002',
      custId: 'S2003',
      iccid: A,
      msisdnFrom: '14401',
      msisdnTo: '14409',
      state: 64,
      operator: 'CMCC',
      networkType: 2,
      activatedFrom: '2026-01-01',
    });
    expect(toFilterBody({ ...emptyDraft, iccidMode: 'range', iccid: A, iccidFrom: A, iccidTo: B }, {})).toEqual({
      iccidFrom: A,
      iccidTo: B,
    });
  });
});

describe('checkDraft', () => {
  it('accepts a valid draft', () => {
    expect(checkDraft({ ...emptyDraft, iccid: A, imsi: '460001200000001' })).toBeNull();
  });

  it.each([
    [{ iccid: '1234' }, 'iccid'],
    [{ iccidMode: 'range', iccidFrom: 'abc' }, 'iccidFrom'],
    [{ msisdn: '12' }, 'msisdn'],
    [{ imsi: '46000' }, 'imsi'],
    [{ imei: 'x' }, 'imei'],
  ] as const)('names the bad field %o', (patch, field) => {
    expect(checkDraft({ ...emptyDraft, ...patch })?.field).toBe(field);
  });

  it('refuses reversed ranges', () => {
    expect(checkDraft({ ...emptyDraft, iccidMode: 'range', iccidFrom: B, iccidTo: A })).toEqual({
      field: 'iccidTo',
      key: 'card.list.errors.rangeOrder',
    });
    expect(checkDraft({ ...emptyDraft, activatedFrom: '2026-02-01', activatedTo: '2026-01-01' })?.field).toBe('activatedTo');
    // a range in the inactive mode does not count
    expect(checkDraft({ ...emptyDraft, iccidFrom: B, iccidTo: A })).toBeNull();
  });
});

describe('helpers', () => {
  it('links platform users to the detail with the enterprise', () => {
    expect(detailPath(A, 'C1001', false)).toBe(`/card/card-list/detail/${A}`);
    expect(detailPath(A, 'C1001', true)).toBe(`/card/card-list/detail/${A}/C1001`);
  });

  it('colours states', () => {
    expect(stateTone(64)).toBe('green');
    expect(stateTone(67)).toBe('red');
    expect(stateTone(60)).toBe('slate');
  });
});
