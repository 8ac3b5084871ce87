import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { coerceText } from './coerce';

const schema = Type.Object({
  page: Type.Integer(),
  price: Type.Number(),
  on: Type.Boolean(),
  ids: Type.Array(Type.Integer()),
  name: Type.String(),
  amount: Type.Union([Type.Number(), Type.String()]),
});

describe('coerceText', () => {
  it('turns well-formed text into numbers and booleans', () => {
    expect(coerceText(schema, { page: '2', price: '1.5', on: 'true', ids: '3', name: '7', amount: '1.50' })).toEqual({
      page: 2,
      price: 1.5,
      on: true,
      ids: [3],
      name: '7',
      amount: '1.50',
    });
  });
  it('leaves malformed text for validation to refuse', () => {
    expect(coerceText(schema, { page: 'abc', price: '1e3', on: 'yes', ids: ['1', 'x'] })).toEqual({
      page: 'abc',
      price: '1e3',
      on: 'yes',
      ids: [1, 'x'],
    });
    expect(coerceText(schema, { page: '1.5' })).toEqual({ page: '1.5' });
  });
});
