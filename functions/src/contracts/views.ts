/**
 * Answer types the route types cannot give: pages of records a route reads as stored and words on
 * read (card import results, a card's log) and a recursive tree. Type-only, so nothing here reaches
 * a bundle; the modules they come from may hold server code.
 */
export type { DsimRowResultView } from '../card-import/dsim-rows.ts';
export type { ImportKind, ImportStatus, RowResultView } from '../card-import/import-model.ts';
export type { LogEntry as CardLogEntry } from '../card-detail/card-detail.repository.ts';
export type { PermissionNode } from '../platform/permission-tree.ts';
