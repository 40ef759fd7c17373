import { checkFile } from '@cmp/ui-kit';
import { describe, expect, it } from 'vitest';
import { IMPORT_ACCEPT, IMPORT_MAX_BYTES, importDetailPath, importTemplate } from './import-model';

describe('card import model', () => {
  it('links platform users to the detail with the enterprise', () => {
    const i = { importId: 'a-1', channelCustId: 'C1001' };
    expect(importDetailPath(i, true)).toBe('/card/import-info/detail/a-1?channelCustId=C1001');
    expect(importDetailPath(i, false)).toBe('/card/import-info/detail/a-1');
  });

  it('writes a template with a BOM, the header of the language and an example row', () => {
    const zh = importTemplate('zh');
    expect(zh.startsWith('\uFEFFICCID,MSISDN,IMSI,运营商,IMEI,基础套餐ID,初始状态\r\n')).toBe(true);
    const [, example] = importTemplate('en').split('\r\n');
    expect(example!.split(',')).toHaveLength(7);
  });

  it('lets the picker take .csv and .xlsx files and refuses other types before upload', () => {
    const rules = { accept: IMPORT_ACCEPT, maxSize: IMPORT_MAX_BYTES };
    expect(checkFile({ name: 'cards.csv', type: 'text/csv', size: 10 }, rules)).toBeNull();
    expect(checkFile({ name: 'Cards.XLSX', type: '', size: 10 }, rules)).toBeNull();
    expect(checkFile({ name: 'cards.xls', type: 'application/vnd.ms-excel', size: 10 }, rules)).toBe('type');
    expect(checkFile({ name: 'cards.txt', type: 'text/plain', size: 10 }, rules)).toBe('type');
  });
});
