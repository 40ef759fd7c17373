import { describe, expect, it } from 'vitest';
import { areaOf, permissionTree, treeCodes } from './permission-tree.ts';
import { allCodes, areaCodes } from './permissions.ts';

describe('permission tree', () => {
  const tree = permissionTree();

  it('holds every permission code exactly once', () => {
    const codes = treeCodes(tree);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual([...allCodes].sort());
  });

  it('puts the areas at the top with menu keys and features below with perm keys', () => {
    expect(tree.map((n) => n.code)).toEqual(Object.values(areaCodes));
    const card = tree.find((n) => n.code === areaCodes.card)!;
    expect(card.nameKey).toBe('menu.card');
    expect(card.children.map((c) => c.code)).toContain('2010106');
    expect(card.children.find((c) => c.code === '2010106')!.nameKey).toBe('perm.2010106');
  });

  it('files a feature under the area of its leading digit and length', () => {
    expect(areaOf('8010003')).toBe(areaCodes.business);
    expect(areaOf('1000002')).toBe(areaCodes.home);
    expect(areaOf('14020001')).toBe(areaCodes.system);
    expect(areaOf('99')).toBeUndefined();
  });
});
