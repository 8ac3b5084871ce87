import type { ReactNode } from 'react';

// antd-mobile's Dialog (with its Mask, and @react-spring under both) is loaded at the first question:
// a screen that may ask one (follow a shop, remove an address) does not carry it in its first download.
const loadDialog = () => import('./antd-dialog').then(({ Dialog }) => Dialog);

/** The question is the dialog's accessible name, unless `label` names it (required when it is not text). */
type Named = { content: string; label?: string } | { content: ReactNode; label: string };

/** The question of a confirm dialog, its accessible name when it is not text, and its buttons' texts. */
export type ConfirmDialogOptions = Named & { confirmText: string; cancelText: string };
/** The message of an alert dialog, its accessible name when it is not text, and its button's text. */
export type AlertDialogOptions = Named & { confirmText: string };

const nameOf = (options: Named): string => options.label ?? (options.content as string);

/**
 * Asks a yes/no question in antd-mobile's themed dialog and resolves to the answer. Unlike a bare
 * `Dialog.confirm`, the dialog is named (screen readers announce it; axe's aria-dialog-name).
 */
export function confirmDialog({ content, confirmText, cancelText, ...named }: ConfirmDialogOptions): Promise<boolean> {
  const label = nameOf({ content, ...named } as Named);
  return loadDialog().then((Dialog) => Dialog.confirm({ content, confirmText, cancelText, 'aria-label': label }));
}

/** Tells the shopper or operator something that needs an OK; resolves when it is closed. */
export function alertDialog({ content, confirmText, ...named }: AlertDialogOptions): Promise<void> {
  const label = nameOf({ content, ...named } as Named);
  return loadDialog().then((Dialog) => Dialog.alert({ content, confirmText, 'aria-label': label }));
}
