export type * from './declaration';
export { DetailPage, DetailSections, type DetailSectionsProps, LoadFailure, LoadingPanels } from './detail-page';
export { detailRequest, fieldText, formatValue, visibleDetailActions, visibleSections } from './detail-model';
