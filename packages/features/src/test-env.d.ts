// Types for tests only: jest-dom matchers (test/setup-dom.ts installs them for the unit and stories projects).
/// <reference types="@testing-library/jest-dom/vitest" />
