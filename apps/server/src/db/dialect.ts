/** The two databases the server runs on; migrations and startup branch on it. */
export type DialectName = 'sqlite' | 'postgres';
