import type { DemoArticle } from '../../types';
import { HELP_ARTICLES } from './help';
import { LAW_ARTICLES } from './law';
import { PLATFORM_ARTICLES } from './platform';

export const DEMO_ARTICLES: readonly DemoArticle[] = [...HELP_ARTICLES, ...LAW_ARTICLES, ...PLATFORM_ARTICLES];
