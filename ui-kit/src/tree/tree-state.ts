// The pure logic of the checkbox tree. A node's own id is a value like any leaf (a role's area
// code is a permission of its own), so a parent is checked only when it and all its descendants
// are, mixed when some are, and unchecked when none are.

export interface TreeNodeData {
  id: string;
  children?: TreeNodeData[];
}

export type CheckState = 'checked' | 'mixed' | 'unchecked';

/** The node's id and every descendant's id, depth first. */
export function subtreeIds(node: TreeNodeData): string[] {
  return [node.id, ...(node.children ?? []).flatMap(subtreeIds)];
}

/** The tri-state of a node for the checked ids. */
export function checkState(node: TreeNodeData, checked: ReadonlySet<string>): CheckState {
  const ids = subtreeIds(node);
  const on = ids.filter((id) => checked.has(id)).length;
  return on === 0 ? 'unchecked' : on === ids.length ? 'checked' : 'mixed';
}

/** The ids of the node's ancestors, outermost first (empty if it is a root or not found). */
export function ancestorIds(roots: readonly TreeNodeData[], id: string): string[] {
  for (const root of roots) {
    if (root.id === id) return [];
    const below = ancestorIds(root.children ?? [], id);
    if (below.length || (root.children ?? []).some((c) => c.id === id)) return [root.id, ...below];
  }
  return [];
}

/**
 * Toggles a node: a checked node is cleared with its subtree; otherwise the subtree is checked and
 * so are its ancestors (a feature needs its area). Returns the new list in tree order.
 */
export function toggleNode(roots: readonly TreeNodeData[], node: TreeNodeData, checked: readonly string[]): string[] {
  const next = new Set(checked);
  const subtree = subtreeIds(node);
  if (checkState(node, next) === 'checked') {
    for (const id of subtree) next.delete(id);
  } else {
    for (const id of [...ancestorIds(roots, node.id), ...subtree]) next.add(id);
  }
  const order = roots.flatMap(subtreeIds);
  return [...order.filter((id) => next.has(id)), ...[...next].filter((id) => !order.includes(id))];
}
