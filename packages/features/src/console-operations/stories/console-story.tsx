// Every console feature's stories sign in through the console kit's decorator.
export { withConsoleSession } from '../../console-kit/stories/console-story';
