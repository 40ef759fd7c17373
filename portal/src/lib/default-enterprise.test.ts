import { describe, expect, it } from 'vitest';
import { ENTERPRISE_CHOICE_KEY, pickDefaultEnterprise, rememberEnterprise, rememberedEnterprise } from './default-enterprise';

const list = [
  { channelCustId: 'C1001', name: 'Acme IoT Ltd.' },
  { channelCustId: 'C1002', name: 'Globex Logistics' },
];

const memory = () => {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
};

describe('pickDefaultEnterprise', () => {
  it('opens on the first listed enterprise when nothing was chosen', () => {
    expect(pickDefaultEnterprise(list, null)).toBe('C1001');
  });
  it('opens on the last choice while it is still listed', () => {
    expect(pickDefaultEnterprise(list, 'C1002')).toBe('C1002');
    expect(pickDefaultEnterprise(list, 'C9999')).toBe('C1001');
  });
  it('has no default without enterprises', () => {
    expect(pickDefaultEnterprise([], 'C1002')).toBeUndefined();
  });
});

describe('rememberEnterprise', () => {
  it('keeps the last choice in the given (session) storage', () => {
    const store = memory();
    expect(rememberedEnterprise(store)).toBeNull();
    rememberEnterprise('C1002', store);
    expect(store.getItem(ENTERPRISE_CHOICE_KEY)).toBe('C1002');
    expect(rememberedEnterprise(store)).toBe('C1002');
    rememberEnterprise('', store);
    expect(rememberedEnterprise(store)).toBe('C1002');
  });
});
