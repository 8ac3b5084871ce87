// The public surface of the demo catalog: types, generators and the image renderer.
export type * from './types';
export { generateDemoCatalog, iterateDemoProducts, buildDemoProduct } from './generate-demo-catalog';
export { renderImageSvg } from './render-image-svg';
