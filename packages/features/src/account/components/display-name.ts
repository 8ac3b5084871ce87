import type { User } from '@bazaar/contract';

/** What to call the shopper: the nickname, else the given and family names, else the username. */
export function displayName(user: Pick<User, 'nickname' | 'given_name' | 'family_name' | 'username'>): string {
  const names = [user.given_name, user.family_name].filter(Boolean).join(' ');
  return user.nickname || names || user.username;
}
