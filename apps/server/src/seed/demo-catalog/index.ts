export type * from './types';
export { generateDemoCatalog, iterateDemoProducts, buildDemoProduct } from './generate-demo-catalog';
