export { ChatComposer, chatComposerDefaults, type ChatComposerProps } from './chat-composer';
