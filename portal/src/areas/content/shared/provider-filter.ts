import type { FilterDeclaration } from '../../../components/list-page';
import type { ContentProvider } from './content-model';

/** A choice of one content provider (the CP/SP list, named in the reader's language). */
export const providerFilter = (label: string, testId: string): FilterDeclaration => ({
  kind: 'remoteSelect',
  field: 'providerId',
  label,
  source: 'content.providerList',
  body: {},
  items: (answer: ContentProvider[]) => answer,
  option: (p: ContentProvider) => ({ value: p.providerId, label: p.providerName }),
  width: 'w-56',
  testId,
});
