import { describe, expect, it } from 'vitest';
import { resolveKoreanParticles } from './korean-particles';

describe('resolveKoreanParticles', () => {
  it.each([
    ['중량을(를) 선택하세요', '중량을 선택하세요'],
    ['색상을(를) 선택하세요', '색상을 선택하세요'],
    ['사이즈을(를) 선택하세요', '사이즈를 선택하세요'],
    ['이름은(는) 2자 이상', '이름은 2자 이상'],
    ['주소은(는) 2자 이상', '주소는 2자 이상'],
    ['상품이(가) 입고', '상품이 입고'],
    ['비타민이(가) 입고', '비타민이 입고'],
    ['우체국(으)로 발송', '우체국으로 발송'],
    ['택배(으)로 발송', '택배로 발송'],
    ['서울(으)로 발송', '서울로 발송'],
  ])('%s → %s (the last syllable decides)', (template, text) => {
    expect(resolveKoreanParticles(template)).toBe(text);
  });

  it.each([
    ['Viettel Post(으)로 발송', 'Viettel Post으로 발송'],
    ['Shopee(으)로 발송', 'Shopee로 발송'],
    ['“Summer”을(를) 삭제할까요?', '“Summer”를 삭제할까요?'],
    ['“Gift box”을(를) 삭제할까요?', '“Gift box”을 삭제할까요?'],
    ['$1,000을(를) 초과', '$1,000을 초과'],
    ['$12.50(으)로 내려갔습니다', '$12.50으로 내려갔습니다'],
    ['$12.57(으)로 내려갔습니다', '$12.57로 내려갔습니다'],
  ])('%s → %s (a word that is not Hangul is read aloud)', (template, text) => {
    expect(resolveKoreanParticles(template)).toBe(text);
  });

  it('leaves a text without templates as it is', () => {
    expect(resolveKoreanParticles('주문을 확인하세요 (2)')).toBe('주문을 확인하세요 (2)');
  });
});
