export { ConfirmDialog, type ConfirmDialogProps, Dialog, type DialogProps } from './dialog';
