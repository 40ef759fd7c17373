export type * from './declaration';
export { ListPage, type ListPageProps } from './list-page';
export { addToSelection, emptyDraft, formatCell, toRequestBody, visibleActions } from './list-model';
export { enumFilter, operatorFilter, textFilter } from './common-filters';
