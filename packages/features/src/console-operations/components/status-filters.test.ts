import { describe, expect, it } from 'vitest';
import { AUDIT_STATUSES, CHAIN_DEPOSIT_STATUSES, ORDER_STATUSES, REFUND_STATUSES } from '@bazaar/contract';
import { en } from '../../console-kit/locales/en';
import { joinConsoleLocales } from '../../console-kit/locales';
import { consoleOperationsLocales } from '../locales';
import {
  AUDIT_FILTERS,
  CHAIN_DEPOSIT_FILTERS,
  OPERATOR_FILTERS,
  ORDER_FILTERS,
  REFUND_FILTERS,
} from './status-filters';

describe('console status filters', () => {
  it('reach every order status, refund state and audit state', () => {
    for (const s of ORDER_STATUSES) expect(ORDER_FILTERS).toContain(s);
    for (const s of REFUND_STATUSES) expect(REFUND_FILTERS).toContain(s);
    for (const s of AUDIT_STATUSES) expect(AUDIT_FILTERS).toContain(s);
    for (const s of CHAIN_DEPOSIT_STATUSES) expect(CHAIN_DEPOSIT_FILTERS).toContain(s);
    expect(CHAIN_DEPOSIT_FILTERS[0]).toBe('below_min');
    expect(ORDER_FILTERS[0]).toBe('waiting_deliver');
    expect(new Set(ORDER_FILTERS).size).toBe(ORDER_FILTERS.length);
  });

  it('have a label in every language', () => {
    const all = [...ORDER_FILTERS, ...REFUND_FILTERS, ...AUDIT_FILTERS, ...OPERATOR_FILTERS, ...CHAIN_DEPOSIT_FILTERS];
    for (const [lang, bundle] of Object.entries(joinConsoleLocales(consoleOperationsLocales))) {
      const status = (bundle as { status: Record<string, string> }).status;
      for (const s of all) expect(status[s], `${lang} status.${s}`).toBeTruthy();
    }
    expect(Object.keys(en.status)).toContain('waiting_pay');
  });
});
