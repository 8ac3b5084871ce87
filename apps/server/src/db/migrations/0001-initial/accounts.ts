import type { TableSpec } from '../table-spec';

/** Shoppers, operators and everything about signing in. Order matters: referenced tables first. */
export const accountTables: Record<string, TableSpec> = {
  users: {
    columns: {
      username: 'text',
      nickname: 'text',
      // Lower-cased; NULL when absent so the unique index ignores it.
      email: 'text?',
      mobile: 'text?',
      avatar: 'text',
      family_name: 'text',
      given_name: 'text',
      real_name: 'text',
      password_hash: 'text',
      pay_password_hash: 'text?',
      lang: 'text:en',
      // normal | frozen
      status: 'text:normal',
      pay_fail_count: 'int',
      pay_locked_until: 'time',
      invite_code: 'text?',
      invited_by: { ref: 'users', nullable: true, onDelete: 'set null' },
      createtime: 'time',
      updatetime: 'time',
    },
    unique: [['username'], ['email'], ['mobile'], ['invite_code']],
  },
  user_tokens: {
    columns: {
      token_hash: 'text',
      user_id: { ref: 'users', onDelete: 'cascade' },
      expires: 'time',
      createtime: 'time',
    },
    unique: [['token_hash']],
    indexes: [['user_id']],
  },
  quick_tokens: {
    columns: {
      token_hash: 'text',
      user_id: { ref: 'users', onDelete: 'cascade' },
      expires: 'time',
      used_at: 'time?',
      createtime: 'time',
    },
    unique: [['token_hash']],
  },
  ems_codes: {
    columns: {
      email: 'text',
      // resetpwd | resetpay
      event: 'text',
      code_hash: 'text',
      attempts: 'int',
      used_at: 'time?',
      expires: 'time',
      createtime: 'time',
    },
    indexes: [['email', 'event', 'createtime']],
  },
  login_attempts: {
    columns: {
      // user | admin
      scope: 'text:user',
      identifier: 'text',
      ip: 'text',
      success: 'bool',
      createtime: 'time',
    },
    indexes: [
      ['scope', 'identifier', 'createtime'],
      ['ip', 'createtime'],
    ],
  },
  shops: {
    columns: {
      name: 'text',
      logo: 'text',
      banner: 'text',
      description: 'text',
      category_id: 'int?',
      rating: 'float:5',
      sales: 'int',
      // normal | closed
      status: 'text:normal',
      sort: 'int',
      createtime: 'time',
      updatetime: 'time',
    },
    indexes: [['status', 'sales'], ['createtime']],
  },
  admins: {
    columns: {
      username: 'text',
      nickname: 'text',
      password_hash: 'text',
      // admin | merchant (a merchant acts on its own shop only)
      role: 'text:admin',
      shop_id: { ref: 'shops', nullable: true, onDelete: 'set null' },
      status: 'text:normal',
      createtime: 'time',
      updatetime: 'time',
    },
    unique: [['username']],
  },
  admin_tokens: {
    columns: {
      token_hash: 'text',
      admin_id: { ref: 'admins', onDelete: 'cascade' },
      expires: 'time',
      createtime: 'time',
    },
    unique: [['token_hash']],
  },
  uploads: {
    columns: {
      url: 'text',
      path: 'text',
      mime: 'text',
      size: 'int',
      // Exactly one owner: the shopper or the operator who uploaded it.
      user_id: { ref: 'users', nullable: true, onDelete: 'set null' },
      admin_id: { ref: 'admins', nullable: true, onDelete: 'set null' },
      createtime: 'time',
    },
    unique: [['url']],
    indexes: [['user_id']],
  },
};
