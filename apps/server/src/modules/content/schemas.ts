import { Article, Envelope, MerchantApplication, ServiceChannel } from '@bazaar/contract';
import { Type } from '@sinclair/typebox';

const tags = ['content'];

const articles = (summary: string) => ({ tags, summary, response: { 200: Envelope(Type.Array(Article)) } });
export const helpSchema = articles(
  'Help and support articles in the request language (sanitized HTML; English when untranslated)',
);
export const lawSchema = articles('Legal and policy articles in the request language (sanitized HTML)');
export const platformSchema = articles('Platform information articles, incl. merchant entry (sanitized HTML)');

export const serviceSchema = {
  tags,
  summary: 'Customer-service channels (settings service_<type>), labels in the request language',
  response: { 200: Envelope(Type.Array(ServiceChannel)) },
};

// Fields are read by the service so that a missing one gets its own message.
const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
export const applySchema = {
  tags,
  security: [{ token: [] }],
  summary: 'Applies to open a shop; one pending application per shopper, reviewed by an operator',
  body: Type.Object({
    shop_name: text(60),
    contact_name: text(60),
    mobile: text(30),
    email: text(254),
    category_id: Type.Optional(Type.Integer({ minimum: 0, 'x-msg': 'merchant.choose_category' })),
    description: text(1000),
  }),
  response: { 200: Envelope(MerchantApplication) },
};

export const myApplicationsSchema = {
  tags,
  security: [{ token: [] }],
  summary: 'The caller’s merchant applications, newest first, with their review status',
  response: { 200: Envelope(Type.Array(MerchantApplication)) },
};
