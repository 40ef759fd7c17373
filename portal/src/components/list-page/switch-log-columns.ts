import type { ColumnDeclaration } from './declaration';

/**
 * The first columns of a log of something switched off and on (a pool blocked and unblocked, an
 * account frozen and thawed): when, then what was done as a badge, red when switched off and green
 * when switched on. Headers are `<prefix>.at` and `<prefix>.action`; the action reads `<label>.<action>`.
 */
export function switchLogColumns<T extends { at: string; action: string }>(
  prefix: string,
  actions: { off: string; on: string },
  label: string,
): ColumnDeclaration<T>[] {
  return [
    { key: 'at', header: `${prefix}.at`, format: 'dateTime' },
    { key: 'action', header: `${prefix}.action`, state: { tones: { [actions.off]: 'red', [actions.on]: 'green' }, label } },
  ];
}
