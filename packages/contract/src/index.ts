export * from './common';
export * from './envelope';
export * from './languages';
export * from './catalog';
