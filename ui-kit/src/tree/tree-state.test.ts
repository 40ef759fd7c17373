import { describe, expect, it } from 'vitest';
import { type TreeNodeData, ancestorIds, checkState, subtreeIds, toggleNode } from './tree-state';

const tree: TreeNodeData[] = [
  { id: 'home', children: [{ id: 'api' }, { id: 'account' }] },
  { id: 'card', children: [{ id: 'edit' }, { id: 'batch', children: [{ id: 'b1' }, { id: 'b2' }] }] },
];
const [home, card] = tree as [TreeNodeData, TreeNodeData];
const batch = card.children?.[1] as TreeNodeData;

describe('tree state', () => {
  it('lists a subtree and ancestors', () => {
    expect(subtreeIds(card)).toEqual(['card', 'edit', 'batch', 'b1', 'b2']);
    expect(ancestorIds(tree, 'b2')).toEqual(['card', 'batch']);
    expect(ancestorIds(tree, 'home')).toEqual([]);
    expect(ancestorIds(tree, 'nope')).toEqual([]);
  });

  it('is checked, mixed or unchecked from the node and its descendants', () => {
    expect(checkState(home, new Set())).toBe('unchecked');
    expect(checkState(home, new Set(['home']))).toBe('mixed');
    expect(checkState(home, new Set(['home', 'api', 'account']))).toBe('checked');
    expect(checkState(card, new Set(['b1']))).toBe('mixed');
    expect(checkState({ id: 'leaf' }, new Set(['leaf']))).toBe('checked');
  });

  it('checks a subtree with its ancestors and clears a checked subtree', () => {
    expect(toggleNode(tree, batch, [])).toEqual(['card', 'batch', 'b1', 'b2']);
    expect(toggleNode(tree, card, ['card', 'batch', 'b1', 'b2'])).toEqual(['card', 'edit', 'batch', 'b1', 'b2']);
    expect(toggleNode(tree, card, ['card', 'edit', 'batch', 'b1', 'b2'])).toEqual([]);
    expect(toggleNode(tree, batch, ['card', 'edit', 'batch', 'b1', 'b2'])).toEqual(['card', 'edit']);
  });

  it('checks a mixed parent fully and keeps ids it does not know', () => {
    expect(toggleNode(tree, home, ['home', 'x'])).toEqual(['home', 'api', 'account', 'x']);
  });
});
