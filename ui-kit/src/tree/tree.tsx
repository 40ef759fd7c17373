import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../lib/cn';
import { type CheckState, checkState, subtreeIds, toggleNode } from './tree-state';

export interface TreeNode {
  id: string;
  label: ReactNode;
  children?: TreeNode[];
}

export interface TreeProps {
  nodes: TreeNode[];
  /** The checked ids (a parent's own id counts too). */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Names the tree. */
  label: string;
  expandLabel: string;
  collapseLabel: string;
  /** Parents open at first render; all by default. */
  defaultExpanded?: readonly string[];
  disabled?: boolean;
  className?: string;
  'data-testid'?: string;
}

function TriStateCheckbox({
  state,
  disabled,
  onChange,
  labelId,
}: { state: CheckState; disabled?: boolean; onChange: () => void; labelId: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'mixed';
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-labelledby={labelId}
      aria-checked={state === 'mixed' ? 'mixed' : state === 'checked'}
      data-state={state}
      checked={state === 'checked'}
      disabled={disabled}
      onChange={onChange}
      className="size-4 shrink-0 cursor-pointer accent-brand-600 disabled:cursor-not-allowed"
    />
  );
}

interface BranchProps extends Omit<TreeProps, 'nodes' | 'label' | 'defaultExpanded' | 'className' | 'data-testid'> {
  roots: TreeNode[];
  nodes: TreeNode[];
  checked: ReadonlySet<string>;
  expanded: ReadonlySet<string>;
  onToggleExpanded: (id: string) => void;
  depth: number;
  idPrefix: string;
}

function Branch(props: BranchProps) {
  const { roots, nodes, checked, expanded, value, onChange, depth } = props;
  return (
    <ul role={depth === 0 ? undefined : 'group'} className={cn(depth > 0 && 'ml-6 border-l border-slate-100 pl-2')}>
      {nodes.map((node) => {
        const hasChildren = Boolean(node.children?.length);
        const open = expanded.has(node.id);
        const labelId = `${props.idPrefix}-${node.id}`;
        return (
          <li key={node.id} data-node={node.id}>
            <div className="flex items-center gap-2 rounded-md py-1 pr-2 hover:bg-slate-50">
              {hasChildren ? (
                <button
                  type="button"
                  aria-expanded={open}
                  aria-label={`${open ? props.collapseLabel : props.expandLabel}`}
                  aria-describedby={labelId}
                  onClick={() => props.onToggleExpanded(node.id)}
                  className="flex size-5 items-center justify-center rounded text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <svg
                    viewBox="0 0 20 20"
                    fill="currentColor"
                    aria-hidden="true"
                    className={cn('size-4 transition-transform', open && 'rotate-90')}
                  >
                    <path d="M7.2 14.8a.75.75 0 0 1 0-1.06L10.94 10 7.2 6.26a.75.75 0 1 1 1.06-1.06l4.27 4.27a.75.75 0 0 1 0 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0Z" />
                  </svg>
                </button>
              ) : (
                <span className="size-5" />
              )}
              {/* biome-ignore lint/a11y/noLabelWithoutControl: the checkbox inside is a native input wrapped in a component */}
              <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
                <TriStateCheckbox
                  state={checkState(node, checked)}
                  disabled={props.disabled}
                  labelId={labelId}
                  onChange={() => onChange(toggleNode(roots, node, value))}
                />
                <span id={labelId}>{node.label}</span>
              </label>
            </div>
            {hasChildren && open && <Branch {...props} nodes={node.children ?? []} depth={depth + 1} />}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A checkbox tree with tri-state parents (e.g. a role's permission tree). Checking a node checks
 * its subtree and its ancestors; unchecking a fully checked node clears its subtree.
 */
export function Tree({ nodes, value, onChange, label, defaultExpanded, className, ...rest }: TreeProps) {
  const idPrefix = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(defaultExpanded ?? nodes.flatMap((n) => subtreeIds(n))),
  );
  const toggleExpanded = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <fieldset aria-label={label} data-testid={rest['data-testid']} className={cn('m-0 min-w-0 border-0 p-0 text-sm', className)}>
      <Branch
        {...rest}
        roots={nodes}
        nodes={nodes}
        value={value}
        onChange={onChange}
        checked={new Set(value)}
        expanded={expanded}
        onToggleExpanded={toggleExpanded}
        depth={0}
        idPrefix={idPrefix}
      />
    </fieldset>
  );
}
