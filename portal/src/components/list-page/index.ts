export type * from './declaration';
export { ListPage, type ListPageProps } from './list-page';
export { type ListTab, ListTabs, type ListTabsProps } from './list-tabs';
export { addToSelection, emptyDraft, formatCell, toRequestBody, visibleActions } from './list-model';
export { enumFilter, iccidFilter, operatorFilter, textFilter } from './common-filters';
export { switchLogColumns } from './switch-log-columns';
