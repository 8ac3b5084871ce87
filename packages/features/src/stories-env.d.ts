// Types for the story-render test only: Vite's import.meta.glob.
/// <reference types="vite/client" />
