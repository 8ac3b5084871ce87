export { confirmDialog, alertDialog, type ConfirmDialogOptions, type AlertDialogOptions } from './confirm-dialog';
