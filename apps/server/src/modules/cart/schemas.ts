import { CartAddAnswer, CartAddBody, CartDelBody, CartList, CartUpdateBody, Envelope } from '@bazaar/contract';

const tags = ['cart'];
const security = [{ token: [] }];

export const listSchema = {
  tags,
  security,
  summary: 'The bag grouped by shop; lines that can no longer be bought are marked invalid',
  response: { 200: Envelope(CartList) },
};

export const addSchema = {
  tags,
  security,
  summary: 'Adds a product (its SKU when it has specs); merges with the same line, bounded by stock',
  body: CartAddBody,
  response: { 200: Envelope(CartAddAnswer) },
};

export const updateSchema = {
  tags,
  security,
  summary: 'Changes the quantity (bounded by stock) and/or selection of one of the caller’s lines',
  body: CartUpdateBody,
  response: { 200: Envelope(CartList) },
};

export const delSchema = {
  tags,
  security,
  summary: 'Removes the caller’s lines',
  body: CartDelBody,
  response: { 200: Envelope(CartList) },
};
