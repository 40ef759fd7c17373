export { ConfirmAction, type ConfirmActionProps } from './confirm-action';
