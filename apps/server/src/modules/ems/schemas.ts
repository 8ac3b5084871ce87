import { EmsSendBody, Envelope } from '@bazaar/contract';
import { Type } from '@sinclair/typebox';

export const sendSchema = {
  tags: ['user'],
  summary: 'Mail a 6-digit code (10 minutes, 5 tries) for a password or payment-code reset',
  description:
    'Same answer whether or not the email is registered. At most 1 a minute and 10 a day per email address ' +
    'and per client address.',
  body: Type.Object({
    email: Type.String({ ...EmsSendBody.properties.email, 'x-msg': 'register.enter_email' }),
    event: EmsSendBody.properties.event,
  }),
  response: { 200: Envelope(Type.Null()) },
};
