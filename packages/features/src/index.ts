// Feature modules are imported by subpath (`@bazaar/features/home`, …); the
// root re-exports only the shared pieces every storefront needs.
export * from './lib';
