import { Button, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListContext, SelectionDeclaration } from './declaration';
import { addToSelection, messageOf, permitted } from './list-model';

/** Keys selected across pages, at most the declared maximum; cleared when the query changes. */
export function useListSelection<T>(declaration: SelectionDeclaration<T> | undefined) {
  const { t } = useTranslation('card');
  const notify = useNotify();
  const [selected, setSelected] = useState<string[]>([]);
  const max = declaration?.max ?? Number.POSITIVE_INFINITY;
  const change = (keys: string[]) => {
    // The table hands over the whole new selection: a shrink always passes, a growth within the limit.
    const next = keys.length <= selected.length ? keys : addToSelection(selected, keys, max);
    if (next) setSelected(next);
    else if (declaration) notify({ type: 'warning', title: t(declaration.tooMany, { max }) });
  };
  return {
    selected,
    clear: () => {
      if (selected.length) setSelected([]);
    },
    change,
    tableSelection: (rowKey: (row: T) => string) => ({
      selected,
      onChange: change,
      selectAllLabel: t(declaration?.selectAll ?? 'dataList.selectAll'),
      selectRowLabel: (row: T) =>
        declaration ? t(...messageOf(declaration.selectRow, row)) : t('dataList.selectRow', { key: rowKey(row) }),
    }),
  };
}

export interface ListSelection {
  selected: string[];
  clear: () => void;
}

/** The count of selected rows, Clear, and the declared actions on the selection. */
export function SelectionBar<T>({
  declaration,
  selection,
  ctx,
}: {
  declaration: SelectionDeclaration<T>;
  selection: ListSelection;
  ctx: ListContext;
}) {
  const { t } = useTranslation('card');
  const count = selection.selected.length;
  const actions = declaration.actions.filter((a) => permitted(a.permission, ctx.session.permissions));
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200/80 bg-white px-4 py-3 shadow-sm"
      data-testid="list-selection-bar"
    >
      <span className="text-sm font-medium text-slate-700" data-testid="list-selection-count" data-count={count}>
        {t(declaration.count, { count, max: declaration.max })}
      </span>
      {count > 0 && (
        <Button size="sm" variant="ghost" onClick={selection.clear} data-testid="list-selection-clear">
          {t('dataList.clearSelection')}
        </Button>
      )}
      <div className="ml-auto flex gap-2">
        {actions.map((a) => (
          <Button key={a.id} size="sm" disabled={!count} onClick={() => a.run(selection.selected, ctx)} data-testid={a.testId}>
            {t(a.label)}
          </Button>
        ))}
      </div>
    </div>
  );
}
