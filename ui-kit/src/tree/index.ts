export { Tree, type TreeNode, type TreeProps } from './tree';
export { type CheckState, checkState, toggleNode, subtreeIds, ancestorIds } from './tree-state';
