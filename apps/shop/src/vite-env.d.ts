/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

interface ImportMetaEnv {
  /** The API's base URL, e.g. https://api.example.com/api (default: /api on the shop's own origin). */
  readonly VITE_API_BASE_URL?: string;
}
