/** Where a generated demo image is served: ref "product/42/1" -> "/images/product/42/1.svg". */
export const demoImageUrl = (ref: string): string => `/images/${ref}.svg`;
