import { areaCodes, featureCodes } from './permissions.ts';

/** A node of the permission tree the role editor shows; the portal translates `nameKey`. */
export interface PermissionNode {
  code: string;
  nameKey: string;
  children: PermissionNode[];
}

/** The menu area a feature code belongs to: same length, same leading digit (spec §6 numbering). */
export function areaOf(featureCode: string): string | undefined {
  return Object.values(areaCodes).find((a) => a.length === featureCode.length && a[0] === featureCode[0]);
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
