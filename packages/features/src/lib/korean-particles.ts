import type { PostProcessorModule } from 'i18next';
import { resolveKoreanParticles } from '@bazaar/contract';

/**
 * Resolves Korean particle templates (`{{names}}을(를)`) once a string's words are filled in, so a Korean
 * screen reads `중량을 선택하세요`, never the template. Every other language passes through untouched.
 */
export const koreanParticles: PostProcessorModule = {
  type: 'postProcessor',
  name: 'koreanParticles',
  process: (value: string, _key, _options, translator: { language?: string }) =>
    translator.language === 'ko' ? resolveKoreanParticles(value) : value,
};
