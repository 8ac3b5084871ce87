// Types for tests only: jest-dom matchers.
/// <reference types="@testing-library/jest-dom/vitest" />
