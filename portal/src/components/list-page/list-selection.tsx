import { Button, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import type { ListContext, SelectionDeclaration } from './declaration';
import { addToSelection, messageOf, permitted } from './list-model';

/** Keys selected across pages, at most the declared maximum; cleared when the query changes. */
export function useListSelection<T>(declaration: SelectionDeclaration<T> | undefined) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [selected, setSelected] = useState<string[]>([]);
  const max = declaration?.max ?? Number.POSITIVE_INFINITY;
  const tooMany = () => {
    if (declaration) notify({ type: 'warning', title: t(declaration.tooMany, { max }) });
  };
  /** Adds keys within the limit, else says so and keeps the selection as it was. */
  const add = (keys: readonly string[]) => {
    const next = addToSelection(selected, keys, max);
    if (next) setSelected(next);
    else tooMany();
  };
  // The table hands over the whole new selection: a shrink always passes, a growth within the limit.
  const change = (keys: string[]) => (keys.length <= selected.length ? setSelected(keys) : add(keys));
  return {
    selected,
    clear: () => {
      if (selected.length) setSelected([]);
    },
    add,
    /** The selection the server answered (every matching key, never more than the limit). */
    replace: setSelected,
    tooMany,
    tableSelection: (rowKey: (row: T) => string) => ({
      selected,
      onChange: change,
      selectAllLabel: t(declaration?.selectAll ?? 'dataList.selectAll'),
      selectRowLabel: (row: T) =>
        declaration ? t(...messageOf(declaration.selectRow, row)) : t('dataList.selectRow', { key: rowKey(row) }),
    }),
  };
}

/** What the selection bar does with the selection. */
export interface ListSelection {
  selected: string[];
  clear: () => void;
  add: (keys: readonly string[]) => void;
  replace: (keys: string[]) => void;
  tooMany: () => void;
}

/**
 * The count of selected rows, the buttons that select (this page, every matching row), Clear, and
 * the declared actions on the selection.
 */
export function SelectionBar<T>({
  declaration,
  selection,
  pageKeys,
  ctx,
}: {
  declaration: SelectionDeclaration<T>;
  selection: ListSelection;
  /** The keys of the rows on screen. */
  pageKeys: string[];
  ctx: ListContext;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [selecting, setSelecting] = useState(false);
  const id = declaration.testId ?? 'list';
  const count = selection.selected.length;
  const actions = declaration.actions.filter((a) => permitted(a.permission, ctx.session.permissions));
  const { matching } = declaration;
  const selectMatching = async () => {
    if (!matching) return;
    setSelecting(true);
    try {
      const keys = await matching.keys(ctx.body, ctx);
      selection.replace(keys);
      notify({ type: 'success', title: t(matching.done, { count: keys.length }) });
    } catch (e) {
      if (isApiError(e) && e.errorCode === matching.tooManyCode) selection.tooMany();
      else notify({ type: 'error', title: t(matching.failed), ...(isApiError(e) ? { message: e.msg } : {}) });
    } finally {
      setSelecting(false);
    }
  };
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200/80 bg-white px-4 py-3 shadow-sm"
      data-testid={`${id}-selection-bar`}
    >
      <span className="text-sm font-medium text-slate-700" data-testid={`${id}-selection-count`} data-count={count}>
        {count === 0 && declaration.none ? t(declaration.none) : t(declaration.count, { count, max: declaration.max })}
      </span>
      {declaration.selectPage && (
        <Button
          size="sm"
          variant="secondary"
          disabled={pageKeys.length === 0}
          onClick={() => selection.add(pageKeys)}
          data-testid={`${id}-select-page`}
        >
          {t(declaration.selectPage)}
        </Button>
      )}
      {matching && (
        <Button size="sm" variant="secondary" loading={selecting} onClick={selectMatching} data-testid={`${id}-select-all`}>
          {t(matching.label)}
        </Button>
      )}
      {count > 0 && (
        <Button size="sm" variant="ghost" onClick={selection.clear} data-testid={`${id}-select-clear`}>
          {t('dataList.clearSelection')}
        </Button>
      )}
      <div className="ml-auto flex gap-2">
        {actions.map((a) => (
          <Button
            key={a.id}
            size="sm"
            variant={a.variant}
            disabled={!count}
            onClick={() => a.run(selection.selected, ctx)}
            data-testid={a.testId}
          >
            {t(a.label)}
          </Button>
        ))}
      </div>
    </div>
  );
}
