export type * from './declaration';
export { FormPage } from './form-page';
export { draftProblems, fieldProblem, problemText, serverProblem, visibleFields } from './form-model';
export { ReasonDialog, type ReasonDialogProps } from './reason-dialog';
export { FormDialog, type FormDialogProps, type DialogField, type DialogContext, type DialogConfirmation } from './form-dialog';
