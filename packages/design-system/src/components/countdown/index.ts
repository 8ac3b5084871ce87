export { Countdown, countdownDefaults, type CountdownProps } from './countdown';
export { secondsLeft, spokenTimeLeft, splitTime, type TimeLeft } from './countdown-time';
