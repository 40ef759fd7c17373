export type * from './declaration';
export {
  DetailFields,
  type DetailFieldsProps,
  DetailPage,
  DetailSections,
  type DetailSectionsProps,
  LoadFailure,
  LoadingPanels,
  useDetailContext,
} from './detail-page';
export { detailRequest, fieldText, formatValue, visibleDetailActions, visibleSections } from './detail-model';
