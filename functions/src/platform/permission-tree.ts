import { areaCodes, featureCodes } from './permissions.ts';

/** A node of the permission tree the role editor shows; the portal translates `nameKey`. */
export interface PermissionNode {
  code: string;
  nameKey: string;
  children: PermissionNode[];
}

/**
 * The menu area a feature code belongs to (spec §6 numbering): same length, same area number — the
 * digits before the last six (`2` of 2010101 in 2000000, `14` of 14020001 in 14000000).
 */
export function areaOf(featureCode: string): string | undefined {
  const area = (code: string) => code.slice(0, code.length - 6);
  return Object.values(areaCodes).find((a) => a.length === featureCode.length && area(a) === area(featureCode));
}

/** Spec §6 areas (`menu.<area>`) with their feature codes (`perm.<code>`) as children. */
export function permissionTree(): PermissionNode[] {
  const features = Object.values(featureCodes);
  return Object.entries(areaCodes).map(([name, code]) => ({
    code,
    nameKey: `menu.${name}`,
    children: features.filter((f) => areaOf(f) === code).map((f) => ({ code: f, nameKey: `perm.${f}`, children: [] })),
  }));
}

/** Every code of a tree, depth first. */
export const treeCodes = (nodes: PermissionNode[]): string[] => nodes.flatMap((n) => [n.code, ...treeCodes(n.children)]);
