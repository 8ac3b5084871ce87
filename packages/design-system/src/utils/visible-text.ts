import type { ReactNode } from 'react';
import { showInvisibleControls } from '@bazaar/contract';

/**
 * Text as stored, its bidi and zero-width controls written out (`⟨U+202E⟩`); other nodes as they
 * are. For operators' views of what people typed (account and shop names, remarks): an invisible
 * override would reorder what the operator reads.
 */
export const visibleText = (node: ReactNode): ReactNode =>
  typeof node === 'string' ? showInvisibleControls(node) : node;
