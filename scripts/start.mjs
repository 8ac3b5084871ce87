// `npm start`: install and build what is missing, then serve the shop with its
// API and an embedded SQLite database seeded with demo data (http://localhost:3000).
import { existsSync } from 'node:fs';
import { ensureInstalled, pnpm } from './pnpm.mjs';

ensureInstalled();
const outputs = [
  'packages/contract/dist',
  'packages/api-client/dist',
  'packages/design-system/dist',
  'packages/features/dist',
  'apps/shop/dist',
  'apps/server/dist',
];
if (outputs.some((dir) => !existsSync(dir))) pnpm(['run', 'build']);
pnpm(['run', 'serve']);
