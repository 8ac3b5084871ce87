// The session decorator moved down to lib/console so every console feature's stories can sign in.
export { withConsoleSession } from '../../lib/console/stories/console-story';
