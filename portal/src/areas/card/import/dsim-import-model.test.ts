import { describe, expect, it } from 'vitest';
import { dsimTemplate, dsimTemplateFileName, importDetailPath } from './import-model';

describe('dual-SIM import model', () => {
  it('links a dual-SIM import to its own detail page, with the enterprise for platform users', () => {
    const i = { importId: 'a-1', channelCustId: 'C1001', kind: 'dsim' as const };
    expect(importDetailPath(i, true)).toBe('/card/import-info/dsimdetail/a-1?channelCustId=C1001');
    expect(importDetailPath(i, false)).toBe('/card/import-info/dsimdetail/a-1');
    expect(importDetailPath({ ...i, kind: 'cards' }, false)).toBe('/card/import-info/detail/a-1');
  });

  it('writes a template with a BOM, the three columns of the language and an example device', () => {
    const [header, example] = dsimTemplate('zh').split('\r\n');
    expect(header).toBe('\uFEFF设备SN,主卡ICCID,副卡ICCID');
    expect(example!.split(',')).toHaveLength(3);
    expect(dsimTemplate('en').startsWith('\uFEFFsn,iccid1,iccid2\r\n')).toBe(true);
    expect(dsimTemplateFileName('en')).toMatch(/\.csv$/);
  });
});
