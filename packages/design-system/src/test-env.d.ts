// Types for tests and stories only: Vite's import.meta.glob and jest-dom matchers.
/// <reference types="vite/client" />
/// <reference types="@testing-library/jest-dom/vitest" />
