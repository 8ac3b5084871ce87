import { Envelope, Notification, NotificationListQuery, NotificationReadBody, Page } from '@bazaar/contract';
import { Type } from '@sinclair/typebox';

const tags = ['notification'];
const security = [{ token: [] }];

export const listSchema = {
  tags,
  security,
  summary:
    'The caller’s notifications (order, refund, recharge, withdrawal events; price_drop and back_in_stock alerts on favourites, unless switched off in user/profile), newest first, in the request language',
  querystring: NotificationListQuery,
  response: { 200: Envelope(Page(Notification)) },
};

export const readSchema = {
  tags,
  security,
  summary: 'Marks some (ids) or all (all: true) of the caller’s notifications as read',
  body: NotificationReadBody,
  response: { 200: Envelope(Type.Null()) },
};
