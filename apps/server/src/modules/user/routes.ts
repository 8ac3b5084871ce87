import type { App } from '../../app-types';
import type { AppConfig } from '../../config';
import { tokenOf } from '../../plugins/auth';
import { revokeAllTokens, revokeToken } from '../session/tokens';
import * as account from './account-service';
import * as auth from './auth-service';
import { deviceOf } from './device';
import { scheduleAccountHousekeeping } from './housekeeping';
import * as passwords from './password-service';
import { verifyPayPassword } from './pay-password';
import * as schemas from './schemas';
import { thirdLogin } from './third-login';
import { userObject } from './user-object';
import { adminUserRoutes } from './admin-routes';

/** Shopper session and account calls under /api/user. */
export async function userRoutes(app: App, opts: { config: AppConfig }): Promise<void> {
  const signedIn = { preHandler: app.authenticate };
  scheduleAccountHousekeeping(app);

  app.post('/api/user/login', { schema: schemas.loginSchema }, async (request, reply) =>
    reply.ok(
      await auth.login(app.db, request.body, { ip: request.ip, device: deviceOf(request.headers['user-agent']) }),
    ),
  );

  app.post('/api/user/thirdlogin', { schema: schemas.thirdLoginSchema }, async (request, reply) => {
    await app.identify(request);
    const device = deviceOf(request.headers['user-agent']);
    return reply.ok(await thirdLogin(app.db, opts.config.thirdLoginSecrets, request.body, request.userId, device));
  });

  app.post('/api/user/register', { schema: schemas.registerSchema }, async (request, reply) =>
    reply.ok(
      await auth.register(app.db, request.body, { ip: request.ip, device: deviceOf(request.headers['user-agent']) }),
    ),
  );

  app.post('/api/user/quick_token', { schema: schemas.quickTokenSchema, ...signedIn }, async (request, reply) =>
    reply.ok(await auth.mintQuickToken(app.db, request.userId!)),
  );

  app.post('/api/user/quick_login', { schema: schemas.quickLoginSchema }, async (request, reply) =>
    reply.ok(await auth.quickLogin(app.db, request.body.quickToken, deviceOf(request.headers['user-agent']))),
  );

  app.get('/api/user/getUserInfo', { schema: schemas.userInfoSchema, ...signedIn }, async (request, reply) => {
    const expiresIn = await account.tokenExpiresIn(app.db, tokenOf(request));
    return reply.ok(await userObject(app.db, request.userId!, expiresIn));
  });

  app.post('/api/user/logout', { schema: schemas.logoutSchema, ...signedIn }, async (request, reply) => {
    await revokeToken(app.db, tokenOf(request)!);
    return reply.ok(null);
  });

  app.post('/api/user/profile', { schema: schemas.profileSchema, ...signedIn }, async (request, reply) => {
    const expiresIn = await account.tokenExpiresIn(app.db, tokenOf(request));
    return reply.ok(await account.updateProfile(app.db, request.userId!, request.body, expiresIn));
  });

  app.post('/api/user/resetpwd', { schema: schemas.resetPwdSchema }, async (request, reply) => {
    // The forgotten-password form works without a session; the change form needs one.
    if (!passwords.isForgotForm(request.body)) await app.authenticate(request, reply);
    await passwords.resetPassword(app.db, request.body, request.userId, request.ip);
    return reply.ok(null);
  });

  app.post(
    '/api/user/resetPay',
    { schema: schemas.resetPaySchema, ...signedIn, config: { callLimit: 'money' } },
    async (request, reply) => {
      await passwords.resetPayPassword(app.db, app.payCodes, request.userId!, request.body);
      return reply.ok(null);
    },
  );

  app.post('/api/user/verify_pay', { schema: schemas.verifyPaySchema, ...signedIn }, async (request, reply) => {
    await verifyPayPassword(app.db, app.payCodes, request.userId!, request.body.paypwd);
    return reply.ok(null);
  });

  app.get('/api/user/set_language', { schema: schemas.setLanguageSchema, ...signedIn }, async (request, reply) => {
    await account.setLanguage(app.db, request.userId!, request.query.lang);
    return reply.ok(null);
  });

  app.get('/api/user/sessions', { schema: schemas.sessionsSchema, ...signedIn }, async (request, reply) =>
    reply.ok(await account.listSessions(app.db, request.userId!, tokenOf(request))),
  );

  app.post('/api/user/logout_all', { schema: schemas.logoutAllSchema, ...signedIn }, async (request, reply) => {
    await revokeAllTokens(app.db, request.userId!);
    return reply.ok(null);
  });
  // The console's calls of this domain.
  await adminUserRoutes(app);
}
