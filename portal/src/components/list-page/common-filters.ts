import { cardOperators } from '@cmp/functions/contracts';
import type { FilterDeclaration } from './declaration';

/** A select of the three operators (named by the shell's texts, `operator.<code>`): every area filters by it. */
export const operatorFilter = (label: string, own: { width?: string; testId?: string } = {}): FilterDeclaration => ({
  kind: 'select',
  field: 'operator',
  label,
  options: cardOperators,
  optionLabel: 'operator',
  width: 'w-44',
  ...own,
});
