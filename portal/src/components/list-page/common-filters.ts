import { cardOperators } from '@cmp/functions/contracts';
import type { FilterDeclaration } from './declaration';

type SelectFilter = Extract<FilterDeclaration, { kind: 'select' }>;
type TextFilter = Extract<FilterDeclaration, { kind: 'text' }>;
/** What a select filter may add to its field, label and options. */
type SelectOwn = Partial<Omit<SelectFilter, 'kind' | 'field' | 'label' | 'options' | 'optionLabel'>>;

/** A select of one value of an enum, each named `<optionLabel>.<value>`. */
export const enumFilter = (
  field: string,
  label: string,
  options: SelectFilter['options'],
  optionLabel: string,
  own: SelectOwn = {},
): FilterDeclaration => ({ kind: 'select', field, label, options, optionLabel, ...own });

/** A select of the three operators (named by the shell's texts, `operator.<code>`): every area filters by it. */
export const operatorFilter = (label: string, own: SelectOwn = {}): FilterDeclaration =>
  enumFilter('operator', label, cardOperators, 'operator', { width: 'w-44', ...own });

/** A text field sent as `field` (trimmed; empty sends nothing). */
export const textFilter = (
  field: string,
  label: string,
  own: Partial<Omit<TextFilter, 'kind' | 'field' | 'label'>> = {},
): FilterDeclaration => ({
  kind: 'text',
  field,
  label,
  ...own,
});

/** One whole ICCID (19 or 20 digits): `invalid` names the text shown for anything else. */
export const iccidFilter = (label: string, invalid: string, testId: string, width = 'w-64'): FilterDeclaration =>
  textFilter('iccid', label, { width, maxLength: 20, inputMode: 'numeric', pattern: /^\d{19,20}$/, invalid, testId });

/** The platform's choice of one enterprise (`channelCustId`), named with its code; hidden from channel roles. */
export const enterpriseFilter = (label: string, testId: string): FilterDeclaration => ({
  kind: 'remoteSelect',
  field: 'channelCustId',
  label,
  source: 'customer.list',
  body: { pageSize: 100 },
  option: (c: { channelCustId: string; name: string }) => ({ value: c.channelCustId, label: `${c.name} (${c.channelCustId})` }),
  visible: ({ scope }) => scope.side === 'platform',
  width: 'w-64',
  testId,
});
