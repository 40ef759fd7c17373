export { DescriptionList, type DescriptionItem, type DescriptionListProps, type DescriptionSection } from './description-list';
