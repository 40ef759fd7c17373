export type * from './declaration';
export { FormPage } from './form-page';
export { draftProblems, fieldProblem, problemText, serverProblem, visibleFields } from './form-model';
